import type { ApiErrorBody } from '@core/contracts/common';
import { STEP_UP_REQUIRED } from '@core/step-up';
import { t } from '@lingui/core/macro';
import { QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

const defaultErrorMessage = () => t`Something went wrong. Please try again.`;
export const networkErrorMessage = () => t`Could not reach Pathway. Check your connection and try again.`;

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
 * A non-success answer from the API. `message` is the product's `"<status>: <body text or status text>"`
 * (product/clients §7); the body, read with the server's error schema (core/contracts/common.ts), gives
 * the sentence to show people (`reason`), the server's `code` and its per-field messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The server's message, else the body text, else "Request failed (<status>)". */
  readonly reason: string;
  /** The whole answer as JSON (more than the error shape: a place's candidates), or null. */
  readonly body: unknown;

  constructor(
    readonly status: number,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    const body = parseErrorBody(bodyText);
    this.code = body?.code ?? null;
    this.fieldErrors = body?.errors ?? {};
    this.reason = body?.message || bodyText.trim() || t`Request failed (${status})`;
    this.body = body ? JSON.parse(bodyText) : null;
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
  if (err instanceof Error) return err.message || defaultErrorMessage();
  return typeof err === 'string' && err ? err : defaultErrorMessage();
}

/** Throws an ApiError (`${status}: ${body text or status text}`) for any non-2xx answer (product/clients §7). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/** Asks the person to confirm it's them; resolves true once they did, false when they cancelled. */
type StepUpPrompt = () => Promise<boolean>;
let stepUpPrompt: StepUpPrompt | null = null;

/**
 * Registers the step-up prompt (auth's StepUpDialog, mounted once): an action the server refuses with
 * `step_up_required` is asked about, then sent again once. Answers the unregister function.
 */
export function setStepUpPrompt(prompt: StepUpPrompt): () => void {
  stepUpPrompt = prompt;
  return () => {
    if (stepUpPrompt === prompt) stepUpPrompt = null;
  };
}

/**
 * The request helper for every call: JSON body with a JSON content type only when a body is given,
 * cookies always included, non-success answers raise an ApiError. An action that needs the person to
 * confirm it's them (money, power) prompts and is retried once.
 */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  retried = false,
): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  if (res.status === 403 && stepUpPrompt && !retried) {
    const refusal = new ApiError(403, (await res.text()) || res.statusText);
    if (refusal.code === STEP_UP_REQUIRED && (await stepUpPrompt()))
      return apiRequest(method, path, body, true);
    throw refusal;
  }
  await throwIfResNotOk(res);
  return res;
}

/** Whatever came back from a request, kept apart: no answer at all, or a status with its body. */
export type RawAnswer =
  | { kind: 'network' }
  | { kind: 'answer'; status: number; ok: boolean; contentType: string | null; body: unknown };

/**
 * A JSON request whose every outcome is an answer, for the few calls whose next step depends on what
 * exactly came back (checkout's intent: a network failure, a non-JSON page, a JSON refusal): nothing
 * is thrown; `body` is the parsed JSON, or undefined when the answer was not JSON.
 */
export async function requestAnswer(method: string, path: string, body?: unknown): Promise<RawAnswer> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // fetch only rejects when no answer arrived; its own text ("Failed to fetch") helps nobody.
    return { kind: 'network' };
  }
  const contentType = res.headers.get('content-type');
  const parsed = contentType?.toLowerCase().includes('json')
    ? await res.json().catch(() => undefined)
    : undefined;
  return { kind: 'answer', status: res.status, ok: res.ok, contentType, body: parsed };
}

/** `apiRequest` plus a JSON parse; an empty answer (such as 204) gives `undefined`. */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Names the contract schema (core/contracts/<domain>.ts) an answer conforms to, for its type only. The
 * server checks every answer against that same schema before sending it (fastify-type-provider-zod's
 * serializer; ADR 009), so the client neither loads nor runs it: no zod, no schema building and no
 * contract download stand between an answer and the screen.
 */
export interface Contract<S extends z.ZodType> {
  /** Never set: carries the schema's type. */
  readonly schema?: S;
}

/** A contract, or the schema itself where a module already holds it (forms). Either is only a type. */
export type AnswerContract<S extends z.ZodType> = S | Contract<S>;

type SchemaNames<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M];

/**
 * The contracts of one contract module, by schema name, for api modules:
 * `const jobs = contractOf<typeof import('@core/contracts/jobs')>()`, then `jobs('recoveryRequest')`.
 * Type-only: the module is not imported.
 */
export function contractOf<M>() {
  return <K extends SchemaNames<M>>(_name: K): Contract<Extract<M[K], z.ZodType>> => ({});
}

/** A call whose answer has the contract's type (checked by the server before it was sent). */
export async function sendJson<S extends z.ZodType>(
  method: string,
  path: string,
  _contract: AnswerContract<S>,
  body?: unknown,
): Promise<z.output<S>> {
  return apiJson<z.output<S>>(method, path, body);
}

/** A GET with cookies whose answer has the contract's type; `on401: 'returnNull'` answers null. */
export async function getJson<S extends z.ZodType>(
  path: string,
  contract: AnswerContract<S>,
  options: { signal?: AbortSignal; on401?: 'throw' },
): Promise<z.output<S>>;
export async function getJson<S extends z.ZodType>(
  path: string,
  contract: AnswerContract<S>,
  options: { signal?: AbortSignal; on401: 'returnNull' },
): Promise<z.output<S> | null>;
export async function getJson<S extends z.ZodType>(
  path: string,
  _contract: AnswerContract<S>,
  { signal, on401 = 'throw' }: { signal?: AbortSignal; on401?: UnauthorizedBehavior },
): Promise<z.output<S> | null> {
  const res = await fetch(path, { credentials: 'include', signal });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as z.output<S>;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The query definition of one endpoint: its cache key, a GET of `path` whose answer has the type of
 * `contract`, and optionally what of the answer the screens use (`pick`). Each domain's api module defines
 * every read it owns with this once; screens and live events use the result and its `queryKey`.
 */
export function apiQuery<K extends QueryKey, S extends z.ZodType, T = z.output<S>>(
  queryKey: K,
  path: string,
  contract: AnswerContract<S>,
  pick?: (answer: z.output<S>) => T,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T> => {
      const answer = await getJson(path, contract, { signal });
      return pick ? pick(answer) : (answer as T);
    },
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No default query function: every query is defined once, with its own, in its domain's api module.
      queries: {
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
