/**
 * Keyset pages over the open jobs. A cursor names the last row a page showed by its sort key, so the
 * next page starts right after it whatever was posted or taken meanwhile (no offsets, no skipped or
 * repeated cards). To the browser it is an opaque string.
 */
import { z } from 'zod';
import { badRequest } from '../../lib/errors';

export type OpenPageCursor =
  | { sort: 'newest'; priority: boolean; createdAt: string; id: string }
  | { sort: 'distance'; priority: boolean; miles: number; id: string };

const cursorSchema = z.discriminatedUnion('sort', [
  z.object({
    sort: z.literal('newest'),
    priority: z.boolean(),
    createdAt: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    id: z.uuid(),
  }),
  z.object({ sort: z.literal('distance'), priority: z.boolean(), miles: z.number().finite(), id: z.uuid() }),
]);

export function encodeCursor(cursor: OpenPageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor a page answered, for the same sort; a 400 a person can act on for anything else. */
export function decodeCursor(text: string, sort: OpenPageCursor['sort']): OpenPageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.sort !== sort) {
    throw badRequest('This list position is no longer valid. Reload the list from the start.', 'bad_cursor', {
      cursor: 'Reload the list from the start',
    });
  }
  return result.data;
}
