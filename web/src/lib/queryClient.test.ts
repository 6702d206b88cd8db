import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiErrorOf,
  apiJson,
  apiRequest,
  createQueryClient,
  errorMessage,
  getJson,
  requestAnswer,
  setStepUpPrompt,
} from './queryClient';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest and step-up', () => {
  const stepUpRefusal = () =>
    new Response(JSON.stringify({ message: 'Confirm it’s you', code: 'step_up_required' }), { status: 403 });

  it('asks the prompt when an action needs a step-up, then sends it once more', async () => {
    const answers = [stepUpRefusal(), new Response('{}', { status: 200 })];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const prompt = vi.fn(async () => true);
    const unregister = setStepUpPrompt(prompt);
    try {
      const res = await apiRequest('POST', '/api/admin/jobs/PW-1/refund', { amountCents: 60_000 });
      expect(res.status).toBe(200);
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      unregister();
    }
  });

  it('gives the refusal back when the person cancels, and asks once only', async () => {
    const fetchMock = vi.fn(async () => stepUpRefusal());
    vi.stubGlobal('fetch', fetchMock);
    const unregister = setStepUpPrompt(async () => false);
    try {
      const err = await apiRequest('DELETE', '/api/admin/operators/x').catch((e: unknown) => e);
      expect(apiErrorOf(err)?.code).toBe('step_up_required');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      unregister();
    }
  });

  it('passes other refusals through without asking', async () => {
    stubFetch(
      new Response(JSON.stringify({ message: 'Operators only', code: 'forbidden' }), { status: 403 }),
    );
    const prompt = vi.fn(async () => true);
    const unregister = setStepUpPrompt(prompt);
    try {
      await expect(apiRequest('GET', '/api/admin/jobs')).rejects.toThrow('403');
      expect(prompt).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and cookies', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
      credentials: 'include',
    });
  });

  it('sends no content type and no body without a body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/auth/logout');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('throws "status: body text" on a non-success answer', async () => {
    stubFetch(new Response('{"message":"Email or password is incorrect."}', { status: 401 }));
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toThrow(
      '401: {"message":"Email or password is incorrect."}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiJson', () => {
  it('parses JSON and gives undefined for an empty answer', async () => {
    stubFetch(new Response('{"id":"1"}', { status: 200 }));
    await expect(apiJson('GET', '/api/me')).resolves.toEqual({ id: '1' });
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiJson('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('getJson', () => {
  it('GETs the path with cookies and parses JSON', async () => {
    const fetchMock = stubFetch(new Response('{"count":3}', { status: 200 }));
    const data = await getJson('/api/drivers/nearby', {}, { signal: new AbortController().signal });
    expect(data).toEqual({ count: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/drivers/nearby');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('returns null on 401 when asked to', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/me', {}, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/me', {}, {})).rejects.toThrow('401: {"message":"Not signed in"}');
  });
});

describe('requestAnswer', () => {
  it('tells apart no answer, a non-JSON answer and a JSON one, and throws for none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(requestAnswer('POST', '/api/create-payment-intent', {})).resolves.toEqual({
      kind: 'network',
    });
    stubFetch(new Response('<html>down</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(requestAnswer('POST', '/api/x', {})).resolves.toMatchObject({
      kind: 'answer',
      status: 502,
      ok: false,
      body: undefined,
    });
    stubFetch(
      new Response('{"message":"No"}', { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    await expect(requestAnswer('POST', '/api/x', {})).resolves.toMatchObject({
      status: 409,
      body: { message: 'No' },
    });
  });
});

describe('query defaults', () => {
  it('never retries, refetches on focus, polls or goes stale', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
    expect(defaults?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('ApiError / errorMessage', () => {
  it('reads message and field errors from a JSON error body', () => {
    const err = new ApiError(
      400,
      '{"message":"Check the form","errors":{"email":"Enter a valid email address"}}',
    );
    expect({ status: err.status, message: err.reason, fieldErrors: err.fieldErrors }).toEqual({
      status: 400,
      message: 'Check the form',
      fieldErrors: { email: 'Enter a valid email address' },
    });
    expect(errorMessage(err)).toBe('Check the form');
  });

  it('uses the body text when it is not JSON', () => {
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
  });

  it('keeps messages that are not from the request helper', () => {
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(apiErrorOf(new Error('Failed to fetch'))?.status ?? null).toBeNull();
  });

  it('has a readable default', () => {
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });

  it('carries the server error code and the product’s text as its message', async () => {
    stubFetch(new Response('{"message":"Already paid","code":"already_paid"}', { status: 409 }));
    const err = await apiRequest('POST', '/api/create-payment-intent', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'already_paid', reason: 'Already paid' });
    expect((err as Error).message).toBe('409: {"message":"Already paid","code":"already_paid"}');
  });
});
