import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recoveryRequests } from '../../db/schema';
import {
  completeConditionReport,
  createJob,
  createTestApp,
  ledgerTotal,
  multipart,
  paidJob,
  prepareToAccept,
  reportPhoto,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const req = (user: SignedUpUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

async function upload(user: SignedUpUser, url: string, fields: Record<string, string> = {}) {
  const body = multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie, ...body.headers },
    payload: body.payload,
  });
}

async function acceptedJob(
  client: SignedUpUser,
  driver: SignedUpUser,
  overrides: Record<string, unknown> = {},
) {
  const job = await paidJob(ctx, client, overrides);
  await prepareToAccept(ctx, driver, job.id);
  const res = await req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' });
  expect(res.statusCode).toBe(200);
  return job;
}

/** The assigned driver picks the truck up and delivers it (both condition reports). */
async function drive(driver: SignedUpUser, jobId: string) {
  await completeConditionReport(ctx.app, driver, jobId, 'pickup');
  await completeConditionReport(ctx.app, driver, jobId, 'delivery');
}

describe('driver verification', () => {
  it('collects licence details and photos, and an operator approves or rejects with a reason', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);

    const early = await req(driver, 'POST', '/api/driver/profile/submit');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('licence photo');

    const details = await req(driver, 'PUT', '/api/driver/profile', {
      licenseClass: 'A',
      licenseNumber: 'tx-99887766',
      licenseState: 'tx',
      licenseExpiresOn: '2030-01-31',
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ licenseNumber: 'TX-99887766', licenseState: 'TX' });
    const junk = multipart({}, Buffer.from('not an image'));
    const notImage = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/profile/license-photo',
      headers: { cookie: driver.cookie, ...junk.headers },
      payload: junk.payload,
    });
    expect(notImage.statusCode).toBe(400);
    expect((await upload(driver, '/api/driver/profile/license-photo')).statusCode).toBe(200);
    const selfie = await upload(driver, '/api/driver/profile/selfie');
    expect(selfie.json().selfieUrl).toMatch(/^\/api\/files\//);
    const submitted = await req(driver, 'POST', '/api/driver/profile/submit');
    expect(submitted.json().verificationStatus).toBe('pending');

    // The licence photo is private: not even another driver can read it.
    const other = await signUp(ctx.app, { role: 'driver' });
    expect((await req(other, 'GET', selfie.json().licensePhotoUrl)).statusCode).toBe(404);
    expect((await req(driver, 'GET', selfie.json().licensePhotoUrl)).statusCode).toBe(200);

    expect((await req(driver, 'GET', '/api/admin/drivers')).statusCode).toBe(403);
    const queue = await req(admin, 'GET', '/api/admin/drivers');
    expect(queue.json().map((d: { userId: string }) => d.userId)).toContain(driver.id);
    expect((await req(admin, 'GET', selfie.json().licensePhotoUrl)).statusCode).toBe(200);

    const badReject = await req(admin, 'POST', `/api/admin/drivers/${driver.id}/review`, {
      decision: 'reject',
      reason: '',
    });
    expect(badReject.statusCode).toBe(400);
    const approved = await req(admin, 'POST', `/api/admin/drivers/${driver.id}/review`, {
      decision: 'approve',
    });
    expect(approved.json().verificationStatus).toBe('approved');
    const me = await req(driver, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ isDriverVerified: true, photo: selfie.json().selfieUrl });
  });
});

describe('open jobs', () => {
  it('shows verified drivers the paid pending jobs their licence covers, with their pay', async () => {
    const client = await signUp(ctx.app);
    const unpaid = await createJob(ctx.app, client.cookie);
    const bobtail = await paidJob(ctx, client);
    const boxTruck = await paidJob(ctx, client, { vehicleType: 'box-truck' });
    const classA = await verifiedDriver(ctx, 'A');
    const classB = await verifiedDriver(ctx, 'B');

    const a = (await req(classA, 'GET', '/api/recovery-requests?status=pending')).json().items as {
      id: string;
      driverPayCents: number;
    }[];
    expect(a.map((j) => j.id)).toEqual(expect.arrayContaining([bobtail.id, boxTruck.id]));
    expect(a.map((j) => j.id)).not.toContain(unpaid.id);
    expect(a.find((j) => j.id === bobtail.id)!.driverPayCents).toBe(129000 - 19350);

    const b = (await req(classB, 'GET', '/api/recovery-requests?status=pending')).json().items as {
      id: string;
    }[];
    expect(b.map((j) => j.id)).toContain(boxTruck.id);
    expect(b.map((j) => j.id)).not.toContain(bobtail.id);

    const unverified = await signUp(ctx.app, { role: 'driver' });
    const refused = await req(unverified, 'GET', '/api/recovery-requests?status=pending');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('verified drivers');
  });
});

describe('acceptance', () => {
  it('lets exactly one of 20 concurrent verified drivers win a job', async () => {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    const drivers = await Promise.all(Array.from({ length: 20 }, () => verifiedDriver(ctx)));
    await Promise.all(drivers.map((d) => prepareToAccept(ctx, d, job.id)));
    const results = await Promise.all(
      drivers.map((d) => req(d, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toContain(
      'Another driver accepted this job first',
    );
    const winner = drivers[codes.indexOf(200)]!;
    const [row] = await ctx.database.db
      .select()
      .from(recoveryRequests)
      .where(eq(recoveryRequests.id, job.id));
    expect(row).toMatchObject({ status: 'accepted', driverId: winner.id, commissionRateBps: 1500 });
    const client_view = (await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(client_view.driver).toMatchObject({ id: winner.id, name: 'Driver A' });
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it('refuses a class-B driver a bobtail job and an unverified driver any job', async () => {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    const classB = await verifiedDriver(ctx, 'B');
    const agree = await req(classB, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, {
      agreed: true,
    });
    expect(agree.statusCode).toBe(403);
    expect(agree.json().message).toContain('Class A is needed');
    const accept = await req(classB, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(403);

    const unverified = await signUp(ctx.app, { role: 'driver' });
    const refused = await req(unverified, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('needs this job’s policy agreement and identity photos first', async () => {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    const driver = await verifiedDriver(ctx);
    const noAgreement = await req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(noAgreement.statusCode).toBe(409);
    expect(noAgreement.json().message).toContain('driver policy');
    const declined = await req(driver, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, {
      agreed: false,
    });
    expect(declined.statusCode).toBe(400);
    await req(driver, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, { agreed: true });
    const noPhotos = await req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(noPhotos.json().message).toContain('licence photo and a selfie');
  });

  it('does not offer unpaid jobs', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const driver = await verifiedDriver(ctx);
    const res = await req(driver, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, {
      agreed: true,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('from pre-trip to completed', () => {
  it('runs the whole job, releasing two payouts that sum to the driver share', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const job = await acceptedJob(client, driver);

    // The trip's steps are the condition reports: no status jumps over them.
    for (const status of ['in_progress', 'delivered']) {
      const skip = await req(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status });
      expect([400, 409], skip.body).toContain(skip.statusCode);
    }
    expect((await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json().status).toBe('accepted');
    const earlyDelivery = await req(
      driver,
      'PUT',
      `/api/recovery-requests/${job.id}/condition-reports/delivery`,
      {
        odometer: 1000,
      },
    );
    expect(earlyDelivery.json().code).toBe('wrong_stage');

    const started = await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    expect(started.status).toBe('submitted');
    expect((await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json().status).toBe('in_progress');

    const earnings1 = (await req(driver, 'GET', '/api/driver/earnings')).json();
    const line = earnings1.jobs.find((j: { jobId: string }) => j.jobId === job.id);
    expect(line).toMatchObject({ payCents: 109650, releasedCents: 54825, pendingCents: 54825 });

    const position = await req(driver, 'POST', `/api/recovery-requests/${job.id}/location`, {
      lat: 31.5,
      lng: -96.2,
    });
    expect(position.statusCode).toBe(204);
    const seen = (await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(seen.lastPosition).toMatchObject({ lat: 31.5, lng: -96.2 });

    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const delivered = (await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(delivered).toMatchObject({ status: 'delivered' });

    const reports = (await req(client, 'GET', `/api/recovery-requests/${job.id}/condition-reports`)).json();
    const photo = reports.delivery.photos[0].url;
    expect((await req(client, 'GET', photo)).statusCode).toBe(200);
    const stranger = await signUp(ctx.app);
    expect((await req(stranger, 'GET', photo)).statusCode).toBe(404);

    const otherDriver = await verifiedDriver(ctx);
    expect(
      (await req(otherDriver, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode,
    ).toBe(404);
    const confirmed = await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`);
    expect(confirmed.json().status).toBe('completed');
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      409,
    );

    const lines = await ctx.app.services.ledger.linesForJob(job.id);
    const payouts = lines.filter((l) => l.account === 'driver_payable' && l.kind.startsWith('payout'));
    const commission = -lines.find((l) => l.account === 'platform_commission')!.amountCents;
    expect(payouts.map((p) => p.amountCents)).toEqual([54825, 54825]);
    // The split divides the move's fee; the return and fuel lines stay held for those costs.
    expect(payouts[0]!.amountCents + payouts[1]!.amountCents + commission).toBe(
      job.priceCents - job.driverReturnCents - job.fuelCents,
    );
    const final = (await req(driver, 'GET', '/api/driver/earnings')).json();
    expect(final.jobs.find((j: { jobId: string }) => j.jobId === job.id)).toMatchObject({
      releasedCents: 109650,
      pendingCents: 0,
    });
    expect(await ledgerTotal(ctx)).toBe(0);
  });

  it("keeps a driver's hands off another driver's job", async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const intruder = await verifiedDriver(ctx);
    const job = await acceptedJob(client, driver);
    const photo = await reportPhoto(ctx.app, intruder, job.id, 'pickup', 'front');
    expect(photo.statusCode).toBe(404);
    const pickup = await req(
      intruder,
      'POST',
      `/api/recovery-requests/${job.id}/condition-reports/pickup/submit`,
      {},
    );
    expect(pickup.statusCode).toBe(404);
    // Another driver's job is not found for this one; the assigned driver shares their position from
    // acceptance on (heading to the pickup), and no longer once the truck is delivered.
    const pos = await req(intruder, 'POST', `/api/recovery-requests/${job.id}/location`, { lat: 1, lng: 1 });
    expect(pos.statusCode).toBe(404);
    const heading = await req(driver, 'POST', `/api/recovery-requests/${job.id}/location`, {
      lat: 1,
      lng: 1,
    });
    expect(heading.statusCode, heading.body).toBeLessThan(300);
    expect((await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json().lastPosition).toMatchObject({
      lat: 1,
      lng: 1,
    });
    expect((await req(intruder, 'GET', `/api/recovery-requests/${job.id}`)).statusCode).toBe(404);
    await drive(driver, job.id);
    const late = await req(driver, 'POST', `/api/recovery-requests/${job.id}/location`, { lat: 2, lng: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('not_driving');
  });

  it('confirms deliveries left unconfirmed for 24 hours', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const job = await acceptedJob(client, driver);
    await drive(driver, job.id);
    expect(await ctx.app.services.dispatch.autoConfirmDeliveries()).toBe(0);
    await ctx.database.db
      .update(recoveryRequests)
      .set({ deliveredAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(recoveryRequests.id, job.id));
    expect(await ctx.app.services.dispatch.autoConfirmDeliveries()).toBe(1);
    const read = (await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(read.status).toBe('completed');
    expect(await ledgerTotal(ctx)).toBe(0);
  });
});
