import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` on the oldest Node the README names prints no engine warnings: every locked package
 * (optional platform builds included) accepts the lowest version package.json's `engines` allows.
 */
describe('the Node versions the project says it runs on', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const pkg = read('package.json') as { engines: { node: string } };
  const lock = read('package-lock.json') as {
    packages: Record<string, { engines?: { node?: string } | string[]; version?: string }>;
  };

  it('are accepted by every locked package', () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .map(([where, p]) => ({ where, node: Array.isArray(p.engines) ? undefined : p.engines?.node }))
      .filter(({ node }) => node && !semver.satisfies(oldest, node))
      .map(({ where, node }) => `${where.replace(/^.*node_modules\//, '')} wants node ${node}`);
    expect(refusing, `on Node ${oldest}`).toEqual([]);
  });

  it('are the ones the README states', () => {
    const oldest = semver.minVersion(pkg.engines.node)!;
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(
      `Node.js ${oldest.major}.${oldest.minor} or newer`,
    );
  });
});
