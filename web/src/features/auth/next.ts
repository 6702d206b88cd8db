export const DEFAULT_AFTER_SIGN_IN = '/profile';

/**
 * Where to go after signing in: the `next` parameter when it is a path on this site
 * ("/jobs?x=1"), otherwise the profile. Rejects absolute URLs, protocol-relative "//host" and
 * backslash tricks.
 */
export function safeNextPath(next: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  try {
    const url = new URL(next, 'http://pathway.invalid');
    if (url.origin !== 'http://pathway.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
