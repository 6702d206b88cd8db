import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CompanyRole } from '@core/companies';
import { companies, companyMembers } from '../../db/schema';
import type { TestContext } from '../../test/helpers';

/** Test support for webhooks: a company for a signed-up user, and a local receiver that checks signatures. */

export async function makeCompany(
  ctx: TestContext,
  members: { id: string; role: CompanyRole }[],
): Promise<string> {
  const [company] = await ctx.database.db
    .insert(companies)
    .values({
      legalName: 'Fleet Co',
      billingAddress: '1 Fleet Way, Dallas TX',
      billingEmail: 'ap@fleet.test',
    })
    .returning();
  await ctx.database.db
    .insert(companyMembers)
    .values(members.map((m) => ({ userId: m.id, companyId: company!.id, role: m.role })));
  return company!.id;
}

/** The documented check (docs/webhooks.md): the signature over `<t>.<raw body>`, within 5 minutes. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowMs = Date.now(),
) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!parts.t || !parts.v1 || !Number.isInteger(t)) return false;
  if (Math.abs(nowMs / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface Received {
  id: string;
  type: string;
  jobId: string;
  sequence: number;
  status: number;
  signed: boolean;
}

/** A receiver on 127.0.0.1 that answers 500 to its first `failFirst` requests and 200 after (each after `delayMs`). */
export async function startReceiver(opts: { failFirst: number; delayMs?: number }) {
  const received: Received[] = [];
  let secret = '';
  let failuresLeft = opts.failFirst;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { id: string; type: string; jobId: string; sequence: number };
      const signed = verifySignature(secret, req.headers['pathway-signature'] as string | undefined, raw);
      const status = !signed ? 400 : failuresLeft > 0 ? 500 : 200;
      if (signed && failuresLeft > 0) failuresLeft -= 1;
      received.push({
        id: body.id,
        type: body.type,
        jobId: body.jobId,
        sequence: body.sequence,
        status,
        signed,
      });
      const answer = () =>
        res
          .writeHead(status, { 'content-type': 'text/plain' })
          .end(status === 200 ? 'ok' : `failing on purpose (${status})`);
      if (opts.delayMs) setTimeout(answer, opts.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    setSecret: (s: string) => {
      secret = s;
    },
    /** What was acknowledged (answered 200), in the order it came. */
    acknowledged: () => received.filter((r) => r.status === 200),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (polling), failing with `what` after `ms`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 20_000,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
