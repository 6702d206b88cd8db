import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/helpers';
import { accessMatrix, type MatrixCase, paramsOf } from './access-matrix';
import { type Actor, type Cast, createCast, objectBuilders, type SecurityObject } from './fixtures';
import {
  type FuzzCase,
  MEGA_PROBE,
  randomCases,
  schemaAccepts,
  schemaCases,
  transportCases,
} from './fuzz-cases';
import { FUZZ_EXAMPLES } from './fuzz-examples';
import { FUZZ_AS_VISITOR_ONLY, FUZZ_SKIP } from './fuzz-skip';
import { createSecurityApps, fillPath, MUTATING_METHODS, pathParams, type ServedRoute } from './routes';

const apps = await createSecurityApps();
const { ctx, writes } = apps;

const SIGNED_IN: Actor[] = ['owner', 'assignedDriver', 'admin'];
/**
 * Random bodies (fast-check, fixed seeds) per route, for the visitor and the route's main actor: two in
 * the suite (its short form; the schema and transport cases run whole), more with FUZZ_RANDOM_RUNS
 * (`FUZZ_RANDOM_RUNS=20 npx vitest run server/security/fuzz.test.ts`).
 */
const RANDOM_RUNS = Number(process.env.FUZZ_RANDOM_RUNS ?? 2);

const totals = { routes: 0, bodies: 0, params: 0, queries: 0 };
afterAll(() => {
  console.log(
    `fuzz: ${totals.bodies} bodies over ${totals.routes} writing routes, ` +
      `${totals.params} odd path parameters, ${totals.queries} odd query strings`,
  );
});

const writing = apps.routes.filter((r) => MUTATING_METHODS.includes(r.method));
const withParams = apps.routes.filter((r) => pathParams(r.url).length > 0);

/** A cast and the route's parameters: the matrix's object when the route has an entry, else a random id. */
async function setUp(route: ServedRoute, needObject = true) {
  const cast = await createCast(ctx);
  const kase: MatrixCase | undefined = accessMatrix[route.key]?.[0];
  const object: SecurityObject | null =
    kase?.object && (needObject || typeof kase.body === 'function')
      ? await objectBuilders[kase.object](cast)
      : null;
  const given = kase ? paramsOf(kase, object) : {};
  const params: Record<string, string> = {};
  for (const name of pathParams(route.url)) params[name] = given[name] ?? object?.id ?? crypto.randomUUID();
  return { cast, kase, object, params };
}

/**
 * The signed-in actor the route is for: the first the access matrix allows, else the first whose
 * well-formed request is not turned away by a guard (401/403). Bodies go deepest as this actor.
 */
async function mainActor(route: ServedRoute, cast: Cast, url: string, skeleton: FuzzCase | undefined) {
  const kase = accessMatrix[route.key]?.[0];
  const allowed = SIGNED_IN.find((a) => kase && kase.expect[a] < 300) ?? FUZZ_EXAMPLES[route.key]?.actor;
  if (allowed) return allowed;
  if (!skeleton) return 'owner';
  for (const actor of SIGNED_IN) {
    const mark = await writes.mark();
    const res = await send(route, cast, actor, url, skeleton);
    if (res.statusCode !== 401 && res.statusCode !== 403) return actor;
    expect(await writes.writesSince(mark)).toEqual([]);
  }
  return 'owner';
}

async function send(route: ServedRoute, cast: Cast, actor: Actor, url: string, c: FuzzCase) {
  const once = () =>
    route.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...cast.headers(actor), ...(c.contentType ? { 'content-type': c.contentType } : {}) },
      payload: c.payload,
    });
  const res = await once();
  if (res.statusCode !== 429) return res;
  // The fuzz judges bodies, not rate limits: a route's budget spent by earlier cases starts again.
  await ctx.database.pool.query('DELETE FROM rate_limit_counters');
  return once();
}

/** Whether this body must be refused: broken transport, not an upload on an upload route, or a body the schema refuses. */
function mustRefuse(route: ServedRoute, c: FuzzCase): boolean {
  if (c.mustRefuse) return true;
  if (route.config?.upload) return true; // no case here is a multipart upload
  if (route.schema?.body) return !schemaAccepts(route.schema.body, c.parsed);
  return false; // the route reads no body
}

async function megaStoredIn(): Promise<string[]> {
  const tables = await ctx.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const hits: string[] = [];
  for (const { table_name } of tables.rows) {
    const res = await ctx.database.pool.query(
      `select 1 from public."${table_name}" x where strpos(x::text, $1) > 0 limit 1`,
      [MEGA_PROBE],
    );
    if (res.rowCount) hits.push(table_name);
  }
  return hits;
}

function forgedShown(res: LightMyRequestResponse, actor: Actor, otherUserId: string): string[] {
  const shown: string[] = [];
  if (res.body.includes(otherUserId)) shown.push("another user's id");
  if (actor !== 'admin' && res.body.includes('"isAdmin":true')) shown.push('isAdmin: true');
  if (/"(priceCents|amountCents)":1[,}]/.test(res.body)) shown.push('a forged price of 1 cent');
  return shown;
}

const answer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 160)}`;

const multipartWithoutFile: FuzzCase = {
  name: 'multipart without a file',
  payload: '--fuzz\r\nContent-Disposition: form-data; name="stage"\r\n\r\nbefore\r\n--fuzz--\r\n',
  contentType: 'multipart/form-data; boundary=fuzz',
  mustRefuse: true,
};

describe('fuzz: every POST/PUT/PATCH/DELETE route', () => {
  it('has starting bodies only for writing routes that exist and have no matrix case', () => {
    const keys = writing.map((r) => r.key);
    for (const key of Object.keys(FUZZ_EXAMPLES)) {
      expect(keys, `${key} is named in fuzz-examples.ts but is not a writing route`).toContain(key);
      expect(accessMatrix[key as keyof typeof accessMatrix], `${key}: its matrix case gives the body`).toBe(
        undefined,
      );
    }
  });

  it('skips only routes that exist, each with a reason', () => {
    const keys = writing.map((r) => r.key);
    for (const [key, reason] of Object.entries({ ...FUZZ_SKIP, ...FUZZ_AS_VISITOR_ONLY })) {
      expect(keys, `${key} is named in fuzz-skip.ts but is not a writing route`).toContain(key);
      expect(reason?.length ?? 0, `fuzz-skip.ts: give the reason for ${key}`).toBeGreaterThan(20);
    }
  });

  it.each(writing.filter((r) => !(r.key in FUZZ_SKIP)).map((r) => ({ key: r.key, route: r })))(
    '$key',
    async ({ route }) => {
      const { cast, kase, object, params } = await setUp(route);
      const url = fillPath(route.url, params);
      const starter = FUZZ_EXAMPLES[route.key];
      const allowed = SIGNED_IN.find((a) => kase && kase.expect[a] < 300) ?? starter?.actor ?? 'owner';
      const example =
        (typeof kase?.body === 'function' ? object && kase.body(object, allowed) : kase?.body) ??
        (starter ? await starter.body(cast) : undefined);
      const derived = schemaCases(route.schema?.body, { otherUserId: cast.users.otherClient.id }, example);
      const visitorOnly = route.key in FUZZ_AS_VISITOR_ONLY;
      const main: Actor = visitorOnly ? 'anonymous' : await mainActor(route, cast, url, derived?.cases[0]);
      const transport = [...transportCases(), ...(route.config?.upload ? [multipartWithoutFile] : [])];
      const fromSchema = derived?.cases ?? [];
      const random = (seed: number) => (derived ? randomCases(derived.skeleton, RANDOM_RUNS, seed) : []);

      // Transport cases reach every actor; a body the schema refuses is refused before any handler runs,
      // so it goes once, as the route's main actor; bodies the schema accepts reach the handler: every actor.
      const plan: { actor: Actor; cases: FuzzCase[] }[] = (
        visitorOnly ? ['anonymous' as Actor] : ['anonymous' as Actor, ...SIGNED_IN]
      ).map((actor, i) => ({
        actor,
        cases: [
          ...transport,
          ...fromSchema.filter((c) => actor === main || !mustRefuse(route, c)),
          ...(actor === main || actor === 'anonymous' ? random(1000 + i) : []),
        ],
      }));

      const problems: string[] = [];
      let sent = 0;
      for (const { actor, cases } of plan) {
        // Bodies that must be refused: a 4xx each, and not one row written by all of them together.
        const before = await writes.mark();
        for (const c of cases.filter((c) => mustRefuse(route, c))) {
          const res = await send(route, cast, actor, url, c);
          sent += 1;
          if (res.statusCode < 400 || res.statusCode >= 500)
            problems.push(`${actor}, ${c.name}: expected a 4xx, got ${answer(res)}`);
        }
        const written = await writes.writesSince(before);
        if (written.length > 0) problems.push(`${actor}: refused bodies wrote ${written.join(', ')}`);

        // Bodies the schema accepts (or a route that reads none): never a 5xx; a refusal writes nothing;
        // a huge value is not stored; forged privileged fields are not taken.
        for (const c of cases.filter((c) => !mustRefuse(route, c))) {
          const mark = await writes.mark();
          const res = await send(route, cast, actor, url, c);
          sent += 1;
          if (res.statusCode >= 500) problems.push(`${actor}, ${c.name}: ${answer(res)}`);
          // A starting body from fuzz-examples.ts must still work, or every variation stops short of the rules.
          if (starter && actor === main && c.name === 'the skeleton body' && res.statusCode >= 300)
            problems.push(`the starting body from fuzz-examples.ts is refused: ${answer(res)}`);
          if (res.statusCode >= 400) {
            const wrote = await writes.writesSince(mark);
            if (wrote.length > 0)
              problems.push(
                `${actor}, ${c.name}: refused with ${res.statusCode} but wrote ${wrote.join(', ')}`,
              );
          }
          if (res.statusCode < 300 && c.huge) {
            const stored = await megaStoredIn();
            if (stored.length > 0)
              problems.push(`${actor}, ${c.name}: accepted and stored in ${stored.join(', ')}`);
          }
          if (res.statusCode < 300 && c.forged) {
            const shown = forgedShown(res, actor, cast.users.otherClient.id);
            if (shown.length > 0) problems.push(`${actor}, ${c.name}: the answer took ${shown.join(', ')}`);
          }
        }
      }
      totals.bodies += sent;
      totals.routes += 1;
      expect(problems).toEqual([]);
    },
    // A route with many fields is sent hundreds of bodies: the slowest took 20 s on an idle machine, and
    // a test cut off at 30 s leaves its requests writing into the next route's window.
    120_000,
  );
});

/** Ids no object has: malformed, out of range, traversal, injection, control characters, oversized. */
const oddIds = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'PW-0',
  'PW-99999999999999999999',
  'PW-1e3',
  '../../../etc/passwd',
  "1' OR '1'='1",
  '\u0000',
  '-1',
  '2147483648',
  '1e15',
  'a'.repeat(65),
  'a'.repeat(4000),
];

describe('fuzz: every path parameter', () => {
  it.each(withParams.map((r) => ({ key: r.key, route: r })))('$key', async ({ route }) => {
    const { cast, kase, object, params } = await setUp(route, false);
    const main = SIGNED_IN.find((a) => kase && kase.expect[a] < 300) ?? 'owner';
    const problems: string[] = [];
    const before = await writes.mark();
    for (const name of pathParams(route.url)) {
      for (const odd of oddIds) {
        const url = fillPath(route.url, { ...params, [name]: odd });
        for (const actor of ['anonymous', main] as Actor[]) {
          let res: LightMyRequestResponse;
          if (kase?.upload) {
            const body = multipart(kase.upload.fields ?? {});
            res = await route.app.inject({
              method: 'POST',
              url,
              headers: { ...cast.headers(actor), ...body.headers },
              payload: body.payload,
            });
          } else {
            const body = typeof kase?.body === 'function' && object ? kase.body(object, actor) : kase?.body;
            res = await route.app.inject({
              method: route.method as 'GET',
              url,
              headers: cast.headers(actor),
              ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
            });
          }
          totals.params += 1;
          if (res.statusCode < 400 || res.statusCode >= 500)
            problems.push(`:${name} = ${JSON.stringify(odd.slice(0, 40))} as ${actor}: ${answer(res)}`);
        }
      }
    }
    const written = await writes.writesSince(before);
    if (written.length > 0) problems.push(`requests naming no object wrote ${written.join(', ')}`);
    expect(problems).toEqual([]);
  });
});

const queryValues: (string | string[])[] = [
  '',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '2147483648',
  '9999-12-31T23:59:59Z',
  '\u0000',
  '%',
  'a'.repeat(10_000),
  ['twice', 'over'],
];

describe('fuzz: every query string', () => {
  const withQuery = apps.routes.filter((r) => r.method === 'GET' && r.schema?.querystring);
  it.each(withQuery.map((r) => ({ key: r.key, route: r })))('$key', async ({ route }) => {
    const { cast, params } = await setUp(route, false);
    const shape = (route.schema!.querystring as { shape?: Record<string, unknown> }).shape ?? {};
    const problems: string[] = [];
    for (const field of Object.keys(shape)) {
      for (const value of queryValues) {
        for (const actor of ['anonymous', ...SIGNED_IN] as Actor[]) {
          const query = new URLSearchParams([value].flat().map((v) => [field, v]));
          const res = await route.app.inject({
            method: 'GET',
            url: `${fillPath(route.url, params)}?${query}`,
            headers: cast.headers(actor),
          });
          totals.queries += 1;
          if (res.statusCode >= 500)
            problems.push(`${field}=${JSON.stringify(value).slice(0, 24)} as ${actor}: ${answer(res)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
