import type { ApiErrorBody } from '@core/contracts/common';
import { QueryClient, type QueryFunction, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach Pathway. Check your connection and try again.';

/** The server's error shape (core/contracts/common.ts), checked by hand so no schema code loads with it. */
function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || typeof (body as ApiErrorBody).message !== 'string') {
      return null;
    }
    const { message, code, errors } = body as Record<string, unknown>;
    const fieldErrors =
      typeof errors === 'object' && errors !== null
        ? Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string'))
        : undefined;
    return {
      message: message as string,
      ...(typeof code === 'string' ? { code } : {}),
      ...(fieldErrors ? { errors: fieldErrors as Record<string, string> } : {}),
    } as ApiErrorBody;
  } catch {
    return null;
  }
}

/**
 * A non-success answer from the API. `message` is the spec's `"<status>: <body text or status text>"`
 * (customer-flows §7); the body, read with the server's error schema (core/contracts/common.ts), gives
 * the sentence to show people (`reason`), the server's `code` and its per-field messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The server's message, else the body text, else "Request failed (<status>)". */
  readonly reason: string;

  constructor(
    readonly status: number,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    const body = parseErrorBody(bodyText);
    this.code = body?.code ?? null;
    this.fieldErrors = body?.errors ?? {};
    this.reason = body?.message || bodyText.trim() || `Request failed (${status})`;
  }
}

/** The ApiError behind `err`, or null for anything else (a network failure, a bug). */
export function apiErrorOf(err: unknown): ApiError | null {
  return err instanceof ApiError ? err : null;
}

/** Whether `err` is an answer from the API, with this status when one is given. */
export function isApiError(err: unknown, ...statuses: number[]): err is ApiError {
  return err instanceof ApiError && (statuses.length === 0 || statuses.includes(err.status));
}

/** A readable sentence for any error: the server's message, or the error's own text. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.reason;
  if (err instanceof Error) return err.message || DEFAULT_ERROR_MESSAGE;
  return typeof err === 'string' && err ? err : DEFAULT_ERROR_MESSAGE;
}

/** Throws an ApiError (`${status}: ${body text or status text}`) for any non-2xx answer (spec §7). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/**
 * The request helper for every call: JSON body with a JSON content type only when a body is given,
 * cookies always included, non-success answers raise an ApiError.
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

/**
 * A contract schema, or a loader of it. Calls the app frame makes on every page pass a loader
 * (`() => import('@core/contracts/…').then((m) => m.x)`): the schema code then loads beside the answer
 * instead of with the first page.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export const schemaOf = <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> | S =>
  typeof source === 'function' ? source() : source;

type SchemaNames<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M];

/**
 * Loaders of one contract module's schemas, for api modules that pages import:
 * `const jobs = lazyContract(() => import('@core/contracts/jobs'))`, then `jobs('recoveryRequest')`.
 * Building zod schemas is the costliest part of evaluating a page's code on a phone (100–200 ms
 * throttled on /jobs), so a page's schemas are built with its first answer, in a task of their own.
 */
export function lazyContract<M>(load: () => Promise<M>) {
  return <K extends SchemaNames<M>>(name: K) =>
    (): Promise<M[K]> =>
      load().then((m) => m[name]);
}

/** A call whose answer is checked against its contract schema (core/contracts/<domain>.ts). */
export async function sendJson<S extends z.ZodType>(
  method: string,
  path: string,
  schema: SchemaSource<S>,
  body?: unknown,
): Promise<z.output<S>> {
  const [answer, checker] = await Promise.all([apiJson<unknown>(method, path, body), schemaOf(schema)]);
  return checker.parse(answer);
}

/** A GET with cookies whose answer is checked against its schema; `on401: 'returnNull'` answers null. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: { signal?: AbortSignal; on401?: 'throw' },
): Promise<z.output<S>>;
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: { signal?: AbortSignal; on401: 'returnNull' },
): Promise<z.output<S> | null>;
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  { signal, on401 = 'throw' }: { signal?: AbortSignal; on401?: UnauthorizedBehavior },
): Promise<z.output<S> | null> {
  const [res, checker] = await Promise.all([
    fetch(path, { credentials: 'include', signal }),
    schemaOf(schema),
  ]);
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return checker.parse(await res.json());
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The query definition of one endpoint: its cache key, a GET of `path` checked against the contract's
 * `schema`, and optionally what of the answer the screens use (`pick`). Each domain's api module defines
 * every read it owns with this once; screens and live events use the result and its `queryKey`.
 */
export function apiQuery<K extends QueryKey, S extends z.ZodType, T = z.output<S>>(
  queryKey: K,
  path: string,
  schema: SchemaSource<S>,
  pick?: (answer: z.output<S>) => T,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T> => {
      const answer = await getJson(path, schema, { signal });
      return pick ? pick(answer) : (answer as T);
    },
  });
}

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
