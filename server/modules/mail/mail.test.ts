import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxTransport, createSmtpTransport } from '../../adapters/mail';
import { mailMessages } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createMailService, MAX_MAIL_ATTEMPTS } from './service';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a local port that keeps what it receives. */
async function localSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof localSmtp>>;
beforeAll(async () => {
  smtp = await localSmtp();
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(() => smtp.close());

describe('mail port', () => {
  it('SMTP_URL set: the app delivers through SMTP and the outbox shows the message as sent', async () => {
    const { mail } = ctx.app.services;
    expect(mail.transportKind).toBe('smtp');
    const row = await mail.queue({
      to: 'gate@example.com',
      subject: 'A document for you',
      body: 'View it here: https://pathway.test/shared-documents/abc',
      kind: 'document_share',
    });
    expect(row.status).toBe('queued');
    expect(await mail.deliver(row.id)).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['gate@example.com']);
    expect(smtp.received[0]!.from).toBe('support@pathway.example');
    expect(smtp.received[0]!.raw).toContain('Subject: A document for you');
    expect(smtp.received[0]!.raw).toContain('https://pathway.test/shared-documents/abc');
    // Delivering again (a retried job) sends nothing more.
    expect(await mail.deliver(row.id)).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    const [stored] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, row.id));
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stored!.sentAt).not.toBeNull();
  });

  it('a failing server: each attempt is counted and rethrown for the queue to retry, the last marks it failed', async () => {
    const dead = createMailService(
      ctx.database.db,
      createSmtpTransport('smtp://127.0.0.1:1', 'x@example.com'),
    );
    const row = await dead.queue({ to: 'x@example.com', subject: 's', body: 'b', kind: 'test' });
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1)
      await expect(dead.deliver(row.id)).rejects.toThrow();
    expect(await dead.deliver(row.id)).toBe('failed');
    const [stored] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, row.id));
    expect(stored).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(stored!.lastError).toBeTruthy();
  });

  it('hands each message to the queue, and the sweep re-queues ones whose job was lost', async () => {
    const offline = createMailService(ctx.database.db, createOutboxTransport());
    const row = await offline.queue({ to: 'y@example.com', subject: 's', body: 'b', kind: 'test' });
    const handed: string[] = [];
    offline.attachQueue(async (id) => {
      handed.push(id);
    });
    await offline.queue({ to: 'z@example.com', subject: 's', body: 'b', kind: 'test' });
    expect(handed).toHaveLength(1);
    expect(await offline.sweep(new Date(Date.now() + 3 * 60_000))).toBeGreaterThanOrEqual(2);
    expect(handed).toContain(row.id);
    expect(await offline.deliver(row.id)).toBe('held');
  });
});
