import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseBusy, isDeadlock } from '../db/client';
import { AppError } from '../lib/errors';
import { formatWait } from '../lib/rate-limits';

function zodIssuesToFields(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function summarise(fields: Record<string, string>): string {
  const messages = Object.values(fields);
  return messages.length === 1 ? messages[0]! : `${messages[0]} (and ${messages.length - 1} more)`;
}

/** An error as answered: status, body `{message, code, errors?}` and any header it needs. */
export interface ErrorAnswer {
  status: number;
  body: { message: string; code?: string; errors?: Record<string, string>; [extra: string]: unknown };
  headers?: Record<string, string>;
}

/**
 * What any error answers. Validation → 400 with field messages; AppError → its status; anything
 * unknown → 500 without internals (logged).
 */
export function errorAnswer(err: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const v of err.validation) {
      const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= v.message ?? 'Invalid value';
    }
    return { status: 400, body: { message: summarise(fields), code: 'validation_error', errors: fields } };
  }
  if (err instanceof ZodError) {
    const fields = zodIssuesToFields(err.issues);
    return { status: 400, body: { message: summarise(fields), code: 'validation_error', errors: fields } };
  }
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: {
        ...err.extra,
        message: err.message,
        code: err.code,
        ...(err.details ? { errors: err.details } : {}),
      },
    };
  }
  const status = err.statusCode ?? 500;
  if (status === 429) {
    // From @fastify/rate-limit (app.ts), which also sets the Retry-After header.
    const wait = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
    return {
      status: 429,
      body: {
        message: wait
          ? `Too many attempts. Please try again in ${formatWait(wait)}.`
          : 'Too many attempts. Please wait a minute and try again.',
        code: 'rate_limited',
        ...(wait ? { retryAfterSeconds: wait } : {}),
      },
    };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to echo.
    return { status, body: { message: err.message, code: err.code ?? 'bad_request' } };
  }
  if (isDeadlock(err)) {
    return {
      status: 409,
      body: {
        message: 'Someone else changed this at the same moment. Reload and try again.',
        code: 'concurrent_change',
      },
    };
  }
  if (isDatabaseBusy(err)) {
    // Every connection is busy: the caller may try again shortly; nothing was written.
    return {
      status: 503,
      headers: { 'Retry-After': '2' },
      body: { message: 'Pathway is very busy right now. Please try again in a few seconds.', code: 'busy' },
    };
  }
  request.log.error({ err }, 'unhandled error');
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
  };
}

/** One error shape for every API answer: `{message, code, errors?}` (/api/v1 has its own, api/v1-plugin.ts). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = errorAnswer(err, request);
    return reply
      .status(answer.status)
      .headers(answer.headers ?? {})
      .send(answer.body);
  });
});
