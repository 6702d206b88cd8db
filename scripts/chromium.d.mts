/** The system Chromium's path, or null when none is installed (scripts/chromium.mjs). */
export function findChromium(): string | null;
/** The system Chromium's path, installing Debian's chromium when it can; exits when it cannot. */
export function ensureChromium(): string;
