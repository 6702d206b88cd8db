import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Throws `${status}: ${body text or status text}` for any non-2xx answer (spec §7). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
 * The request helper for every call: JSON body with a JSON content type only when a body is given,
 * cookies always included, non-success answers raise `status: text`.
 */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** `apiRequest` plus a JSON parse; an empty answer (such as 204) gives `undefined`. */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default read: GET on the first element of the query key, with cookies, parsed as JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export interface ApiErrorDetails {
  /** HTTP status when the error came from the request helper. */
  status: number | null;
  /** A readable sentence for people. */
  message: string;
  /** Per-field messages from a validation answer (`errors` in the server body). */
  fieldErrors: Record<string, string>;
}

const helperError = /^(\d{3}): ([\s\S]*)$/;

/** Splits a request-helper error (`400: {"message":...}`) into status, message and field errors. */
export function parseApiError(err: unknown): ApiErrorDetails {
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  const match = helperError.exec(raw);
  if (!match) {
    return {
      status: null,
      message: raw || 'Something went wrong. Please try again.',
      fieldErrors: {},
    };
  }
  const status = Number(match[1]);
  const bodyText = (match[2] ?? '').trim();
  let message = bodyText;
  const fieldErrors: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      if (typeof record.message === 'string' && record.message) message = record.message;
      else if (typeof record.error === 'string' && record.error) message = record.error;
      if (record.errors && typeof record.errors === 'object') {
        for (const [field, value] of Object.entries(record.errors as Record<string, unknown>)) {
          if (typeof value === 'string') fieldErrors[field] = value;
        }
      }
    }
  } catch {
    // Not JSON: the body text (or status text) is the message.
  }
  return { status, message: message || `Request failed (${status})`, fieldErrors };
}

/** A readable message for any error thrown by the request helper or elsewhere. */
export function errorMessage(err: unknown): string {
  return parseApiError(err).message;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
