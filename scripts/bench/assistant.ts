/**
 * The assistant's evaluation: every sentence of server/modules/assistant/eval-set.ts (English) and
 * eval-set-es.ts (Spanish) goes to POST /api/pathway/communicate/voice-command on a real server
 * (offline engine, demo data), as the demo client (with one more request of its own, Fort Worth to
 * Tulsa), the demo driver, the demo operator or signed out. A case passes when the answer carries the
 * expected action and every fact, in the set's language (the server detects it per message; the demo
 * accounts' language is English). Another client's job (its number, id and note) must never appear in
 * any answer: that is a leak. Prints accuracy per action and overall for each language, leaks, and the
 * answer time (p50/p95/p99, HTTP round trip).
 *
 *   npm run bench:assistant -- [--port 5993] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import type { Locale } from '../../core/i18n';
import { type EvalCase, evalSet } from '../../server/modules/assistant/eval-set';
import { evalSetEs } from '../../server/modules/assistant/eval-set-es';
import { call, latencySummary, login, signUpClient, startServer } from './server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '5993' }, rounds: { type: 'string', default: '3' } },
});
const PORT = Number(values.port);
const ROUNDS = Number(values.rounds);
const BASE = `http://127.0.0.1:${PORT}`;

interface Answer {
  action: string;
  response: string;
  link: { href: string; label: string } | null;
  locale?: Locale;
}

const sets: { name: string; locale: Locale; cases: EvalCase[] }[] = [
  { name: 'English', locale: 'en', cases: evalSet },
  { name: 'Spanish', locale: 'es', cases: evalSetEs },
];

async function ask(cookie: string, command: string): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${BASE}/api/pathway/communicate/voice-command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ command, callerType: 'client' }),
  });
  const body = (await res.json()) as Answer;
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`"${command}": ${res.status} ${JSON.stringify(body)}`);
  return { answer: body, ms };
}

async function main() {
  const server = await startServer(PORT, { ASSISTANT_RATE_LIMIT: '100000' });
  try {
    const client = await login(BASE, 'client@demo.pathway');
    const cookies = {
      client,
      driver: await login(BASE, 'driver@demo.pathway'),
      operator: await login(BASE, 'admin@demo.pathway'),
    };
    // The demo client's own move to Tulsa, beside another client's move to Tulsa (below).
    await call(BASE, client, 'POST', '/api/recovery-requests', {
      vehicleType: 'bobtail',
      pickupLocation: 'Fort Worth, TX 76102',
      destination: 'Tulsa, OK 74103',
      isWorking: true,
    });
    const mine = (await call(BASE, client, 'GET', '/api/pathway/jobs')) as { id: string }[];
    const myJobs = mine.map((j) => j.id);
    // Another client's job, with a note only it carries: none of it may reach the demo client.
    const stranger = await signUpClient(BASE, 0);
    const note = `secret-note-${Date.now()}`;
    const theirs = (await call(BASE, stranger.cookie, 'POST', '/api/recovery-requests', {
      vehicleType: 'bobtail',
      pickupLocation: 'Austin, TX 78701',
      destination: 'Tulsa, OK 74103',
      isWorking: true,
      notes: note,
    })) as { id: string; jobNumber: string };
    // Their destination is Tulsa as the demo client's is: their pickup tells the two apart.
    const secrets = [theirs.id, note, 'Austin, TX 78701'];
    const fill = (text: string) =>
      text.replaceAll('{otherJob}', theirs.jobNumber).replaceAll('{myJobNumber}', myJobs[0] ?? 'PW-1');

    const leaks: string[] = [];
    const times: number[] = [];
    const results: { name: string; passed: number; total: number; lines: string[]; failures: string[] }[] =
      [];
    for (const set of sets) {
      const perAction = new Map<string, { pass: number; total: number }>();
      const failures: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const kase of set.cases) {
          const say = fill(kase.say);
          const { answer, ms } = await ask(kase.visitor ? '' : cookies[kase.as ?? 'client'], say);
          times.push(ms);
          if (round > 0) continue; // later rounds only time the answers
          const facts = (kase.contains ?? []).map(fill);
          const text = `${answer.response} ${answer.link?.href ?? ''}`;
          const factOk = facts.every((f) =>
            f === '{myJob}' ? myJobs.some((n) => answer.response.includes(n)) : text.includes(f),
          );
          const ok = answer.action === kase.action && factOk && answer.locale === set.locale;
          const tally = perAction.get(kase.action) ?? { pass: 0, total: 0 };
          tally.total += 1;
          if (ok) tally.pass += 1;
          perAction.set(kase.action, tally);
          if (!ok)
            failures.push(
              `  "${say}" → ${answer.action} (${answer.locale}): ${answer.response.slice(0, 140)}`,
            );
          const leaked = [...secrets, ...(kase.say.includes('{otherJob}') ? [] : [theirs.jobNumber])].filter(
            (s) => text.includes(s),
          );
          // Operators see every job on the console: a leak is another client's job shown to a client.
          if (leaked.length > 0 && kase.as !== 'operator')
            leaks.push(`  "${say}" shows ${leaked.join(', ')}`);
        }
      }
      const passed = [...perAction.values()].reduce((s, t) => s + t.pass, 0);
      const lines = [...perAction.entries()]
        .sort()
        .map(
          ([action, t]) =>
            `  ${action.padEnd(30)} ${String(t.pass).padStart(3)}/${String(t.total).padEnd(3)} ${((100 * t.pass) / t.total).toFixed(0)}%`,
        );
      results.push({ name: set.name, passed, total: set.cases.length, lines, failures });
    }

    for (const r of results) {
      console.log(`\n${r.name} evaluation: ${r.total} sentences (offline engine)\n`);
      console.log(r.lines.join('\n'));
    }
    console.log('');
    for (const r of results) {
      console.log(`${r.name} accuracy: ${r.passed}/${r.total} = ${((100 * r.passed) / r.total).toFixed(1)}%`);
    }
    console.log(`leaks: ${leaks.length}`);
    const t = latencySummary(times);
    console.log(
      `answer time over ${times.length} answers (HTTP round trip): p50 ${t.p50} ms, p95 ${t.p95} ms, p99 ${t.p99} ms, max ${t.max} ms`,
    );
    for (const r of results)
      if (r.failures.length) console.log(`\n${r.name} misses:\n${r.failures.join('\n')}`);
    if (leaks.length) console.log(`\nleaks:\n${leaks.join('\n')}`);
  } finally {
    server.kill();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
