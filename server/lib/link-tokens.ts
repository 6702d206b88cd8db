import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from './errors';

/**
 * Secret links for people without an account (document share links, and any later link that shows one
 * thing to whoever holds it): a random token handed out once, stored only as its hash, so a database
 * leak reveals no working link; and short-lived URLs signed with HMAC for what the link's page loads.
 */

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,64}$/;

/** A new unguessable token (256 bits, URL-safe) and the hash to store instead of it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether text could be a token at all: anything else is refused before any lookup. */
export const isLinkTokenShape = (token: string) => TOKEN_SHAPE.test(token);

/** Signs and checks `parts` that expire at `exp` (seconds), with a key for one purpose. */
export function linkSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (parts: string[], exp: number) =>
    createHmac('sha256', key)
      .update(`${parts.join('.')}.${exp}`)
      .digest('base64url');
  return {
    sign,
    /** True when `sig` is the signature of `parts` and `exp`; says nothing of whether `exp` has passed. */
    verify(parts: string[], exp: number, sig: string): boolean {
      const expected = Buffer.from(sign(parts, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * A link that does not work: unknown, malformed, expired or revoked (404 or 410). Routes marked
 * `config: { linkToken: true }` count these against the address's budget (plugins/link-tokens.ts);
 * other refusals on a working link (a photo not found, a report signed already) are not counted.
 */
export class DeadLinkError extends AppError {}

export const deadLink = (
  status: 404 | 410,
  message: string,
  code = status === 404 ? 'not_found' : 'link_gone',
) => new DeadLinkError(status, message, code);
