import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_FAILURE_LIMIT } from '../lib/rate-limits';
import { type Cast, createCast, objectBuilders } from '../security/fixtures';
import { createTestApp, type TestContext } from '../test/helpers';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});

/** A signed-out request from one address (a yard behind one NAT, or someone guessing). */
const from = (remoteAddress: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });

/** A token of the right shape that names nothing. */
const unknownToken = (i: number) => `${'x'.repeat(40)}${String(i).padStart(4, '0')}`;

const { max } = LINK_FAILURE_LIMIT;

describe('secret-link routes: one budget of failed lookups per address', () => {
  it('refuses an address guessing signing links once it spent the budget, with Retry-After', async () => {
    const codes: number[] = [];
    let last = await from('198.51.100.1', 'GET', `/api/condition-reports/sign/${unknownToken(0)}`);
    for (let i = 0; i < 150; i += 1) {
      last = await from(
        '198.51.100.1',
        i % 2 ? 'GET' : 'POST',
        `/api/condition-reports/sign/${unknownToken(i)}`,
        i % 2 ? undefined : { decision: 'dispute', note: 'A guess' },
      );
      codes.push(last.statusCode);
    }
    // The request before the loop was the first failure.
    expect(codes.slice(0, max - 1)).toEqual(Array(max - 1).fill(404));
    expect(codes.slice(max - 1)).toEqual(Array(150 - max + 1).fill(429));
    expect(last.json()).toMatchObject({ code: 'link_rate_limited' });
    expect(last.json().message).toMatch(/try again in \d+ minutes?, or ask whoever sent it for a new one/);
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LINK_FAILURE_LIMIT.windowMs / 1000);
    // Another address has its own budget.
    expect(
      (await from('198.51.100.2', 'GET', `/api/condition-reports/sign/${unknownToken(1)}`)).statusCode,
    ).toBe(404);
  });

  it('keeps a working tracking link answering from an address whose budget bad guesses spent', async () => {
    const link = await objectBuilders.trackingLink(cast);
    const yard = '203.0.113.7';
    for (let i = 0; i < max + 20; i += 1) await from(yard, 'GET', `/api/tracking/${unknownToken(i)}`);
    expect((await from(yard, 'GET', `/api/tracking/${unknownToken(999)}`)).statusCode).toBe(429);
    // Malformed tokens are failures too (the schema refuses them before any lookup).
    expect((await from(yard, 'GET', '/api/tracking/short')).statusCode).toBe(429);

    for (let i = 0; i < 3; i += 1) {
      const seen = await from(yard, 'GET', `/api/tracking/${link.related.token}`);
      expect(seen.statusCode, seen.body).toBe(200);
    }
    const photo = await from(
      yard,
      'GET',
      `/api/tracking/${link.related.token}/photos/${link.related.photoId}`,
    );
    expect(photo.statusCode).toBe(200);
    // A working link with a photo that is not there is a plain 404, never a 429: the link is good.
    const missing = await from(
      yard,
      'GET',
      `/api/tracking/${link.related.token}/photos/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('never spends the budget on a working link', async () => {
    const link = await objectBuilders.trackingLink(cast);
    const holder = '203.0.113.8';
    for (let i = 0; i < max + 10; i += 1)
      expect((await from(holder, 'GET', `/api/tracking/${link.related.token}`)).statusCode).toBe(200);
    expect((await from(holder, 'GET', `/api/tracking/${unknownToken(1)}`)).statusCode).toBe(404);
  });

  it('answers 410 for a revoked link on every route, stop included', async () => {
    const link = await objectBuilders.revokedTrackingLink(cast);
    const address = '203.0.113.9';
    const view = await from(address, 'GET', `/api/tracking/${link.related.token}`);
    const photo = await from(
      address,
      'GET',
      `/api/tracking/${link.related.token}/photos/${link.related.photoId}`,
    );
    const stop = await from(address, 'POST', `/api/tracking/${link.related.token}/stop`);
    for (const res of [view, photo, stop]) {
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json().code).toBe('link_revoked');
    }
    // A working link that is not the receiver's says what it is, not that it does not exist.
    const live = await objectBuilders.trackingLink(cast);
    const notTheirs = await from(address, 'POST', `/api/tracking/${live.related.token}/stop`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('not_receiver_link');
    // The receiver's link is the e-mail's way to stop: it works even once the client turned it off.
    const receiver = await objectBuilders.receiverLink(cast);
    const links = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/recovery-requests/${receiver.related.jobId}/tracking-links`,
        headers: cast.headers('owner'),
      })
    ).json() as { id: string; forReceiver: boolean }[];
    const theirs = links.find((l) => l.forReceiver)!;
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/recovery-requests/${receiver.related.jobId}/tracking-links/${theirs.id}`,
      headers: cast.headers('owner'),
    });
    expect((await from(address, 'GET', `/api/tracking/${receiver.related.token}`)).statusCode).toBe(410);
    expect((await from(address, 'POST', `/api/tracking/${receiver.related.token}/stop`)).json()).toEqual({
      stopped: true,
    });
  });

  it('counts failures of bill of lading copies and document shares against the same budget', async () => {
    const job = await objectBuilders.pickedUpJob(cast);
    const share = await objectBuilders.documentShare(cast);
    const address = '192.0.2.44';
    const third = Math.floor(max / 3);
    const forged = String(job.related.bolQuery).replace(/sig=[^&]+/, 'sig=forged');
    for (let i = 0; i < third; i += 1)
      expect((await from(address, 'GET', `/api/bol/${job.related.bolFile}${forged}`)).statusCode).toBe(404);
    for (let i = 0; i < third; i += 1)
      expect((await from(address, 'GET', `/api/documents/shared/${unknownToken(i)}`)).statusCode).toBe(404);
    const fileUrl = `/api/documents/shared/${share.related.token}/files/${share.related.documentId}`;
    for (let i = 0; i < max - 2 * third; i += 1)
      expect((await from(address, 'GET', `${fileUrl}?exp=1&sig=forged`)).statusCode).toBe(404);
    // Spent: every kind of link refuses the next failure…
    expect((await from(address, 'GET', `/api/bol/${job.related.bolFile}${forged}`)).statusCode).toBe(429);
    expect((await from(address, 'GET', `/api/documents/shared/${unknownToken(7)}`)).statusCode).toBe(429);
    expect((await from(address, 'GET', `${fileUrl}?exp=1&sig=forged`)).statusCode).toBe(429);
    expect((await from(address, 'GET', `/api/tracking/${unknownToken(7)}`)).statusCode).toBe(429);
    // …while the working ones still answer.
    expect(
      (await from(address, 'GET', `/api/bol/${job.related.bolFile}${job.related.bolQuery}`)).statusCode,
    ).toBe(200);
    expect((await from(address, 'GET', `/api/documents/shared/${share.related.token}`)).statusCode).toBe(200);
    expect((await from(address, 'GET', `${fileUrl}${share.related.fileQuery}`)).statusCode).toBe(200);
  });

  it('marks every route reached by a secret link', () => {
    const marked = ctx.app.routeTable.filter((r) => r.config?.linkToken).map((r) => `${r.method} ${r.url}`);
    expect(marked.sort()).toEqual(
      [
        'GET /api/tracking/:token',
        'GET /api/tracking/:token/photos/:photoId',
        'POST /api/tracking/:token/stop',
        'GET /api/condition-reports/sign/:token',
        'GET /api/condition-reports/sign/:token/photos/:photoId',
        'POST /api/condition-reports/sign/:token',
        'GET /api/bol/:file',
        'GET /api/documents/shared/:shareId',
        'GET /api/documents/shared/:shareId/files/:documentId',
        'POST /api/auth/password-reset/confirm',
        'POST /api/auth/verify-email/confirm',
        'GET /api/payout-freeze/:token',
        'POST /api/payout-freeze/:token',
        'GET /api/company/invitations/:token',
        'POST /api/company/invitations/:token/accept',
      ].sort(),
    );
  });
});
