// `npm test`: unit and API tests (Vitest, real PostgreSQL), then end-to-end tests in headless Chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const run = (cmd, args) => {
  console.log(`\n> ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

ensureChromium();
run('npx', ['vitest', 'run']);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('node', ['scripts/build/server.mjs']);
run('npx', ['playwright', 'test']);
console.log('\nAll test suites passed.');
