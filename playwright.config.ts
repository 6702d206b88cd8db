import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

// The config is evaluated by the runner and again by each worker: fix port and folder once, via env.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-e2e-'));
// A local stand-in for the Google Play Developer API (e2e/google-play.spec.ts starts it on this port),
// with a service account key made for this run.
process.env.E2E_PLAY_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
if (!process.env.E2E_PLAY_ACCOUNT) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  process.env.E2E_PLAY_PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  process.env.E2E_PLAY_ACCOUNT = JSON.stringify({
    type: 'service_account',
    client_email: 'e2e-billing@pathway-e2e.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `http://127.0.0.1:${process.env.E2E_PLAY_PORT}/token`,
  });
}

const port = Number(process.env.E2E_PORT);
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Whole journeys (two browsers, the server and PostgreSQL on 2 cores) took up to a minute on a loaded
  // machine here, and machines differ up to 4x: a journey has two minutes, each expectation 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The service worker serves the app shell from its cache; journeys that intercept requests must see
    // them all, so it runs only in the PWA spec (pwa.spec.ts allows it).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: /\.serial\.spec\.ts$/,
    },
    // Journeys that change what every other journey relies on (e.g. closing a service) run alone, after
    // the rest. One of them alone: `npx playwright test --project=mobile-serial --no-deps`.
    {
      name: 'mobile-serial',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: /\.serial\.spec\.ts$/,
      dependencies: ['mobile'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every browser in the suite signs in from 127.0.0.1.
      AUTH_RATE_LIMIT: '1000',
      // Each worker signs the demo operator in once and confirms it once (e2e/operator.ts): that step-up
      // lasts the run. Step-up itself (asked, lapsing) is a journey of its own with its own people.
      STEP_UP_MINUTES: '60',
      SKIP_WEB_BUILD: '1',
      // Tiles come from the network in production; tests have none, and the pages must cope.
      MAP_TILE_URL: `http://localhost:${port}/tiles-unavailable/{z}/{x}/{y}.png`,
      GOOGLE_PLAY_PACKAGE_NAME: 'com.pathway.app',
      GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: process.env.E2E_PLAY_ACCOUNT,
      GOOGLE_PLAY_API_BASE_URL: `http://127.0.0.1:${process.env.E2E_PLAY_PORT}`,
      // The webhooks journey's receiver listens on 127.0.0.1 over http.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_RETRY_BASE_MS: '500',
      WEBHOOKS_POLL_MS: '250',
    },
  },
});
