/**
 * Lighthouse, mobile, on every page of the app (scripts/bench/pages.ts: the route table, each page as
 * the person who uses it), with the CPU slowdown calibrated to this machine: Lighthouse's
 * `benchmarkIndex` of the host is measured first, and the slowdown set so the simulated phone is a
 * mid-tier one (a Pixel 5 scores about 1,000) or, with `--tier low`, a low-tier one (264, a Moto G4
 * Power): slowdown = host index / phone index (at least 1). Lighthouse's fixed 4× would simulate a
 * different phone on every machine (they differ here up to 4× in speed).
 * Builds the app, serves it from a fresh DATA_DIR as `npm start` does, runs Lighthouse against the
 * system Chromium and prints, per page, the performance and accessibility scores with FCP, LCP, TBT,
 * CLS and the JavaScript transferred, plus any accessibility audit that failed.
 * Goals: mid tier, performance ≥ 95 and accessibility 100 on every page; low tier, performance ≥ 85 on
 * `/`, `/request`, `/jobs` and `/tracking` (drivers' phones are often cheap ones).
 *
 *   npm run bench:lighthouse -- [--tier mid|low] [--runs 3] [--no-build] [--port 5993] [--out dir] [--page /request]
 *
 * --page measures only that page (repeatable; its path, e.g. /admin/audit, or its route, /t/:token).
 * --out writes each run's full Lighthouse report (JSON) there, to see what a score is made of.
 * Each page is measured --runs times and the run with the median performance score is shown, with the
 * lowest and highest score beside it: on a shared 2-core machine one page's score moves between runs.
 * Lighthouse 12 is used because 13 needs Node 22 and this project runs on Node 20.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
// Lighthouse's simulated mobile network (its default); only the CPU slowdown is set per run.
import * as constants from 'lighthouse/core/config/constants.js';
import { findChromium } from '../chromium.mjs';
import { allPages, type PageRun, uncovered } from './pages';
import { login, startServer } from './server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    tier: { type: 'string', default: 'mid' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '5993' },
    out: { type: 'string' },
    page: { type: 'string', multiple: true },
  },
});
const RUNS = Math.max(1, Number(values.runs));
/** Lighthouse's benchmarkIndex of the phone simulated (Chrome's calibration of Lighthouse's CPU throttling). */
const PHONE_INDEX = { mid: 1000, low: 264 } as const;
const TIER = values.tier as keyof typeof PHONE_INDEX;
if (!(TIER in PHONE_INDEX)) throw new Error('--tier must be mid or low');
/** The low tier's goal is for the pages drivers and new clients open first. */
const LOW_TIER_PAGES = ['/', '/request', '/jobs', '/tracking'];
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  jsFiles: number;
  failedA11y: string[];
}

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = Object.values(lhr.audits['network-requests']?.details ?? {}).length
    ? ((
        lhr.audits['network-requests']!.details as {
          items: { resourceType?: string; transferSize?: number }[];
        }
      ).items ?? [])
    : [];
  const js = scripts.filter((item) => item.resourceType === 'Script');
  const a11y = lhr.categories.accessibility!;
  return {
    performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((a11y.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: js.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsFiles: js.length,
    failedA11y: a11y.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`),
  };
}

async function main() {
  if (!values['no-build']) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error('No Chromium found: install one (apt-get install chromium) or set CHROMIUM_PATH.');
  const server = await startServer(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const ALL_PAGES = await allPages(BASE);
    const missing = uncovered(ALL_PAGES);
    // A sweep of every page must cover the table; a run of named pages can go on without the others.
    if (missing.length > 0 && !values.page)
      throw new Error(`pages.ts misses routes of the table: ${missing.join(', ')}`);
    if (missing.length > 0) console.warn(`  pages.ts misses routes of the table: ${missing.join(', ')}`);
    // A page by its path (/admin/audit) or its route (/driver/jobs/:id, /t/:token).
    const named = (p: PageRun) => values.page!.includes(p.path) || values.page!.includes(`/${p.route}`);
    const PAGES = values.page ? ALL_PAGES.filter(named) : ALL_PAGES;
    if (PAGES.length === 0)
      throw new Error(`--page must be one of ${ALL_PAGES.map((p) => p.path).join(', ')}`);
    const cookies = new Map<string, string>();
    for (const email of new Set(PAGES.flatMap((p) => (p.as ? [p.as] : [])))) {
      cookies.set(email, await login(BASE, email));
    }
    const hostIndex = await measureHostIndex(chrome.port);
    const slowdown = Math.max(1, Math.round((hostIndex / PHONE_INDEX[TIER]) * 10) / 10);
    console.log(
      `Lighthouse ${lighthouseVersion()}, mobile; host benchmarkIndex ${Math.round(hostIndex)}, ` +
        `${TIER}-tier phone (${PHONE_INDEX[TIER]}): CPU slowdown ${slowdown}×; ${RUNS} run(s) per page`,
    );
    const rows: (Figures & { page: string; range: string })[] = [];
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await measure(chrome.port, page, cookies, slowdown);
        runs.push(figuresOf(result.lhr));
        if (values.out) {
          fs.mkdirSync(values.out, { recursive: true });
          const name = `${page.path.replace(/\W+/g, '') || 'home'}-${i + 1}.json`;
          fs.writeFileSync(path.join(values.out, name), result.report as string);
        }
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      rows.push({
        page: page.as ? `${page.path} (${page.as.split('@')[0]})` : page.path,
        ...median,
        range: `${runs[0]!.performance}–${runs[runs.length - 1]!.performance}`,
      });
    }
    const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
    console.table(
      rows.map((row) => ({
        page: row.page,
        performance: row.performance,
        range: row.range,
        accessibility: row.accessibility,
        FCP: ms(row.fcp),
        LCP: ms(row.lcp),
        TBT: `${Math.round(row.tbt)} ms`,
        CLS: row.cls.toFixed(3),
        JS: `${row.jsKb.toFixed(1)} KB in ${row.jsFiles} files`,
      })),
    );
    for (const row of rows) {
      for (const failed of row.failedA11y) console.log(`  ${row.page} accessibility: ${failed}`);
    }
    const goal =
      TIER === 'mid'
        ? { pages: rows, performance: 95, text: 'performance ≥ 95 and accessibility 100 on every page' }
        : {
            pages: rows.filter((row) => LOW_TIER_PAGES.includes(row.page.split(' ')[0]!)),
            performance: 85,
            text: `performance ≥ 85 on ${LOW_TIER_PAGES.join(', ')}`,
          };
    const short = goal.pages.filter(
      (row) => row.performance < goal.performance || (TIER === 'mid' && row.accessibility < 100),
    );
    console.log(
      short.length === 0
        ? `Goal met (${TIER} tier): ${goal.text}.`
        : `Goal not met (${TIER} tier: ${goal.text}) on ${short.map((r) => r.page).join(', ')}.`,
    );
  } finally {
    chrome.kill();
    server.kill();
  }
}

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not record (it answers "Please run
 * Lighthouse again", e.g. NO_NAVSTART) is run again, up to twice.
 */
async function measure(port: number, page: PageRun, cookies: Map<string, string>, slowdown: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${BASE}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: page.as ? { Cookie: cookies.get(page.as)! } : undefined,
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === 3) throw new Error(`${page.path}: ${failure.message}`);
    console.log(`  ${page.path}: ${failure.code}, measuring again`);
  }
}

/** The host's benchmarkIndex as Lighthouse measures it at the start of a run: the median of three. */
async function measureHostIndex(port: number): Promise<number> {
  const indexes: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const result = await lighthouse(`${BASE}/terms`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  indexes.sort((a, b) => a - b);
  return indexes[1]!;
}

function lighthouseVersion(): string {
  return execFileSync(process.execPath, ['-p', "require('lighthouse/package.json').version"])
    .toString()
    .trim();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
