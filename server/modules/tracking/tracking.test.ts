import { createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactOptOuts, mailMessages, notifications, recoveryRequests, users } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

let ctx: TestContext;
let clockMs = Date.now();
const MINUTE = 60_000;
let operator: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(clockMs) });
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
});

const as = (user: SignedUpUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload });

const tokenOf = (url: string) => url.split('/t/')[1]!;

/** A Dallas → Detroit move (1,190 miles) picked up and on the road. */
async function moveUnderway(fields: Record<string, unknown> = {}) {
  const client = await signUp(ctx.app, { name: 'Clara Fleetwood' });
  await ctx.database.db.update(users).set({ phone: '+1 555 010 7000' }).where(eq(users.id, client.id));
  const driver = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client, fields);
  await acceptJob(ctx, driver, job.id);
  await completeConditionReport(ctx.app, driver, job.id, 'pickup');
  return { client, driver, job };
}

const report = (driver: SignedUpUser, jobId: string, lat: number, lng: number) =>
  as(driver, 'POST', `/api/recovery-requests/${jobId}/location`, { lat, lng });

describe('tracking links', () => {
  it('work signed out until they expire or are revoked, and show nothing of the client or the price', async () => {
    const { client, driver, job } = await moveUnderway();
    // Near Waco, on the way north.
    expect((await report(driver, job.id, 31.5493, -97.1467)).statusCode).toBe(204);

    const made = await as(client, 'POST', `/api/recovery-requests/${job.id}/tracking-links`, {
      lifetime: '1h',
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json();
    expect(link.url).toMatch(/\/t\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - clockMs).toBe(60 * MINUTE);

    const seen = await as(null, 'GET', `/api/tracking/${tokenOf(link.url)}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const view = seen.json();
    expect(view).toMatchObject({
      jobNumber: job.jobNumber,
      status: 'in_progress',
      pickupCity: 'Dallas, TX',
      destinationCity: 'Detroit, MI',
      vehicle: { type: 'bobtail', vinLast4: '2788' },
      driver: { firstName: expect.any(String) },
      position: { lat: 31.55, lng: -97.15, precision: 'approximate', near: expect.stringContaining('TX') },
      eta: { target: 'destination', from: 'position' },
    });
    // The ETA as coarse as the position: miles to 5, the arrival to 10 minutes.
    expect(view.eta.milesToGo % 5).toBe(0);
    expect(Date.parse(view.eta.arriveAt) % (10 * MINUTE)).toBe(0);
    // Nothing of the client, the price or anyone's phone; the driver by first name only.
    const driverRow = (await ctx.database.db.select().from(users).where(eq(users.id, driver.id)))[0]!;
    for (const secret of [
      'price',
      'Cents',
      client.email,
      'Clara',
      'Fleetwood',
      '555',
      driver.email,
      driverRow.name,
    ])
      expect(seen.body).not.toContain(secret);

    // The page refreshes itself: one visit, however many reads in 30 minutes.
    await as(null, 'GET', `/api/tracking/${tokenOf(link.url)}`);
    const listed = (await as(client, 'GET', `/api/recovery-requests/${job.id}/tracking-links`)).json();
    expect(listed).toEqual([expect.objectContaining({ id: link.id, viewCount: 1, lifetime: '1h' })]);

    // An hour later it is gone.
    clockMs += 61 * MINUTE;
    const expired = await as(null, 'GET', `/api/tracking/${tokenOf(link.url)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('link_expired');
    clockMs = Date.now();

    // A link until delivery works until the client turns it off.
    const until = (
      await as(client, 'POST', `/api/recovery-requests/${job.id}/tracking-links`, {
        lifetime: 'until_delivery',
      })
    ).json();
    expect(until.expiresAt).toBeNull();
    expect((await as(null, 'GET', `/api/tracking/${tokenOf(until.url)}`)).statusCode).toBe(200);
    expect(
      (await as(client, 'DELETE', `/api/recovery-requests/${job.id}/tracking-links/${until.id}`)).statusCode,
    ).toBe(204);
    const revoked = await as(null, 'GET', `/api/tracking/${tokenOf(until.url)}`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe('link_revoked');
  });

  it('are made by the client or an operator only, and an unknown token is 404', async () => {
    const { driver, job } = await moveUnderway();
    const other = await signUp(ctx.app, { name: 'Otto Other' });
    for (const user of [driver, other])
      expect(
        (
          await as(user, 'POST', `/api/recovery-requests/${job.id}/tracking-links`, {
            lifetime: 'until_delivery',
          })
        ).statusCode,
      ).toBe(404);
    expect(
      (
        await as(operator, 'POST', `/api/recovery-requests/${job.id}/tracking-links`, {
          lifetime: 'until_delivery',
        })
      ).statusCode,
    ).toBe(201);
    expect((await as(null, 'GET', `/api/tracking/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/tracking/short')).statusCode).toBe(404);
    const bad = await as(operator, 'POST', `/api/recovery-requests/${job.id}/tracking-links`, {
      lifetime: '2y',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the ETA that knows the hours', () => {
  it('includes the rest a long move needs, and a projected miss of the window tells the client and the console', async () => {
    const { client, driver, job } = await moveUnderway();
    const [row] = await ctx.database.db
      .select()
      .from(recoveryRequests)
      .where(eq(recoveryRequests.id, job.id));
    // From the pickup (no position yet): 1,190 miles for a rested driver, so one 10-hour rest on the way.
    expect(row!.liveEta).toMatchObject({ target: 'destination', from: 'pickup', missesWindow: false });
    expect(row!.liveEta!.stops.filter((s) => s.kind === 'rest')).toHaveLength(1);
    // The assistant answers with it.
    const asked = await as(client, 'POST', '/api/pathway/communicate/voice-command', {
      command: 'when will my truck arrive?',
      callerType: 'client',
      timeZone: 'UTC',
    });
    expect(asked.json().response).toMatch(
      /Arrives \w{3} \w{3} \d{1,2}, about \d{1,2}:\d0 [AP]M E[SD]T at Detroit, after a 10-hour rest/,
    );

    // The client had promised delivery within 12 hours: the next position shows the miss.
    await ctx.database.db
      .update(recoveryRequests)
      .set({
        deliveryWindowStart: new Date(Date.now()),
        deliveryWindowEnd: new Date(Date.now() + 12 * 60 * MINUTE),
      })
      .where(eq(recoveryRequests.id, job.id));
    await report(driver, job.id, 32.0, -96.9);
    const seen = (await as(client, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(seen.liveEta).toMatchObject({ target: 'destination', from: 'position', missesWindow: true });
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, client.id));
    const late = told.filter((n) => n.kind === 'job_late');
    expect(late).toHaveLength(1);
    expect(late[0]!.body).toMatch(/after a 10-hour rest/);
    // Told once, however many positions follow.
    await report(driver, job.id, 32.1, -96.85);
    expect(
      (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, client.id))).filter(
        (n) => n.kind === 'job_late',
      ),
    ).toHaveLength(1);

    await ctx.app.services.notices.monitorJobs();
    const flags = (await ctx.app.services.notices.flagsFor([job.id])).get(job.id) ?? [];
    expect(flags.map((f) => f.kind)).toContain('hours_breach');
  });
});

describe("the receiver's messages", () => {
  it('go out in order (assigned, picked up, an hour away, delivered) and stop when asked', async () => {
    const email = `yard-${Date.now()}@example.com`;
    const receiver = { name: 'Rita Receiver', phone: '+1 555 010 4242', email };
    const client = await signUp(ctx.app, { name: 'Carl Client' });
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client, { receiver });
    const shown = (await as(client, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(shown.receiver).toEqual({ ...receiver, exactNearDelivery: false, locale: 'en' });

    await acceptJob(ctx, driver, job.id);
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    // Ann Arbor: about 40 minutes from the Detroit yard.
    await report(driver, job.id, 42.2808, -83.743);
    await completeConditionReport(ctx.app, driver, job.id, 'delivery');

    const sent = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, email))
      .orderBy(asc(mailMessages.createdAt));
    expect(sent.map((m) => m.kind)).toEqual([
      'receiver_assigned',
      'receiver_picked_up',
      'receiver_hour_away',
      'receiver_delivered',
    ]);
    const texts = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, receiver.phone))
      .orderBy(asc(mailMessages.createdAt));
    expect(texts.map((m) => m.kind)).toHaveLength(4);
    expect(texts.every((m) => m.channel === 'sms' && m.body.endsWith('Reply STOP to stop.'))).toBe(true);
    // No price and no client in what the receiver is sent.
    for (const m of [...sent, ...texts]) expect(m.body).not.toMatch(/\$|Carl Client/);

    // The link in the messages shows the delivery report.
    const token = /\/t\/([A-Za-z0-9_-]+)/.exec(sent[0]!.body)![1]!;
    const view = (await as(null, 'GET', `/api/tracking/${token}`)).json();
    expect(view).toMatchObject({ status: 'delivered', forReceiver: true, messagesStopped: false });
    expect(view.delivery).toMatchObject({ receivedBy: 'Rita Receiver', marks: expect.any(Number) });
    const photo = await as(null, 'GET', view.delivery.photos[0].url);
    expect(photo.statusCode).toBe(200);

    // The e-mail's stop link: no more e-mail to this address, for any move (texts stop by STOP).
    expect(sent[0]!.body).toContain(`/t/${token}?stop=1`);
    expect((await as(null, 'POST', `/api/tracking/${token}/stop`)).json()).toEqual({ stopped: true });
    const next = await paidJob(ctx, client, { receiver });
    await acceptJob(ctx, await verifiedDriver(ctx), next.id);
    const after = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(after).toHaveLength(4);
    expect((await as(null, 'GET', `/api/tracking/${token}`)).json().messagesStopped).toBe(true);
  });

  it('are written in the language the client chose for the receiver', async () => {
    const email = `patio-${Date.now()}@example.com`;
    const receiver = { name: 'Rosa Recibe', phone: '+1 555 010 4343', email, locale: 'es' };
    const client = await signUp(ctx.app, { name: 'Carl Client' });
    const job = await paidJob(ctx, client, { receiver });
    const shown = (await as(client, 'GET', `/api/recovery-requests/${job.id}`)).json();
    expect(shown.receiver).toEqual({ ...receiver, exactNearDelivery: false });
    await acceptJob(ctx, await verifiedDriver(ctx), job.id);

    const [mail] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(mail).toMatchObject({ kind: 'receiver_assigned' });
    expect(mail!.subject).toMatch(/^Un camión va en camino hacia usted: PW-\d+$/);
    expect(mail!.body).toMatch(
      /^Hola, Rosa Recibe:\n\nPathway le está llevando un camión \(PW-\d+, a .+\)\. /,
    );
    expect(mail!.body).toContain('Sígalo en vivo:');
    expect(mail!.body).toMatch(
      /\/t\/[A-Za-z0-9_-]+\n\nPara dejar de recibir estos correos: .+\?stop=1\n\n— Pathway$/,
    );
    const [text] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, receiver.phone));
    expect(text).toMatchObject({ channel: 'sms', kind: 'receiver_assigned' });
    expect(text!.body).toMatch(
      /^Pathway: Pathway le está llevando un camión .*\/t\/[A-Za-z0-9_-]+ Responda STOP para no recibir más\.$/,
    );
    // Without a choice the receiver is written to in English, as before.
    const other = await paidJob(ctx, client, {
      receiver: { ...receiver, email: `en-${email}`, locale: undefined },
    });
    await acceptJob(ctx, await verifiedDriver(ctx), other.id);
    const [english] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, `en-${email}`));
    expect(english!.subject).toMatch(/^A truck is coming to you: PW-\d+$/);
  });

  it('needs a phone or an e-mail for the receiver', async () => {
    const client = await signUp(ctx.app, { name: 'Nadia Noreceiver' });
    const res = await as(client, 'POST', '/api/recovery-requests', {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Houston, TX 77002',
      isWorking: true,
      receiver: { name: 'Yard' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('mobile number or e-mail');
  });
});

describe('STOP by SMS', () => {
  it("stops every text to the sender's number, and START turns them back on", async () => {
    const twilio = await createTestApp({
      TWILIO_ACCOUNT_SID: 'AC_test',
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM_NUMBER: '+15550100000',
      PUBLIC_URL: 'https://pathway.example',
    });
    const url = '/api/pathway/communicate/receive-sms';
    const send = (params: Record<string, string>, token = 'twilio-token') => {
      const data = `https://pathway.example${url}${Object.keys(params)
        .sort()
        .map((k) => `${k}${params[k]}`)
        .join('')}`;
      return twilio.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': createHmac('sha1', token).update(data).digest('base64'),
        },
        payload: new URLSearchParams(params).toString(),
      });
    };
    expect((await send({ From: '+15550104242', Body: 'STOP' }, 'wrong')).statusCode).toBe(403);
    const stopped = await send({ From: '+15550104242', Body: ' stop ' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('no more texts');
    expect(await twilio.app.services.notifications.optedOut('sms', '(555) 010-4242')).toBe(true);
    await send({ From: '+15550104242', Body: 'START' });
    expect(
      await twilio.database.db
        .select()
        .from(contactOptOuts)
        .where(eq(contactOptOuts.address, '+15550104242')),
    ).toEqual([]);
  });
});
