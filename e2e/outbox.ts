/**
 * The offline outbox (`/admin/outbox`), read as an operator through the API: what a person would find in
 * their inbox. New accounts confirm their e-mail from it, as a person opens the link in the e-mail.
 */
import { type APIRequestContext, expect, request } from '@playwright/test';
import { operatorSessionCookie } from './operator';

export interface OutboxMessage {
  channel: 'email' | 'sms' | 'voice' | 'push';
  to: string;
  kind: string;
  subject: string;
  body: string;
}

// One operator context per worker and server, on the worker's operator session (e2e/operator.ts).
const operators = new Map<string, Promise<APIRequestContext>>();

export function operatorRequest(baseURL: string): Promise<APIRequestContext> {
  let made = operators.get(baseURL);
  if (!made) {
    made = operatorSessionCookie().then((cookie) =>
      request.newContext({ baseURL, storageState: { cookies: [cookie], origins: [] } }),
    );
    operators.set(baseURL, made);
  }
  return made;
}

/** The newest e-mail of a kind to an address, waiting for it to be queued. */
export async function latestMail(baseURL: string, to: string, kind: string): Promise<OutboxMessage> {
  const operator = await operatorRequest(baseURL);
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await operator.get('/api/admin/outbox?limit=100');
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      // An e-mail: an offer's held push names the same address.
      found = messages.find((m) => m.channel === 'email' && m.to === to.toLowerCase() && m.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The confirmation link e-mailed to `email` (its path and query, to open in a page). */
export async function emailConfirmationLink(baseURL: string, email: string): Promise<string> {
  const mail = await latestMail(baseURL, email, 'email_verification');
  const link = new URL(mail.body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0]);
  return `${link.pathname}${link.search}`;
}

/** Opens the e-mailed link through the API (the page stays where sign-up took it). */
export async function confirmEmailFromOutbox(baseURL: string, email: string): Promise<void> {
  const link = await emailConfirmationLink(baseURL, email);
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const operator = await operatorRequest(baseURL);
  const res = await operator.post('/api/auth/verify-email/confirm', { data: { token } });
  expect(res.ok(), await res.text()).toBeTruthy();
}
