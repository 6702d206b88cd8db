/**
 * Every time a person reads goes through one formatter that names the zone: core/moment.ts
 * formatMoment (built on core/format.ts's pieces, which also hold the frame clock's formatDeviceTime).
 * This test reads the sources of the web app, the server and core, and fails on any other way of
 * writing a date or a time: the platform's locale formatters, Intl's date formatters, date libraries,
 * or the zone-less clock piece formatTimeOfDay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The formatter and its pieces: the one place allowed to ask Intl and to write a clock time. */
const FORMATTER = ['core/moment.ts', 'core/format.ts'];
const SOURCES = ['web/src', 'server', 'core'];

/** Ways of writing a date or time other than the formatter (numbers go through formatNumber too). */
const forbidden: [RegExp, string][] = [
  [/\.toLocale(?:Date|Time)?String\(/, 'toLocaleString/toLocaleDateString/toLocaleTimeString'],
  [/\.to(?:UTC|Date|Time)String\(/, 'toUTCString/toDateString/toTimeString'],
  [/Intl\s*\.\s*(?:DateTimeFormat|RelativeTimeFormat)/, 'Intl.DateTimeFormat/RelativeTimeFormat'],
  [/from\s+['"](?:date-fns(?:-tz)?|dayjs|moment(?:-timezone)?|luxon)(?:\/[^'"]*)?['"]/, 'a date library'],
  [/\bformatTimeOfDay\b/, 'formatTimeOfDay (a clock time without its zone)'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(rel);
    return /\.(?:ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Each forbidden use in `text`, as "file:line: what". */
function timeFormatViolations(file: string, text: string): string[] {
  if (FORMATTER.includes(file)) return [];
  return text
    .split('\n')
    .flatMap((line, i) =>
      forbidden.flatMap(([pattern, what]) => (pattern.test(line) ? [`${file}:${i + 1}: ${what}`] : [])),
    );
}

describe('one time formatter', () => {
  it('finds every other way of writing a time', () => {
    const bad = [
      "new Date().toLocaleTimeString('en-US')",
      'd.toLocaleString()',
      "x.toLocaleDateString('en-US', { dateStyle: 'long' })",
      "new Intl.DateTimeFormat('en-US', { hour: 'numeric' })",
      "import { format } from 'date-fns';",
      "import format from 'date-fns/format';",
      'const s = formatTimeOfDay(parts);',
      'd.toUTCString()',
    ];
    for (const line of bad) expect(timeFormatViolations('web/src/x.tsx', line)).toHaveLength(1);
    expect(timeFormatViolations('core/moment.ts', bad.join('\n'))).toEqual([]);
    expect(timeFormatViolations('web/src/x.tsx', "formatMoment(at, { zone, style: 'time' })")).toEqual([]);
  });

  it('is the only one in the web app, the server and core', () => {
    const files = SOURCES.flatMap(sourceFiles);
    for (const file of FORMATTER) expect(files).toContain(file);
    expect(files.length).toBeGreaterThan(300);
    const violations = files.flatMap((file) =>
      timeFormatViolations(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });
});
