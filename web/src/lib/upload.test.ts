import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './queryClient';
import { uploadCancelledMessage, uploadFile } from './upload';

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  sent: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const answer = z.object({ id: z.string() });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('uploadFile', () => {
  it('sends the fields before the file with cookies, reports progress and answers the parsed JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadFile('/api/x/photos', new Blob(['x']), answer, {
      fields: { stage: 'before', angle: 'front' },
      fileName: 'front.jpg',
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/x/photos', true]);
    expect([...xhr.sent!.keys()]).toEqual(['stage', 'angle', 'file']);
    expect((xhr.sent!.get('file') as File).name).toBe('front.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(201, '{"id":"p1"}');
    await expect(done).resolves.toEqual({ id: 'p1' });
    expect(progress).toEqual([50, 100]);
  });

  it('rejects a non-success answer with an ApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadFile('/api/x', new Blob(['x']), answer);
    FakeXhr.last!.answer(413, '{"message":"Photos must be 10 MB or smaller.","code":"file_too_large"}');
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 413,
      code: 'file_too_large',
      reason: 'Photos must be 10 MB or smaller.',
    });
  });

  it('stops when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const done = uploadFile('/api/x', new Blob(['x']), answer, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toThrow(uploadCancelledMessage());
    await expect(
      uploadFile('/api/x', new Blob(['x']), answer, { signal: controller.signal }),
    ).rejects.toThrow(uploadCancelledMessage());
  });
});
