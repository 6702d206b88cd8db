import type { CompanyRole } from '@core/companies';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCompany } from '../test/companies';
import {
  type Cast,
  type CastMember,
  createCast,
  type ObjectKind,
  objectBuilders,
  quickUser,
} from './fixtures';
import { createSecurityApps, MUTATING_METHODS, type SecurityApps } from './routes';

/**
 * THE ACCESS MATRIX BY COMPANY: company A (owner, dispatcher, billing, viewer) and company B (owner).
 * Every object is made through the API by A's dispatcher (the cast's `owner`, so fixtures.ts builds it
 * as for any client); the roles of core/companies.ts decide what A's members may do with it, and B's
 * owner never reads or changes it. Refused requests must not show the object nor write anything.
 */

let apps: SecurityApps;
beforeAll(async () => {
  apps = await createSecurityApps();
});

const people = ['aOwner', 'aDispatcher', 'aBilling', 'aViewer', 'bOwner'] as const;
type Person = (typeof people)[number];

interface Companies {
  cast: Cast;
  users: Record<Person, CastMember>;
}

/** A fresh cast whose owner is A's dispatcher, with A's other members and B's owner. */
async function companies(): Promise<Companies> {
  const cast = await createCast(apps.ctx);
  const person = (name: string) => quickUser(apps.ctx, { role: 'client', name });
  const [aOwner, aBilling, aViewer, bOwner] = await Promise.all([
    person('A Owner'),
    person('A Billing'),
    person('A Viewer'),
    person('B Owner'),
  ]);
  await createCompany(apps.ctx.app, aOwner, 'Company A');
  await createCompany(apps.ctx.app, bOwner, 'Company B');
  const members: [CastMember, CompanyRole][] = [
    [cast.users.owner, 'dispatcher'],
    [aBilling, 'billing'],
    [aViewer, 'viewer'],
  ];
  for (const [member, role] of members) await addMember(apps.ctx, aOwner, member, role);
  return { cast, users: { aOwner, aDispatcher: cast.users.owner, aBilling, aViewer, bOwner } };
}

const by = (aOwner: number, aDispatcher: number, aBilling: number, aViewer: number, bOwner: number) => ({
  aOwner,
  aDispatcher,
  aBilling,
  aViewer,
  bOwner,
});
/** Every member of A sees it; B's owner finds nothing. */
const companyViews = by(200, 200, 200, 200, 404);
/** Members of A whose role may order change it; the others are told their role does not allow it. */
const companyOrders = (ok: number) => by(ok, ok, 403, 403, 404);

interface Case {
  name: string;
  object: ObjectKind;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (o: { id: string; related: Record<string, string> }) => string;
  body?: (o: { id: string; related: Record<string, string> }) => Record<string, unknown>;
  expect: Record<Person, number>;
}

const job =
  (rest = '') =>
  (o: { id: string }) =>
    `/api/recovery-requests/${o.id}${rest}`;

const cases: Case[] = [
  { name: 'a job', object: 'paidJob', method: 'GET', url: job(), expect: companyViews },
  {
    name: 'cancel a job',
    object: 'paidJob',
    method: 'POST',
    url: job('/cancel'),
    expect: companyOrders(200),
  },
  {
    name: 'pay for a job',
    object: 'unpaidJob',
    method: 'POST',
    url: () => '/api/create-payment-intent',
    body: (o) => ({ amount: 2319.53, recoveryRequestId: o.id }),
    expect: companyOrders(200),
  },
  {
    name: "a job's invoices",
    object: 'paidJob',
    method: 'GET',
    url: job('/invoices'),
    expect: companyViews,
  },
  {
    name: 'an invoice PDF',
    object: 'invoice',
    method: 'GET',
    url: (o) => `/api/invoices/${o.id}/pdf`,
    expect: by(200, 200, 200, 404, 404),
  },
  {
    name: 'a claim',
    object: 'openClaim',
    method: 'GET',
    url: (o) => `/api/claims/${o.id}`,
    expect: companyViews,
  },
  {
    name: 'condition reports (documents of the move)',
    object: 'acceptedJob',
    method: 'GET',
    url: job('/condition-reports'),
    expect: companyViews,
  },
  {
    name: 'the bill of lading',
    object: 'pickedUpJob',
    method: 'GET',
    url: job('/bol.pdf'),
    expect: companyViews,
  },
  {
    name: 'edit a vehicle',
    object: 'vehicle',
    method: 'PUT',
    url: (o) => `/api/vehicles/${o.id}`,
    body: (o) => ({ make: 'Kenworth', model: 'T680', licensePlate: 'SEC999', vin: o.related.vin }),
    expect: companyOrders(200),
  },
  {
    name: 'edit a saved place',
    object: 'savedPlace',
    method: 'PUT',
    url: (o) => `/api/saved-places/${o.id}`,
    body: (o) => ({ name: o.related.name, address: 'Houston, TX 77002' }),
    expect: companyOrders(200),
  },
  {
    name: 'remove a saved place',
    object: 'savedPlace',
    method: 'DELETE',
    url: (o) => `/api/saved-places/${o.id}`,
    expect: companyOrders(204),
  },
];

const is2xx = (s: number) => s >= 200 && s < 300;

describe('company A and company B (core/companies.ts roles)', () => {
  it.each(cases)('$name', async (kase) => {
    const { cast, users } = await companies();
    const object = await objectBuilders[kase.object](cast);
    const send = (who: Person, target = object) =>
      apps.ctx.app.inject({
        method: kase.method,
        url: kase.url(target),
        headers: { cookie: users[who].cookie },
        ...(kase.body ? { payload: kase.body(target) } : {}),
      });
    const problems: string[] = [];
    const mark = await apps.writes.mark();
    for (const who of people.filter((p) => !is2xx(kase.expect[p]))) {
      const res = await send(who);
      if (res.statusCode !== kase.expect[who])
        problems.push(
          `${who}: expected ${kase.expect[who]}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      const shown = object.markers.filter((m) => res.body.includes(m));
      if (shown.length > 0) problems.push(`${who}: the refusal shows ${shown.join(', ')}`);
    }
    const written = await apps.writes.writesSince(mark);
    if (written.length > 0) problems.push(`refused requests wrote ${written.join(', ')}`);
    for (const who of people.filter((p) => is2xx(kase.expect[p]))) {
      const target = MUTATING_METHODS.includes(kase.method)
        ? await objectBuilders[kase.object](cast)
        : object;
      const res = await send(who, target);
      if (res.statusCode !== kase.expect[who])
        problems.push(
          `${who}: expected ${kase.expect[who]}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it("lists show A's objects to A's members as their roles allow, and none to B", async () => {
    const { cast, users } = await companies();
    const accepted = await objectBuilders.acceptedJob(cast);
    const vehicle = await objectBuilders.vehicle(cast);
    const place = await objectBuilders.savedPlace(cast);
    const claim = await objectBuilders.openClaim(cast);
    const invoiceNumber = accepted.related.invoiceNumber!;
    const list = async (who: Person, url: string) =>
      (await apps.ctx.app.inject({ method: 'GET', url, headers: { cookie: users[who].cookie } })).body;
    for (const who of ['aOwner', 'aDispatcher', 'aBilling', 'aViewer'] as const) {
      expect(await list(who, '/api/recovery-requests'), who).toContain(accepted.id);
      expect(await list(who, '/api/vehicles'), who).toContain(vehicle.id);
      expect(await list(who, '/api/saved-places'), who).toContain(place.id);
      expect(await list(who, '/api/claims'), who).toContain(claim.id);
    }
    expect(await list('aBilling', '/api/invoices')).toContain(invoiceNumber);
    expect(await list('aViewer', '/api/invoices')).not.toContain(invoiceNumber);
    // The job's own invoices: shown to roles with `invoices`, an empty list to a viewer.
    expect(await list('aBilling', `/api/recovery-requests/${accepted.id}/invoices`)).toContain(invoiceNumber);
    expect(await list('aViewer', `/api/recovery-requests/${accepted.id}/invoices`)).not.toContain(
      invoiceNumber,
    );
    const hidden = [accepted.id, vehicle.id, place.id, claim.id, invoiceNumber, ...accepted.markers];
    for (const url of [
      '/api/recovery-requests',
      '/api/vehicles',
      '/api/saved-places',
      '/api/claims',
      '/api/invoices',
    ]) {
      const body = await list('bOwner', url);
      expect(
        hidden.filter((m) => body.includes(m)),
        url,
      ).toEqual([]);
    }
  });

  it('roles refuse ordering and managing people; B cannot reach A’s people', async () => {
    const { users } = await companies();
    const as = (who: Person, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      apps.ctx.app.inject({
        method,
        url,
        headers: { cookie: users[who].cookie },
        ...(payload ? { payload } : {}),
      });
    const request = {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Detroit, MI 48217',
      distance: 1190,
      isWorking: true,
    };
    for (const who of ['aBilling', 'aViewer'] as const) {
      const res = await as(who, 'POST', '/api/recovery-requests', request);
      expect([res.statusCode, res.json().code], who).toEqual([403, 'company_role']);
    }
    const viewerId = users.aViewer.id;
    const mark = await apps.writes.mark();
    for (const who of ['aDispatcher', 'aBilling', 'aViewer'] as const) {
      expect((await as(who, 'PATCH', `/api/company/members/${viewerId}`, { role: 'owner' })).statusCode).toBe(
        403,
      );
      expect(
        (await as(who, 'POST', '/api/company/invites', { email: 'x@example.com', role: 'owner' })).statusCode,
      ).toBe(403);
      expect(
        (
          await as(who, 'PATCH', '/api/company', {
            legalName: 'Mine now',
            billingAddress: '1 Main St, Dallas',
            billingEmail: 'x@example.com',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (await as('bOwner', 'PATCH', `/api/company/members/${viewerId}`, { role: 'owner' })).statusCode,
    ).toBe(404);
    expect((await as('bOwner', 'DELETE', `/api/company/members/${viewerId}`)).statusCode).toBe(404);
    expect(await apps.writes.writesSince(mark)).toEqual([]);
  });
});
