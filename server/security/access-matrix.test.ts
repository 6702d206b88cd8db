import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/helpers';
import { accessMatrix, type MatrixCase, urlOf } from './access-matrix';
import { type Actor, actors, type Cast, createCast, objectBuilders, type SecurityObject } from './fixtures';
import {
  createSecurityApps,
  hasPathParams,
  MUTATING_METHODS,
  type RouteKey,
  type SecurityApps,
  type ServedRoute,
} from './routes';

let apps: SecurityApps;
beforeAll(async () => {
  apps = await createSecurityApps();
});

const is2xx = (status: number) => status >= 200 && status < 300;

/** The matrix's request for one actor: the route, the object's id, the case's body or upload. */
function send(
  route: ServedRoute,
  kase: MatrixCase,
  cast: Cast,
  object: SecurityObject | null,
  actor: Actor,
): Promise<LightMyRequestResponse> {
  const url = urlOf(route.url, kase, object);
  const headers: Record<string, string> = cast.headers(actor);
  if (kase.upload) {
    const body = multipart(kase.upload.fields ?? {});
    return route.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const body = typeof kase.body === 'function' && object ? kase.body(object, actor) : (kase.body as unknown);
  return route.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const build = (kase: MatrixCase, cast: Cast) =>
  kase.object ? objectBuilders[kase.object](cast) : Promise.resolve(null);

describe('object access matrix (server/security/access-matrix.ts)', () => {
  it('has an entry for every route with a path parameter, and none for routes that are gone', () => {
    const withParams = apps.routes.filter((r) => hasPathParams(r.url)).map((r) => r.key);
    const missing = withParams.filter((k) => !(k in accessMatrix));
    // Routes that name their object in the body (e.g. /api/pathway/communicate/*) may have entries too.
    const served = apps.routes.map((r) => r.key);
    const stale = (Object.keys(accessMatrix) as RouteKey[]).filter((k) => !served.includes(k));
    const help =
      missing.length > 0
        ? `\nThese routes name an object in their path but are not in server/security/access-matrix.ts:\n` +
          missing.map((k) => `  '${k}'`).join('\n') +
          '\nAdd a case for each (object kind from fixtures.ts, a request that succeeds for the allowed, the ' +
          'status every actor must get); see server/security/README.md.'
        : '';
    expect(missing, help).toEqual([]);
    expect(stale, 'entries in access-matrix.ts for routes that no longer exist').toEqual([]);
  });

  const cases = Object.entries(accessMatrix).flatMap(([key, list]) =>
    list.map((kase) => ({ key: key as RouteKey, kase })),
  );

  it.each(cases)('$key: $kase.name', async ({ key, kase }) => {
    const route = apps.routes.find((r) => r.key === key);
    if (!route) return; // reported by the coverage test above
    const mutating = MUTATING_METHODS.includes(route.method);
    const cast = await createCast(apps.ctx);
    const object = await build(kase, cast);
    const problems: string[] = [];

    // Everyone refused first, on one object: none may succeed, see the object, or change anything.
    const refused = actors.filter((a) => !is2xx(kase.expect[a]));
    const mark = await apps.writes.mark();
    for (const actor of refused) {
      const res = await send(route, kase, cast, object, actor);
      if (res.statusCode !== kase.expect[actor])
        problems.push(
          `${actor}: expected ${kase.expect[actor]}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      const shown = object?.markers.filter((m) => res.body.includes(m)) ?? [];
      if (shown.length > 0) problems.push(`${actor}: the refusal shows ${shown.join(', ')}`);
    }
    const written = await apps.writes.writesSince(mark);
    if (written.length > 0) problems.push(`refused requests wrote ${written.join(', ')}`);

    // Then each allowed actor, on a fresh object when the route writes (the first success changes it).
    for (const actor of actors.filter((a) => is2xx(kase.expect[a]))) {
      const target = mutating && object ? await build(kase, cast) : object;
      const res = await send(route, kase, cast, target, actor);
      if (res.statusCode !== kase.expect[actor])
        problems.push(
          `${actor}: expected ${kase.expect[actor]}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      if (target && kase.hiddenFrom?.actors.includes(actor)) {
        const shown = kase.hiddenFrom.markers(target).filter((m) => res.body.includes(m));
        if (shown.length > 0) problems.push(`${actor}: the answer shows ${shown.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Query values to try on a list route: none, and each value of every enumerated query field. */
function queryVariants(route: ServedRoute): string[] {
  const shape =
    (route.schema?.querystring as { shape?: Record<string, { options?: unknown[] }> })?.shape ?? {};
  const variants = [''];
  for (const [field, schema] of Object.entries(shape)) {
    const options =
      (schema as { options?: unknown[]; unwrap?: () => { options?: unknown[] } }).options ??
      (schema as { unwrap?: () => { options?: unknown[] } }).unwrap?.().options ??
      [];
    for (const option of options) variants.push(`?${new URLSearchParams({ [field]: String(option) })}`);
  }
  return variants;
}

describe('lists (every GET route without a path parameter)', () => {
  it("shows nobody the owner's private objects", async () => {
    const cast = await createCast(apps.ctx);
    const unpaid = await objectBuilders.unpaidJob(cast);
    const accepted = await objectBuilders.acceptedJob(cast);
    const vehicle = await objectBuilders.vehicle(cast);
    const share = await objectBuilders.documentShare(cast);
    const subscription = await objectBuilders.subscription(cast);
    const clock = await objectBuilders.clockedInDriver(cast);
    const message = await objectBuilders.message(cast);
    const notification = await objectBuilders.notification(cast);
    const session = await objectBuilders.ownerSession(cast);
    const invoiceMarkers = [accepted.related.invoiceId!, accepted.related.invoiceNumber!];
    // Only the client and operators see these; the assigned driver sees the accepted job itself.
    const clientsOnly = [...unpaid.markers, ...vehicle.markers, ...invoiceMarkers, ...share.markers];
    // The subscription's checkout and the owner's sessions are the owner's alone; the driver's time clock notes are the driver's.
    const ownerOnly = [...subscription.markers, ...notification.markers, ...session.markers];
    // A message is its sender's and recipient's.
    const partiesOnly = message.markers;
    const hidden: Record<Actor, string[]> = {
      owner: clock.markers,
      admin: [...ownerOnly, ...partiesOnly],
      assignedDriver: [...clientsOnly, ...ownerOnly],
      otherClient: [...clientsOnly, ...accepted.markers, ...ownerOnly, ...clock.markers, ...partiesOnly],
      unassignedDriver: [...clientsOnly, ...accepted.markers, ...ownerOnly, ...clock.markers, ...partiesOnly],
      anonymous: [...clientsOnly, ...accepted.markers, ...ownerOnly, ...clock.markers, ...partiesOnly],
    };
    const lists = apps.routes.filter((r) => r.method === 'GET' && !hasPathParams(r.url) && !r.websocket);
    expect(lists.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const route of lists) {
      for (const query of queryVariants(route)) {
        for (const actor of actors) {
          const res = await route.app.inject({
            method: 'GET',
            url: `${route.url}${query}`,
            headers: cast.headers(actor),
          });
          const shown = hidden[actor].filter((m) => res.body.includes(m));
          if (shown.length > 0) problems.push(`${route.key}${query} as ${actor} shows ${shown.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
