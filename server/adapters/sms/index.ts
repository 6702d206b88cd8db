import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryResult } from '../mail';

export interface OutgoingSms {
  to: string;
  text: string;
}

/**
 * The phone port (SMS and voice): Twilio when configured, otherwise the persisted outbox (nothing leaves
 * the app). A call speaks `text` to whoever answers.
 */
export interface SmsTransport {
  readonly kind: 'twilio' | 'outbox';
  deliver(sms: OutgoingSms): Promise<DeliveryResult>;
  call(call: OutgoingSms): Promise<DeliveryResult>;
}

export const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** TwiML that reads a message aloud. */
export const sayTwiml = (text: string) => `<Response><Say>${xmlEscape(text)}</Say></Response>`;

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Tests point this at a local stand-in. */
  apiBase?: string;
}

/** Twilio's Messages API (form-encoded POST with basic auth); a non-2xx answer is an error to retry. */
export function createTwilioSmsTransport(
  config: TwilioConfig,
  fetchImpl: typeof fetch = fetch,
): SmsTransport {
  const base = config.apiBase ?? 'https://api.twilio.com';
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  const post = async (resource: 'Messages' | 'Calls', form: Record<string, string>) => {
    const res = await fetchImpl(
      `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/${resource}.json`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: form.To!, From: config.from, ...form }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    const body = (await res.json().catch(() => ({}))) as { sid?: string; message?: string };
    if (!res.ok) throw new Error(`Twilio answered ${res.status}: ${body.message ?? 'no message'}`);
    return { status: 'sent' as const, messageId: body.sid ?? null };
  };
  return {
    kind: 'twilio',
    deliver: (sms) => post('Messages', { To: sms.to, Body: sms.text }),
    call: (call) => post('Calls', { To: call.to, Twiml: sayTwiml(call.text) }),
  };
}

/** The offline default: the SMS stays in the outbox table, where operators read it. */
export function createOutboxSmsTransport(): SmsTransport {
  return {
    kind: 'outbox',
    async deliver() {
      return { status: 'held' };
    },
    async call() {
      return { status: 'held' };
    },
  };
}

export function createSmsTransport(config: {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM_NUMBER?: string;
}): SmsTransport {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from } = config;
  return accountSid && authToken && from
    ? createTwilioSmsTransport({ accountSid, authToken, from })
    : createOutboxSmsTransport();
}

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token, of the
 * full URL followed by every POST parameter's name and value in name order.
 */
export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, unknown>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => `${k}${params[k] ?? ''}`)
      .join('');
  const expected = createHmac('sha1', authToken).update(data).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
