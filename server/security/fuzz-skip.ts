import type { RouteKey } from './routes';

/**
 * Writing routes the fuzz leaves out, each with the reason. Keep this empty unless a route truly
 * cannot take arbitrary bodies in a test (say why, and where it is tested instead).
 */
export const FUZZ_SKIP: Partial<Record<RouteKey, string>> = {};

/**
 * Public routes fuzzed as a visitor only, each with the reason: the session plays no part in them, and
 * every body they accept costs a deliberate password hash (~200 ms), four times over for nothing.
 */
export const FUZZ_AS_VISITOR_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/auth/signup': 'public; each accepted body hashes a password (argon2) whoever sends it',
  'POST /api/auth/login': 'public; each well-formed body verifies a password (argon2) whoever sends it',
};
