import { t } from '@lingui/core/macro';
import type { z } from 'zod';
import { type AnswerContract, ApiError } from './queryClient';

const uploadFailedMessage = () => t`The upload failed. Check your connection and try again.`;
export const uploadCancelledMessage = () => t`The upload was cancelled.`;

export interface UploadOptions {
  /** Form fields sent before the file (the server reads the fields that come first). */
  fields?: Record<string, string>;
  /** The file name when the blob has none. */
  fileName?: string;
  /** Upload progress from 0 to 100; 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the upload; the promise then rejects with "The upload was cancelled." */
  signal?: AbortSignal;
}

/**
 * The one uploader: POSTs `file` as multipart/form-data (field `file`, after `fields`) with cookies,
 * reports real upload progress, can be aborted, and answers with the contract's type (ADR 009). A
 * non-success answer rejects with an ApiError, like the request helper.
 */
export function uploadFile<S extends z.ZodType>(
  path: string,
  file: Blob,
  _contract: AnswerContract<S>,
  { fields = {}, fileName = 'photo', onProgress, signal }: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error(uploadCancelledMessage()));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file instanceof File && file.name ? file.name : fileName);

    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        const answer = (xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as z.output<S>;
        onProgress?.(100);
        resolve(answer);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new Error(uploadFailedMessage()));
    };
    xhr.onabort = () => {
      settle();
      reject(new Error(uploadCancelledMessage()));
    };
    xhr.send(form);
  });
}

/** What a screen hands an upload mutation: the file, and optionally progress and abort. */
export interface UploadInput {
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A mutation function that uploads its input's file to `path` whose answer has the type of `contract`. */
export function uploadTo<S extends z.ZodType>(path: string, contract: AnswerContract<S>) {
  return ({ file, onProgress, signal }: UploadInput) =>
    uploadFile(path, file, contract, { onProgress, signal });
}
