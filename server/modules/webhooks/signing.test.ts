import { WEBHOOK_MAX_BACKOFF_MS, webhookBackoffMs } from '@core/webhooks';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address';
import { postWebhook } from './sender';
import { decryptSecret, encryptSecret, newWebhookSecret, secretKeyFrom, signatureHeader } from './signing';
import { verifySignature } from './test-support';

describe('webhook signatures', () => {
  it('sign "<t>.<raw body>" with HMAC-SHA256, as the documented check verifies', () => {
    const secret = 'whsec_test';
    const body = '{"id":"evt_1","type":"job.created"}';
    const at = new Date('2026-11-28T01:00:00Z');
    const header = signatureHeader(secret, body, at);
    // A known answer, so the format cannot drift silently: t=<unix seconds>,v1=<hex>.
    expect(header).toBe('t=1795827600,v1=c0d495d99d6c3a19bb87edbe370dbca465e48ddbd916576f2aff3bbea3c13222');
    expect(verifySignature(secret, header, body, at.getTime())).toBe(true);
    expect(verifySignature(secret, header, `${body} `, at.getTime())).toBe(false);
    expect(verifySignature('whsec_other', header, body, at.getTime())).toBe(false);
    // Too old a timestamp is refused (replays).
    expect(verifySignature(secret, header, body, at.getTime() + 10 * 60_000)).toBe(false);
  });

  it('keep secrets encrypted at rest, readable only with the same key', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const key = secretKeyFrom('a'.repeat(32));
    const stored = encryptSecret(key, secret);
    expect(stored).not.toContain(secret.slice(6));
    expect(decryptSecret(key, stored)).toBe(secret);
    expect(() => decryptSecret(secretKeyFrom('b'.repeat(32)), stored)).toThrow();
  });
});

describe('webhook retries', () => {
  it('double from the base and stop growing at 6 hours', () => {
    expect([1, 2, 3, 4].map((n) => webhookBackoffMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(webhookBackoffMs(20, 30_000)).toBe(WEBHOOK_MAX_BACKOFF_MS);
    expect(webhookBackoffMs(1000, 30_000)).toBe(WEBHOOK_MAX_BACKOFF_MS);
  });
});

describe('webhook addresses', () => {
  it('refuse loopback, private, link-local and mapped private addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '93.184.216.34', '2606:4700::1111'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe('webhook attempts', () => {
  it('refuse at connection time a name that resolves to a private address, and plain http', async () => {
    const opts = { timeoutMs: 2_000, allowPrivate: false };
    const byName = await postWebhook('https://localhost:9/hooks', '{}', {}, opts);
    expect(byName).toMatchObject({ statusCode: null });
    expect(byName.excerpt).toContain('private address');
    const literal = await postWebhook('https://10.0.0.1/hooks', '{}', {}, opts);
    expect(literal.excerpt).toContain('refused');
    const http = await postWebhook('http://93.184.216.34/hooks', '{}', {}, opts);
    expect(http.excerpt).toContain('refused');
  });
});
