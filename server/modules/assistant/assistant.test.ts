import { createHmac } from 'node:crypto';
import { COMMUNICATIONS_PER_HOUR, emergencyText, emergencyTexts } from '@core/assistant';
import { formatUsd } from '@core/money';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobFlags, mailMessages, notifications, recoveryRequests, users } from '../../db/schema';
import {
  acceptJob,
  createJob,
  createTestApp,
  paidJob,
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

const req = (who: SignedUpUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const ask = (who: SignedUpUser | null, command: string, extra: Record<string, unknown> = {}) =>
  req(who, 'POST', '/api/pathway/communicate/voice-command', { command, callerType: 'client', ...extra });

async function operator() {
  const admin = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, admin);
  return admin;
}

describe('the assistant (POST /api/pathway/communicate/voice-command)', () => {
  it('prices a bobtail by the miles for anyone, and keeps a signed-in conversation', async () => {
    const visitor = await ask(null, 'how much to move a bobtail 1190 miles');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ action: 'quote_provided' });
    expect(visitor.json().response).toContain(
      "1,190 miles for a bobtail is $2,319.53. That is $1,290.00 for the move, $326.60 for the driver's return and $702.93 of fuel, both billed at cost.",
    );

    const client = await signUp(ctx.app);
    await ask(client, 'how much to move a bobtail 1190 miles');
    const convo = (await req(client, 'GET', '/api/pathway/conversation')).json();
    expect(convo.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'ai']);
    expect(convo.messages[1].content).toContain('$2,319.53');
    expect(convo.messages[1].link.href).toBe('/request?vehicleType=bobtail&distance=1190');
  });

  it("answers a driver from the driver's side: what a job pays them at their own commission", async () => {
    const driver = await verifiedDriver(ctx);
    const res = await ask(driver, 'how much will I earn on a 500 mile job');
    expect(res.statusCode).toBe(200);
    // 500 miles: $600.00; 15% commission (no paid subscription) leaves $510.00, in two halves.
    expect(res.json()).toMatchObject({ action: 'quote_provided' });
    expect(res.json().response).toBe(
      'A 500-mile bobtail move pays $600.00. At your 15% commission you keep $510.00: $255.00 after the pre-trip inspection and $255.00 after the client confirms delivery.',
    );
    // A client asking the same hears the price.
    const client = await signUp(ctx.app);
    expect((await ask(client, 'how much for a 500 mile bobtail')).json().response).toContain(
      '500 miles for a bobtail is $1,000.35',
    );
  });

  it('says working trucks only to a towing question, and how long a long trip takes with the rests', async () => {
    expect((await ask(null, 'can you tow my broken down truck')).json().response).toContain(
      'Pathway moves working trucks only',
    );
    const trip = (await ask(null, 'how long does a 1200 mile move take')).json();
    expect(trip.action).toBe('trip_time');
    expect(trip.response).toContain('1,200 miles is about 24h 0m of driving at 50 mph');
    expect(trip.response).toContain('rest');
  });

  it('starts a request with every field it understood, a named date making it scheduled', async () => {
    const res = (await ask(null, 'book a bobtail from Dallas, TX to Houston, TX on 2030-06-03')).json();
    expect(res.action).toBe('start_request');
    expect(res.response).toContain(
      'The request form has the bobtail, pickup in Dallas, TX, delivery to Houston, TX, a pickup on Mon, Jun 3.',
    );
    const href = new URL(res.link.href, 'http://x');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      vehicleType: 'bobtail',
      pickup: 'Dallas, TX',
      destination: 'Houston, TX',
      date: '2030-06-03',
      serviceTime: 'scheduled',
    });
  });

  it('prices a trip between two places with the server distance', async () => {
    const res = (await ask(null, 'how much to move a box truck from Dallas, TX to Houston, TX')).json();
    const quote = (
      await req(
        null,
        'GET',
        '/api/quote?pickup=Dallas%2C%20TX&destination=Houston%2C%20TX&vehicleType=box-truck',
      )
    ).json();
    expect(res.action).toBe('quote_provided');
    expect(res.response).toContain(`${quote.miles.toLocaleString('en-US')} miles`);
    expect(res.response).toContain(formatUsd(quote.totalCents));
  });

  it("tells a client where their truck is, with the ETA and a Track link; another's job number gets the unknown answer", async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const res = (await ask(client, 'where is my truck')).json();
    expect(res.action).toBe('job_status');
    expect(res.response).toContain(job.jobNumber);
    // The move's one arrival, rests counted, on the destination's clock with its zone named.
    expect(res.response).toMatch(
      /Arrives \w{3} \w{3} \d{1,2}, about \d{1,2}:\d0 [AP]M E[SD]T at Detroit, after a 10-hour rest\./,
    );
    expect(res.link).toEqual({ href: `/tracking?id=${job.id}`, label: 'Track' });
    // Whatever zone the asker's browser names, the arrival reads on Detroit's clock; a made-up zone is refused.
    const pacific = (await ask(client, 'where is my truck', { timeZone: 'America/Los_Angeles' })).json();
    expect(pacific.response).toMatch(/ E[SD]T at Detroit, /);
    expect(pacific.response).not.toMatch(/P[SD]T|UTC/);
    expect((await ask(client, 'where is my truck', { timeZone: 'Mars/Olympus' })).statusCode).toBe(400);

    const stranger = await signUp(ctx.app);
    const theirs = (await ask(stranger, `what is the status of ${job.jobNumber}`)).json();
    const missing = (await ask(stranger, 'what is the status of PW-999999')).json();
    expect(theirs.response).not.toContain(job.id);
    expect(theirs.response.replace(job.jobNumber, 'X')).toBe(missing.response.replace('PW-999999', 'X'));
  });

  it('answers emergencies with the administrator text, and unknown questions honestly', async () => {
    const sos = (await ask(null, 'emergency, the truck crashed')).json();
    expect(sos).toEqual({
      action: 'emergency_protocol_activated',
      response: emergencyText('(555) 010-0100'),
      link: null,
      locale: 'en',
    });
    const odd = (await ask(null, 'tell me a joke about penguins')).json();
    expect(odd.action).toBe('unknown');
    expect(odd.response).toContain("I can't help with that yet");
    expect(odd.response).toContain('(555) 010-0100');
  });

  it('refuses empty, blank and over-long commands with 400', async () => {
    for (const command of ['', '   ', 'x'.repeat(1001)]) {
      const res = await ask(null, command);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/question/i);
    }
  });
});

describe('AI jobs (/api/pathway/jobs)', () => {
  it('lists only the caller’s jobs in the AI vocabulary, ignoring clientId for non-operators', async () => {
    const client = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const mine = await paidJob(ctx, client);
    await createJob(ctx.app, other.cookie);
    const list = (await req(client, 'GET', `/api/pathway/jobs?clientId=${other.id}`)).json();
    expect(list.map((j: { id: string }) => j.id)).toEqual([mine.jobNumber]);
    expect(list[0]).toMatchObject({ status: 'awaiting_driver', requestId: mine.id, flags: [] });

    const admin = await operator();
    const forOther = (await req(admin, 'GET', `/api/pathway/jobs?clientId=${other.id}`)).json();
    expect(forOther).toHaveLength(1);
    expect(forOther[0].status).toBe('created');
  });

  it('creates a job priced by the server and cancels it through the status call', async () => {
    const client = await signUp(ctx.app);
    const body = {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      deliveryLocation: 'Detroit, MI 48217',
      isWorking: true,
      price: 1,
    };
    const created = await req(client, 'POST', '/api/pathway/jobs', body);
    expect(created.statusCode).toBe(201);
    const job = created.json();
    expect(job.price).toBeGreaterThan(300);
    const cancelled = await req(client, 'PUT', `/api/pathway/jobs/${job.id}/status`, { status: 'cancelled' });
    expect(cancelled.json().status).toBe('cancelled');
    const refused = await req(client, 'PUT', `/api/pathway/jobs/${job.id}/status`, {
      status: 'payment_confirmed',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('recommends from real data: fitting drivers, the price check and the ETA', async () => {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    const res = (await req(client, 'GET', `/api/pathway/jobs/${job.id}/recommendations`)).json() as string[];
    expect(res.some((r) => r.startsWith('Waiting for a driver'))).toBe(true);
    expect(res.some((r) => /verified drivers? with a fitting licence|No verified driver/.test(r))).toBe(true);
    expect(res.some((r) => r.includes('matches the quote'))).toBe(true);
    expect(res.some((r) => r.includes('no allowance for weather'))).toBe(true);
  });
});

describe('communication (/api/pathway/communicate/*)', () => {
  it('texts the other party of the job through the outbox and refuses anyone outside it', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    // A confirmed number (the code itself is tested in accounts/phone-verification.test.ts).
    await ctx.database.db
      .update(users)
      .set({ phone: '+15550100199', phoneVerifiedAt: new Date() })
      .where(eq(users.id, driver.id));

    const sent = await req(client, 'POST', '/api/pathway/communicate/sms', {
      recipient: 'driver',
      jobId: job.id,
      message: 'Gate code is 4411',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ channel: 'sms', to: 'Driver A' });
    const [sms] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, client.id), eq(mailMessages.kind, 'job_sms')));
    expect(sms).toMatchObject({ channel: 'sms', toAddress: '+15550100199' });

    // A stranger naming the job, and a party naming someone else, are both refused without a trace.
    const stranger = await signUp(ctx.app);
    const outsider = await req(stranger, 'POST', '/api/pathway/communicate/sms', {
      recipient: 'driver',
      jobId: job.id,
      message: 'hi',
    });
    expect(outsider.statusCode).toBe(404);
    const forged = await req(client, 'POST', '/api/pathway/communicate/sms', {
      recipient: 'driver',
      recipientId: stranger.id,
      jobId: job.id,
      message: 'hi',
    });
    expect(forged.statusCode).toBe(404);
    const count = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(eq(mailMessages.kind, 'job_sms'));
    expect(count[0]!.n).toBe(1);
  });

  it('rings the recipient’s widget when a party calls', async () => {
    const client = await signUp(ctx.app);
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    // A confirmed number (the code itself is tested in accounts/phone-verification.test.ts).
    await ctx.database.db
      .update(users)
      .set({ phone: '+15550100111', phoneVerifiedAt: new Date() })
      .where(eq(users.id, client.id));
    const before = (await req(client, 'GET', '/api/pathway/calls/incoming')).json();
    expect(before.hasIncomingCall).toBe(false);
    const call = await req(driver, 'POST', '/api/pathway/communicate/call', {
      recipient: 'client',
      jobId: job.id,
      message: 'I am at the gate',
    });
    expect(call.statusCode).toBe(200);
    const ringing = (await req(client, 'GET', '/api/pathway/calls/incoming')).json();
    expect(ringing).toEqual({ hasIncomingCall: true, callerName: 'Driver A', callerType: 'driver' });
  });
});

describe('communication limits', () => {
  it('answers 429 with the retry time past 20 messages an hour', async () => {
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    const send = () =>
      req(client, 'POST', '/api/pathway/communicate/notification', {
        recipient: 'dispatch',
        jobId: job.id,
        title: 'Gate',
        message: 'Code 4411',
      });
    for (let i = 0; i < COMMUNICATIONS_PER_HOUR; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/try again in/i);
  });
});

describe('incoming calls (Twilio voice webhook)', () => {
  it('refuses a bad signature and records a correctly signed call for dispatch', async () => {
    const twilio = await createTestApp({
      TWILIO_ACCOUNT_SID: 'AC_test',
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM_NUMBER: '+15550100000',
      PUBLIC_URL: 'https://pathway.example',
    });
    const url = '/api/pathway/communicate/receive-call';
    const params = { CallSid: 'CA123', From: '+15550109999', To: '+15550100000' };
    const form = new URLSearchParams(params).toString();
    const sign = (token: string) =>
      createHmac('sha1', token)
        .update(
          `https://pathway.example${url}${Object.keys(params)
            .sort()
            .map((k) => k + params[k as keyof typeof params])
            .join('')}`,
        )
        .digest('base64');
    const post = (signature: string) =>
      twilio.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: form,
      });
    expect((await post(sign('wrong-token'))).statusCode).toBe(403);
    const ok = await post(sign('twilio-token'));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/xml');
    expect(ok.body).toContain('<Say>');

    const admin = await signUp(twilio.app, { name: 'Dee Dispatch' });
    await makeOperator(twilio, admin);
    const incoming = await twilio.app.inject({
      method: 'GET',
      url: '/api/pathway/calls/incoming',
      headers: { cookie: admin.cookie },
    });
    expect(incoming.json()).toMatchObject({ hasIncomingCall: true, callerName: '+15550109999' });
  });

  it('lets only operators record a call without Twilio', async () => {
    const client = await signUp(ctx.app);
    const body = { callerType: 'driver', phoneNumber: '+15550107777' };
    expect((await req(client, 'POST', '/api/pathway/communicate/receive-call', body)).statusCode).toBe(403);
    const admin = await operator();
    const res = await req(admin, 'POST', '/api/pathway/communicate/receive-call', body);
    expect(res.json()).toEqual({ recorded: true, callerName: '+15550107777' });
  });
});

describe('the stuck-job monitor and the dashboard status', () => {
  it('flags a paid job without a driver for 30 minutes once, tells operators, and clears it when taken', async () => {
    const admin = await operator();
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client);
    await ctx.database.db
      .update(recoveryRequests)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(recoveryRequests.id, job.id));
    expect((await req(client, 'POST', '/api/pathway/monitor-jobs')).statusCode).toBe(403);
    const first = (await req(admin, 'POST', '/api/pathway/monitor-jobs')).json();
    expect(first.open).toContainEqual(
      expect.objectContaining({ jobNumber: job.jobNumber, kind: 'unassigned' }),
    );
    expect(first.flagged).toBeGreaterThanOrEqual(1);
    const again = (await req(admin, 'POST', '/api/pathway/monitor-jobs')).json();
    expect(again.open.map((o: { jobNumber: string }) => o.jobNumber)).toContain(job.jobNumber);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, 'job_stuck')));
    expect(told.filter((n) => n.title === `Paid, no driver: ${job.jobNumber}`)).toHaveLength(1);
    const view = (await req(admin, 'GET', `/api/pathway/jobs/${job.id}`)).json();
    expect(view.flags[0].reason).toMatch(/^paid and waiting for a driver since/);
    // The client does not see operators' flags.
    expect((await req(client, 'GET', `/api/pathway/jobs/${job.id}`)).json().flags).toEqual([]);

    await acceptJob(ctx, await verifiedDriver(ctx), job.id);
    await req(admin, 'POST', '/api/pathway/monitor-jobs');
    const open = await ctx.database.db
      .select()
      .from(jobFlags)
      .where(and(eq(jobFlags.jobId, job.id), sql`cleared_at is null`));
    expect(open).toHaveLength(0);
  });

  it('counts the drivers online as the console does', async () => {
    const driver = await verifiedDriver(ctx);
    const admin = await operator();
    const figures = async () =>
      (await req(admin, 'GET', '/api/admin/figures')).json() as Promise<{ driversOnline: number }>;
    await req(driver, 'PUT', '/api/driver/availability', { isAvailable: false });
    const before = (await req(null, 'GET', '/api/pathway/status')).json();
    expect(before.drivers.available).toBe((await figures()).driversOnline);
    // A verified driver taking work counts on the board and on the dashboard alike (core's one definition).
    await req(driver, 'PUT', '/api/driver/availability', { isAvailable: true });
    const status = (await req(null, 'GET', '/api/pathway/status')).json();
    expect(status.drivers.available).toBe(before.drivers.available + 1);
    expect(status.drivers.available).toBe((await figures()).driversOnline);
    expect(status.assistant).toEqual({ online: true, engine: 'offline' });
    // The test gateway answers from its tables.
    expect(status.payments).toEqual({ operational: true, gateway: 'test' });
  });
});

describe('the assistant in Spanish', () => {
  it('answers each message in its own language, in one conversation', async () => {
    const client = await signUp(ctx.app);
    const spanish = (await ask(client, '¿cuánto cuesta mover un bobtail 1190 millas?')).json();
    expect(spanish).toMatchObject({ action: 'quote_provided', locale: 'es' });
    expect(spanish.response).toContain(
      '1,190 millas para un bobtail cuestan $2,319.53. Son $1,290.00 por el traslado, $326.60 por el regreso del conductor y $702.93 de combustible',
    );
    expect(spanish.link).toEqual({
      href: '/request?vehicleType=bobtail&distance=1190',
      label: 'Solicitar este traslado',
    });
    const english = (await ask(client, 'how much to move a bobtail 1190 miles')).json();
    expect(english).toMatchObject({ action: 'quote_provided', locale: 'en' });
    expect(english.response).toContain('1,190 miles for a bobtail is $2,319.53.');
    expect((await ask(client, 'gracias')).json()).toMatchObject({
      action: 'acknowledged',
      response: 'Con gusto. ¿Hay algo más en que pueda ayudarle?',
    });

    const convo = (await req(client, 'GET', '/api/pathway/conversation')).json();
    expect(convo.messages.map((m: { content: string }) => m.content.slice(0, 24))).toEqual([
      '¿cuánto cuesta mover un ',
      '1,190 millas para un bob',
      'how much to move a bobta',
      '1,190 miles for a bobtai',
      'gracias',
      'Con gusto. ¿Hay algo más',
    ]);
  });

  it('gives the emergency text in Spanish, and a visitor the sign-in in Spanish', async () => {
    expect((await ask(null, 'hubo un choque en la carretera')).json()).toMatchObject({
      action: 'emergency_protocol_activated',
      response: emergencyTexts.es('(555) 010-0100'),
      locale: 'es',
    });
    expect((await ask(null, 'dónde está mi camión')).json()).toMatchObject({
      action: 'job_status',
      response: 'Inicie sesión y le digo dónde está su camión y cuándo llega.',
      link: { href: '/login', label: 'Iniciar sesión' },
    });
  });

  it("answers a message that does not tell its language in the page's, else the account's", async () => {
    const client = await signUp(ctx.app);
    const notFound = 'No encontré ese trabajo entre sus trabajos.';
    // The page is in Spanish: Spanish, whatever the account says.
    expect((await ask(client, 'PW-999999', { locale: 'es' })).json().response).toContain(notFound);
    // No page language: the account's (English, then Spanish once chosen).
    expect((await ask(client, 'PW-999999')).json().response).toContain("I couldn't find that job");
    expect((await req(client, 'PUT', '/api/me/locale', { locale: 'es' })).statusCode).toBe(200);
    expect((await ask(client, 'PW-999999')).json()).toMatchObject({ locale: 'es' });
    // A sentence that shows its language is answered in it, whatever the page or account.
    expect((await ask(client, 'where is PW-999999', { locale: 'es' })).json().locale).toBe('en');
  });
});
