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

/** Uploaded photos (licence, selfie, inspection) are at most this large. */
export const MAX_PHOTO_MB = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = `Photos must be ${MAX_PHOTO_MB} MB or smaller.`;

/** PostgreSQL's integer: ids and counts stored as `integer` stay within it. */
export const MAX_DB_INT = 2_147_483_647;

/** A numeric id from a body (`z.number()`) or a path (`coerce`): a positive PostgreSQL integer. */
export const dbId = (message = 'Not a valid id', coerce = false) =>
  (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
    .int(message)
    .positive(message)
    .max(MAX_DB_INT, message);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const SINGLE_LINE_MESSAGE = 'Use one line of plain text: no line breaks or control characters.';
/** Single-line text (names, subjects, addresses, file names): no line breaks or control characters. */
export const isSingleLine = (value: string) => !CONTROL_CHARACTERS.test(value);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_TEXT_MESSAGE = 'This text has a broken character in it. Retype it and try again.';
/** Text PostgreSQL can keep inside JSON (a lone UTF-16 surrogate, which no keyboard types, cannot be). */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** How many rows a "mark all" call changed. */
export const markedCountResponse = z.object({ marked: z.number().int() });

/** `near=lat,lng` in a query string (a driver's position, to measure or sort by distance). */
export const nearPoint = z
  .string()
  .max(60)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
    const lat = Number(match?.[1]);
    const lng = Number(match?.[2]);
    if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      ctx.addIssue({ code: 'custom', message: 'near must be "latitude,longitude", e.g. 32.7767,-96.797.' });
      return z.NEVER;
    }
    return { lat, lng };
  });
