// Finds the system Chromium for Playwright (we never download a browser build).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean);

export function findChromium() {
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/** Installs Debian's chromium when we are root on a Debian-like system; otherwise says what to do. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian chromium (apt-get install chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-q', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'The end-to-end tests need a Chromium or Chrome browser, and none was found.',
      hasApt
        ? '  Install it with:  sudo apt-get install chromium'
        : '  Install Chromium or Google Chrome from your package manager.',
      '  Or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
