import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyInvites, companyMembers } from '../../db/schema';
import { acmeDetails, addMember, createCompany, inviteTokenFor } from '../../test/companies';
import {
  confirmEmailOf,
  createJob,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (user: SignedUpUser | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const invite = (owner: SignedUpUser, email: string, role = 'dispatcher') =>
  call(owner, 'POST', '/api/company/invites', { email, role });

async function ownerOfNewCompany(name?: string) {
  const owner = await signUp(ctx.app, { name: 'Olive Owner' });
  const companyId = await createCompany(ctx.app, owner, name);
  return { owner, companyId };
}

const ownersOf = async (companyId: string) =>
  (
    await ctx.database.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
  ).length;

describe('the company', () => {
  it('a client creates one and becomes its owner; a second one is refused', async () => {
    const client = await signUp(ctx.app);
    expect((await call(client, 'GET', '/api/company')).json()).toEqual({ company: null, role: null });
    const created = await call(client, 'POST', '/api/company', acmeDetails());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'owner', company: { legalName: 'Acme Fleet LLC' } });
    const mine = (await call(client, 'GET', '/api/company')).json();
    expect(mine).toMatchObject({ role: 'owner', company: { taxId: '12-3456789', paymentTerms: 'card' } });
    const again = await call(client, 'POST', '/api/company', acmeDetails('Second Co'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('You already belong to Acme Fleet LLC');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, mine.company.id));
    expect(audit.map((a) => a.action)).toContain('company.create');
  });

  it('refuses drivers, and says what is wrong with the details', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    expect((await call(driver, 'POST', '/api/company', acmeDetails())).statusCode).toBe(403);
    const client = await signUp(ctx.app);
    const bad = await call(client, 'POST', '/api/company', { ...acmeDetails(), legalName: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Legal name is required');
  });

  it('only a member whose role may manage edits the details', async () => {
    const { owner } = await ownerOfNewCompany();
    const dispatcher = await signUp(ctx.app);
    await addMember(ctx, owner, dispatcher, 'dispatcher');
    const edited = await call(owner, 'PATCH', '/api/company', {
      ...acmeDetails('Acme Renamed'),
      requiresPo: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().company).toMatchObject({ legalName: 'Acme Renamed', requiresPo: true });
    const refused = await call(dispatcher, 'PATCH', '/api/company', acmeDetails('Taken Over'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('company_role');
    const outsider = await signUp(ctx.app);
    expect((await call(outsider, 'PATCH', '/api/company', acmeDetails())).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/company/people')).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('e-mails a single-use link the invited address accepts; members see the people', async () => {
    const { owner, companyId } = await ownerOfNewCompany('Invite Co');
    const email = uniqueEmail('dee');
    const sent = await invite(owner, email);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 'dispatcher', invitedBy: 'Olive Owner' });
    const token = await inviteTokenFor(ctx.database, email);
    const [stored] = await ctx.database.db
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.companyId, companyId));
    expect(stored!.tokenHash).not.toContain(token);

    // The link shows what it is before signing in.
    const view = await call(null, 'GET', `/api/company/invitations/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ companyName: 'Invite Co', role: 'dispatcher', email });

    // Signed in with another address: refused, nothing joined.
    const stranger = await signUp(ctx.app);
    const wrong = await call(stranger, 'POST', `/api/company/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('invite_email_mismatch');

    const dee = await signUp(ctx.app, { email, verified: false });
    const unverified = await call(dee, 'POST', `/api/company/invitations/${token}/accept`);
    expect(unverified.json().code).toBe('email_unverified');
    await confirmEmailOf(ctx.app, { id: dee.id, email });
    const accepted = await call(dee, 'POST', `/api/company/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'dispatcher', company: { id: companyId } });
    expect((await call(dee, 'GET', '/api/company')).json().role).toBe('dispatcher');

    // Single use.
    expect((await call(dee, 'POST', `/api/company/invitations/${token}/accept`)).statusCode).toBe(410);
    expect((await call(null, 'GET', `/api/company/invitations/${token}`)).statusCode).toBe(410);

    const people = (await call(dee, 'GET', '/api/company/people')).json();
    expect(people.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'dispatcher'],
    ]);
    expect(people.invites).toEqual([]);
    // A dispatcher sees the people but does not invite.
    expect((await invite(dee, uniqueEmail())).statusCode).toBe(403);
    // A member is not invited again.
    expect((await invite(owner, email)).statusCode).toBe(409);
  });

  it('inviting again replaces the open link; revoked and expired links are dead; unknown ones 404', async () => {
    const { owner } = await ownerOfNewCompany();
    const email = uniqueEmail('eve');
    await invite(owner, email, 'viewer');
    const first = await inviteTokenFor(ctx.database, email);
    await invite(owner, email, 'billing');
    const second = await inviteTokenFor(ctx.database, email);
    expect(second).not.toBe(first);
    expect((await call(null, 'GET', `/api/company/invitations/${first}`)).statusCode).toBe(410);
    expect((await call(null, 'GET', `/api/company/invitations/${second}`)).json().role).toBe('billing');
    const people = (await call(owner, 'GET', '/api/company/people')).json();
    expect(people.invites).toHaveLength(1);

    expect((await call(owner, 'DELETE', `/api/company/invites/${people.invites[0].id}`)).statusCode).toBe(
      204,
    );
    expect((await call(null, 'GET', `/api/company/invitations/${second}`)).statusCode).toBe(410);
    expect((await call(owner, 'DELETE', `/api/company/invites/${people.invites[0].id}`)).statusCode).toBe(
      404,
    );

    await invite(owner, email, 'viewer');
    const third = await inviteTokenFor(ctx.database, email);
    await ctx.database.db
      .update(companyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvites.email, email));
    const eve = await signUp(ctx.app, { email });
    expect((await call(eve, 'POST', `/api/company/invitations/${third}/accept`)).statusCode).toBe(410);
    expect((await call(null, 'GET', `/api/company/invitations/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('someone already in a company is told to leave it first', async () => {
    const a = await ownerOfNewCompany('First Co');
    const b = await ownerOfNewCompany('Second Co');
    const member = await signUp(ctx.app);
    await addMember(ctx, a.owner, member, 'viewer');
    await invite(b.owner, member.email);
    const token = await inviteTokenFor(ctx.database, member.email);
    const res = await call(member, 'POST', `/api/company/invitations/${token}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('You already belong to First Co');
    // Leaving, then the same link works.
    expect((await call(member, 'DELETE', `/api/company/members/${member.id}`)).statusCode).toBe(204);
    expect((await call(member, 'POST', `/api/company/invitations/${token}/accept`)).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/company')).json().company.id).toBe(b.companyId);
  });
});

describe('members and roles', () => {
  it('the last owner can neither be demoted nor leave; an owner changes roles and removes members', async () => {
    const { owner, companyId } = await ownerOfNewCompany();
    const demoted = await call(owner, 'PATCH', `/api/company/members/${owner.id}`, { role: 'viewer' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().code).toBe('last_owner');
    expect((await call(owner, 'DELETE', `/api/company/members/${owner.id}`)).statusCode).toBe(409);

    const member = await signUp(ctx.app);
    await addMember(ctx, owner, member, 'viewer');
    expect(
      (await call(member, 'PATCH', `/api/company/members/${owner.id}`, { role: 'viewer' })).statusCode,
    ).toBe(403);
    expect((await call(member, 'DELETE', `/api/company/members/${owner.id}`)).statusCode).toBe(403);
    expect(
      (await call(owner, 'PATCH', `/api/company/members/${member.id}`, { role: 'billing' })).statusCode,
    ).toBe(204);
    expect((await call(member, 'GET', '/api/company')).json().role).toBe('billing');
    expect((await call(owner, 'DELETE', `/api/company/members/${member.id}`)).statusCode).toBe(204);
    expect((await call(member, 'GET', '/api/company')).json()).toEqual({ company: null, role: null });
    expect(await ownersOf(companyId)).toBe(1);
  });

  it('two owners demoting each other at once never leave the company without an owner', async () => {
    for (let round = 0; round < 15; round++) {
      const { owner, companyId } = await ownerOfNewCompany();
      const second = await signUp(ctx.app);
      await addMember(ctx, owner, second, 'owner');
      const answers = await Promise.all([
        call(owner, 'PATCH', `/api/company/members/${second.id}`, { role: 'viewer' }),
        call(second, 'PATCH', `/api/company/members/${owner.id}`, { role: 'viewer' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 403]);
      expect(await ownersOf(companyId)).toBe(1);
      // And both leaving at once: one of them stays.
      await call(owner, 'PATCH', `/api/company/members/${second.id}`, { role: 'owner' });
      await call(second, 'PATCH', `/api/company/members/${owner.id}`, { role: 'owner' });
      const owners = await ownersOf(companyId);
      const leaving = await Promise.all([
        call(owner, 'DELETE', `/api/company/members/${owner.id}`),
        call(second, 'DELETE', `/api/company/members/${second.id}`),
      ]);
      expect(leaving.filter((a) => a.statusCode === 204).length).toBe(owners - 1);
      expect(await ownersOf(companyId)).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('sharing within the company', () => {
  const truck = { make: 'Freightliner', model: 'Cascadia', licensePlate: 'TX-1', vin: '1FUJGLDR7CLBP8834' };
  const yard = { name: 'North yard', address: '500 Elm St, Dallas, TX 75201' };

  it('members share vehicles and places; roles allow editing; another company sees nothing', async () => {
    const a = await ownerOfNewCompany('Sharing A');
    const b = await ownerOfNewCompany('Sharing B');
    const dispatcher = await signUp(ctx.app);
    const viewer = await signUp(ctx.app);
    await addMember(ctx, a.owner, dispatcher, 'dispatcher');
    await addMember(ctx, a.owner, viewer, 'viewer');

    const vehicle = (await call(dispatcher, 'POST', '/api/vehicles', truck)).json();
    const place = await call(a.owner, 'POST', '/api/saved-places', yard);
    expect(place.statusCode).toBe(201);
    for (const member of [a.owner, dispatcher, viewer]) {
      expect((await call(member, 'GET', '/api/vehicles')).json().map((v: { id: string }) => v.id)).toEqual([
        vehicle.id,
      ]);
      expect((await call(member, 'GET', '/api/saved-places')).json()).toHaveLength(1);
    }
    expect((await call(b.owner, 'GET', '/api/vehicles')).json()).toEqual([]);
    expect((await call(b.owner, 'GET', '/api/saved-places')).json()).toEqual([]);

    // Editing: who may order; a viewer is refused with the role's reason, company B finds nothing.
    expect(
      (await call(a.owner, 'PUT', `/api/vehicles/${vehicle.id}`, { ...truck, model: 'X' })).statusCode,
    ).toBe(200);
    const viewerEdit = await call(viewer, 'PUT', `/api/vehicles/${vehicle.id}`, truck);
    expect([viewerEdit.statusCode, viewerEdit.json().code]).toEqual([403, 'company_role']);
    expect(
      (await call(viewer, 'POST', '/api/vehicles', { ...truck, vin: '1FUJGLDR7CLBP8835' })).statusCode,
    ).toBe(403);
    expect((await call(viewer, 'DELETE', `/api/saved-places/${place.json().id}`)).statusCode).toBe(403);
    expect((await call(b.owner, 'PUT', `/api/vehicles/${vehicle.id}`, truck)).statusCode).toBe(404);
    expect((await call(b.owner, 'DELETE', `/api/saved-places/${place.json().id}`)).statusCode).toBe(404);

    // One VIN and one place name per company; another company may use them.
    const dup = await call(a.owner, 'POST', '/api/vehicles', truck);
    expect([dup.statusCode, dup.json().message]).toEqual([
      409,
      'Your company already has a vehicle with this VIN.',
    ]);
    const dupPlace = await call(dispatcher, 'POST', '/api/saved-places', yard);
    expect(dupPlace.statusCode).toBe(409);
    expect(dupPlace.json().code).toBe('duplicate_name');
    expect((await call(b.owner, 'POST', '/api/vehicles', truck)).statusCode).toBe(201);

    // A request naming the company's vehicle and place works for a member who may order.
    const job = await createJob(ctx.app, dispatcher.cookie, {
      vehicleId: vehicle.id,
      pickupPlaceId: place.json().id,
    });
    expect((await call(a.owner, 'GET', `/api/recovery-requests/${job.id}`)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/api/recovery-requests/${job.id}`)).statusCode).toBe(200);
    expect((await call(b.owner, 'GET', `/api/recovery-requests/${job.id}`)).statusCode).toBe(404);
    const viewerCancel = await call(viewer, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(viewerCancel.statusCode).toBe(403);
    const bJob = await call(b.owner, 'POST', '/api/recovery-requests', {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Detroit, MI 48217',
      distance: 1190,
      isWorking: true,
      vehicleId: vehicle.id,
    });
    expect(bJob.statusCode).toBe(400);
  });
});
