import { contactList, messageList, messageView } from '@core/contracts/messaging';
import { notificationsResponse } from '@core/contracts/notifications';
import { MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE } from '@core/messaging';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, messages } from '../../db/schema';
import {
  acceptJob,
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

const req = (
  who: SignedUpUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const send = (from: SignedUpUser, to: SignedUpUser, content = 'Hello', priority = 'normal') =>
  req(from, 'POST', '/api/driver-messaging', {
    senderId: from.id,
    recipientId: to.id,
    content,
    messageType: 'text',
    priority,
  });

const mailTo = async (userId: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)));

/** A client, a driver who accepted the client's paid job, and the job. */
async function pairOnAJob() {
  const client = await signUp(ctx.app, { name: 'Carla Client' });
  const driver = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  return { client, driver, job };
}

describe('driver messaging', () => {
  it('stores a message the phone queued offline once, however often it is sent again', async () => {
    const { client, driver } = await pairOnAJob();
    const clientKey = 'b1e0c7a2-5d0e-4a51-9c2b-3f7f1d2e8a10';
    const body = { recipientId: client.id, content: 'At the gate, no signal here', clientKey };
    const first = await req(driver, 'POST', '/api/driver-messaging', body);
    expect(first.statusCode).toBe(201);
    const again = await req(driver, 'POST', '/api/driver-messaging', body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.senderId, driver.id));
    expect(stored.map((m) => m.content)).toEqual(['At the gate, no signal here']);
    // The client is told once.
    expect(await mailTo(client.id, 'message')).toHaveLength(1);

    // Another person's key is theirs: the same key from the client is a message of its own.
    const reply = await req(client, 'POST', '/api/driver-messaging', { ...body, recipientId: driver.id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().id).not.toBe(first.json().id);
    // A key is one message: what was stored under it stands.
    const edited = await req(driver, 'POST', '/api/driver-messaging', { ...body, content: 'Changed' });
    expect(edited.json()).toMatchObject({ id: first.json().id, content: 'At the gate, no signal here' });
    const bad = await req(driver, 'POST', '/api/driver-messaging', { ...body, clientKey: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets a client and the driver of their job talk, with unread counts and read state', async () => {
    const { client, driver } = await pairOnAJob();
    const sent = await send(client, driver, '  Gate code is 4411  ');
    expect(sent.statusCode).toBe(201);
    const message = messageView.parse(sent.json());
    expect(message).toMatchObject({
      senderId: client.id,
      recipientId: driver.id,
      content: 'Gate code is 4411',
      isRead: false,
    });

    const contacts = contactList.parse(
      (await req(driver, 'GET', `/api/driver-messaging/user/${driver.id}/contacts`)).json(),
    );
    expect(contacts.find((c) => c.userId === client.id)).toMatchObject({
      name: 'Carla Client',
      relation: 'client',
      unreadCount: 1,
      canWrite: true,
    });
    expect((await req(driver, 'GET', `/api/driver-messaging/user/${driver.id}/unread-count`)).json()).toEqual(
      { count: 1 },
    );

    const conversation = messageList.parse(
      (await req(driver, 'GET', `/api/driver-messaging/conversation/${driver.id}/${client.id}`)).json(),
    );
    expect(conversation.map((m) => m.content)).toEqual(['Gate code is 4411']);

    const read = await req(driver, 'PATCH', `/api/driver-messaging/${message.id}/read`);
    expect(read.json()).toMatchObject({ id: message.id, isRead: true });
    const seen = messageList.parse(
      (await req(client, 'GET', `/api/driver-messaging/conversation/${client.id}/${driver.id}`)).json(),
    );
    expect(seen[0]!.isRead).toBe(true);

    // A high-priority answer is listed for the client until read; opening the conversation reads it.
    expect((await send(driver, client, 'Running 20 min late', 'high')).statusCode).toBe(201);
    const urgent = messageList.parse(
      (await req(client, 'GET', `/api/driver-messaging/user/${client.id}/high-priority`)).json(),
    );
    expect(urgent.map((m) => m.content)).toEqual(['Running 20 min late']);
    expect(
      (await req(client, 'POST', `/api/driver-messaging/conversation/${driver.id}/read`)).json(),
    ).toEqual({ marked: 1 });
    expect(
      (await req(client, 'GET', `/api/driver-messaging/user/${client.id}/high-priority`)).json(),
    ).toEqual([]);
  });

  it('refuses strangers: no writing, no reading, no marking read, whatever ids they name', async () => {
    const { client, driver } = await pairOnAJob();
    const stranger = await signUp(ctx.app, { name: 'Sam Stranger' });
    const before = (await ctx.database.db.select().from(messages)).length;

    const refused = await send(stranger, driver, 'Hi');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/client or driver of your own jobs, and dispatch/);
    // Naming someone else as the sender changes nothing: the session is the sender.
    const forged = await req(stranger, 'POST', '/api/driver-messaging', {
      senderId: client.id,
      recipientId: driver.id,
      content: 'x',
    });
    expect(forged.statusCode).toBe(404);

    expect(
      (await req(stranger, 'GET', `/api/driver-messaging/conversation/${client.id}/${driver.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await req(stranger, 'GET', `/api/driver-messaging/conversation/${stranger.id}/${driver.id}`))
        .statusCode,
    ).toBe(404);
    expect((await req(stranger, 'GET', `/api/driver-messaging/user/${driver.id}/contacts`)).statusCode).toBe(
      404,
    );
    expect(
      (await req(stranger, 'GET', `/api/driver-messaging/user/${driver.id}/unread-count`)).statusCode,
    ).toBe(404);

    const message = messageView.parse((await send(client, driver, 'Private')).json());
    expect((await req(stranger, 'PATCH', `/api/driver-messaging/${message.id}/read`)).statusCode).toBe(404);
    // The sender cannot mark their own message read for the recipient either.
    expect((await req(client, 'PATCH', `/api/driver-messaging/${message.id}/read`)).statusCode).toBe(404);
    expect((await ctx.database.db.select().from(messages)).length).toBe(before + 1);
    expect((await req(null, 'GET', `/api/driver-messaging/user/${driver.id}/contacts`)).statusCode).toBe(401);
  });

  it('refuses blank and over-long messages and stores nothing', async () => {
    const { client, driver } = await pairOnAJob();
    const before = (await ctx.database.db.select().from(messages)).length;
    const blank = await send(client, driver, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please write a message.');
    const long = await send(client, driver, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 4,000 characters/);
    expect((await send(client, driver, 'x'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
    expect((await ctx.database.db.select().from(messages)).length).toBe(before + 1);
  });

  it('lets drivers write to dispatch, and a blocked contact can no longer write', async () => {
    const { client, driver } = await pairOnAJob();
    const operator = await signUp(ctx.app, { name: 'Olga Dispatch' });
    await makeOperator(ctx, operator);
    const contacts = contactList.parse(
      (await req(driver, 'GET', `/api/driver-messaging/user/${driver.id}/contacts`)).json(),
    );
    expect(contacts.find((c) => c.userId === operator.id)?.relation).toBe('dispatch');
    expect((await send(driver, operator, 'Need a hand at the gate')).statusCode).toBe(201);

    expect(
      (
        await req(driver, 'PUT', `/api/driver-messaging/contacts/${client.id}/block`, { blocked: true })
      ).json(),
    ).toEqual({
      contactId: client.id,
      blocked: true,
    });
    const blocked = await send(client, driver, 'Are you there?');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('This person is not accepting messages from you.');
    await req(driver, 'PUT', `/api/driver-messaging/contacts/${client.id}/block`, { blocked: false });
    expect((await send(client, driver, 'Are you there?')).statusCode).toBe(201);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute per sender, then 429`, async () => {
    const { client, driver } = await pairOnAJob();
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1)
      expect((await send(client, driver, `m${i}`)).statusCode).toBe(201);
    const over = await send(client, driver, 'one too many');
    expect(over.statusCode).toBe(429);
  });
});

describe('notifications', () => {
  it('tells the client "Driver accepted" in the bell, and mails an away person unless they opted out', async () => {
    const { client, driver, job } = await pairOnAJob();
    const bell = notificationsResponse.parse((await req(client, 'GET', '/api/notifications')).json());
    const accepted = bell.notifications.find((n) => n.kind === 'job_accepted');
    expect(accepted).toMatchObject({
      title: 'Driver accepted',
      link: `/tracking?id=${job.id}`,
      isRead: false,
    });
    expect(bell.unreadCount).toBeGreaterThanOrEqual(2); // paid, accepted
    // Nobody was connected: the client also got both by e-mail.
    expect(await mailTo(client.id, 'job_accepted')).toHaveLength(1);

    expect((await req(client, 'PATCH', `/api/notifications/${accepted!.id}/read`)).json()).toMatchObject({
      isRead: true,
    });
    expect((await req(driver, 'PATCH', `/api/notifications/${accepted!.id}/read`)).statusCode).toBe(404);
    await req(client, 'POST', '/api/notifications/read-all');
    expect((await req(client, 'GET', '/api/notifications')).json().unreadCount).toBe(0);
  });

  it('mails receipts and subscription notices to a person who is connected too; chatty kinds wait for absence', async () => {
    const { client } = await pairOnAJob();
    await ctx.app.services.notifications.touchPresence([client.id]);
    const notify = ctx.app.services.notifications.notify;
    const receiptsBefore = (await mailTo(client.id, 'job_paid')).length;
    await notify(client.id, 'subscription_started', { title: 'Welcome to Client Monthly', body: 'Active.' });
    await notify(client.id, 'job_paid', { title: 'Payment received', body: 'PW-1 is paid.' });
    await notify(client.id, 'pretrip_done', { title: 'Pre-trip done', body: 'On the way.' });
    expect(await mailTo(client.id, 'subscription_started')).toHaveLength(1);
    expect(await mailTo(client.id, 'job_paid')).toHaveLength(receiptsBefore + 1);
    expect(await mailTo(client.id, 'pretrip_done')).toHaveLength(0);
  });

  it('mails a message to a driver offline for 5 minutes, not to one connected, and not when opted out', async () => {
    const { client, driver } = await pairOnAJob();
    await send(client, driver, 'Offline?');
    const [mail] = await mailTo(driver.id, 'message');
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'New message from Carla Client',
      status: expect.any(String),
    });
    expect(mail!.body).toContain('Carla Client sent you a message.');
    expect(mail!.body).not.toContain('Offline?');

    // Connected a minute ago: the live event is enough.
    await ctx.app.services.notifications.touchPresence([driver.id]);
    await send(client, driver, 'Online now');
    expect(await mailTo(driver.id, 'message')).toHaveLength(1);

    // Away again (presence 6 minutes old) but e-mail for messages turned off.
    const { livePresence } = await import('../../db/schema');
    await ctx.database.db
      .update(livePresence)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(livePresence.userId, driver.id));
    const prefs = await req(driver, 'PUT', '/api/notifications/preferences', {
      kinds: { message: { email: false, sms: true } },
    });
    expect(prefs.json().kinds.message).toEqual({ email: false, sms: true, push: true });
    await send(client, driver, 'Opted out');
    expect(await mailTo(driver.id, 'message')).toHaveLength(1);
    await send(client, driver, 'Urgent', 'high');
    expect(await mailTo(driver.id, 'message_high_priority')).toHaveLength(1);
  });

  it('texts job-critical notices to an away person with a phone on file', async () => {
    const client = await signUp(ctx.app, { name: 'Pat Phone' });
    const bad = await req(client, 'PUT', '/api/notifications/preferences', { phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await req(client, 'PUT', '/api/notifications/preferences', { phone: '+1 555 010 0199' })).json().phone,
    ).toBe('+1 555 010 0199');
    // Texts go only to a confirmed number: the code texted to it, typed back as the person would.
    const [codeText] = await mailTo(client.id, 'phone_verification');
    const code = codeText!.body.match(/your code is (\d{6})/)![1];
    expect((await req(client, 'POST', '/api/me/phone-verification/confirm', { code })).statusCode).toBe(200);
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const sms = (await mailTo(client.id, 'job_accepted')).filter((m) => m.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ toAddress: '+1 555 010 0199', status: expect.any(String) });
    expect(sms[0]!.body).toMatch(/^Pathway: Driver accepted\./);
    // Payment received is not job-critical: e-mail only.
    expect((await mailTo(client.id, 'job_paid')).map((m) => m.channel)).toEqual(['email']);
  });
});
