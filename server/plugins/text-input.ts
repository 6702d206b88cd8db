import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** The first string holding a NUL character, as a dotted path (`_` for the value itself), or null. */
export function findNulCharacter(value: unknown): string | null {
  // Iterative: a 1 MB body can nest deeper than the call stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path || '_';
    } else if (node && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      for (const [key, child] of Object.entries(node)) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): refuse it at the edge, in the body, the query and the
 * path, with a 400 naming the field, before any schema or handler sees it (it used to surface as 500).
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNulCharacter(value);
      if (field !== null) {
        const name = part === 'body' ? field : `${part}.${field}`;
        throw badRequest(
          'Text cannot contain NUL (\\0) characters. Remove them and try again.',
          'invalid_text',
          {
            [name]: 'Contains a NUL character',
          },
        );
      }
    }
  });
});
