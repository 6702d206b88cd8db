// `npm run test:races -- --runs N [--seed S] [--path P] [--shrink] [--verbose]`: the race harness's long
// form (server/test/races/races.test.ts; `npm run test:api` runs its short form).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    seed: { type: 'string' },
    path: { type: 'string' },
    timeout: { type: 'string' },
    shrink: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const env = {
  ...process.env,
  RACE_RUNS: String(runs),
  ...(values.seed ? { RACE_SEED: values.seed } : {}),
  ...(values.path ? { RACE_PATH: values.path } : {}),
  ...(values.timeout ? { RACE_CALL_TIMEOUT_MS: values.timeout } : {}),
  ...(values.shrink ? { RACE_SHRINK: '1' } : {}),
  ...(values.verbose ? { RACE_VERBOSE: '1' } : {}),
  // A run takes a few seconds, and a hung pool costs a call timeout: budget generously.
  RACE_TEST_TIMEOUT_MS: String(Math.max(60_000, runs * 30_000)),
};
const r = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'server/test/races/races.test.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
