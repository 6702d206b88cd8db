/** Shapes every domain's routes share. */
import { z } from 'zod';

/** `:id` in a path: a UUID or a job number, never longer than 64 characters. */
export const idParams = z.object({ id: z.string().max(64) });

/**
 * The one error body of every API answer (server/plugins/errors.ts): a sentence a person can act on, a
 * stable code, and per-field messages for validation failures.
 */
export const apiErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
