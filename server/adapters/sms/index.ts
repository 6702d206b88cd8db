import type { DeliveryResult } from '../mail';

export interface OutgoingSms {
  to: string;
  text: string;
}

/** The SMS port: Twilio when configured, otherwise the persisted outbox (nothing leaves the app). */
export interface SmsTransport {
  readonly kind: 'twilio' | 'outbox';
  deliver(sms: OutgoingSms): Promise<DeliveryResult>;
}

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
  return {
    kind: 'twilio',
    async deliver(sms) {
      const res = await fetchImpl(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: sms.to, From: config.from, Body: sms.text }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      const body = (await res.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!res.ok) throw new Error(`Twilio answered ${res.status}: ${body.message ?? 'no message'}`);
      return { status: 'sent', messageId: body.sid ?? null };
    },
  };
}

/** The offline default: the SMS stays in the outbox table, where operators read it. */
export function createOutboxSmsTransport(): SmsTransport {
  return {
    kind: 'outbox',
    async deliver() {
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
