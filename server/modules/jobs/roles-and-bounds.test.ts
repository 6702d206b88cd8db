import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptJob,
  bobtailRequest,
  createJob,
  createTestApp,
  paidJob,
  payJob,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

/**
 * Only clients post moves and nobody takes their own; ordinary bad values get a 4xx, never a 500; the
 * open-jobs counts never fail a request; session answers are never cached.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const inject = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload });

const slot = (hoursAhead: number) => {
  const d = new Date(Date.now() + hoursAhead * 3_600_000);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString();
};
const schedule = (overrides: Record<string, unknown> = {}) => ({
  serviceTypeId: 1,
  pickupDateTime: slot(26),
  deliveryDateTime: slot(36),
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Houston, TX 77002',
  isWorking: true,
  ...overrides,
});

describe('every route that creates a job is for clients', () => {
  it('refuses a driver on POST /api/recovery-requests, /api/scheduling and /api/pathway/jobs, and writes nothing', async () => {
    const driver = await verifiedDriver(ctx);
    const answers = [
      await inject(driver.cookie, 'POST', '/api/recovery-requests', bobtailRequest),
      await inject(driver.cookie, 'POST', '/api/scheduling', schedule()),
      await inject(driver.cookie, 'POST', '/api/pathway/jobs', {
        vehicleType: 'bobtail',
        pickupLocation: 'Dallas, TX 75201',
        deliveryLocation: 'Houston, TX 77002',
        isWorking: true,
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403]);
    for (const a of answers.slice(1)) expect(a.json().message).toMatch(/customer/i);
    const mine = await inject(driver.cookie, 'GET', '/api/recovery-requests');
    expect(mine.json()).toEqual([]);
  });

  it('refuses a driver accepting a job they posted as a client', async () => {
    const person = await verifiedDriver(ctx);
    await inject(person.cookie, 'PATCH', '/api/me', { role: 'client' });
    const job = await paidJob(ctx, person);
    await inject(person.cookie, 'PATCH', '/api/me', { role: 'driver' });

    const accept = await inject(person.cookie, 'PATCH', `/api/recovery-requests/${job.id}/status`, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toMatchObject({ code: 'own_job' });
    // Another driver still can.
    const other = await verifiedDriver(ctx);
    expect((await acceptJob(ctx, other, job.id)).status).toBe('accepted');
  });
});

describe('bounds at the edge', () => {
  it('answers 400 for an unknown service type, and for ids beyond PostgreSQL integers', async () => {
    const client = await signUp(ctx.app);
    for (const serviceTypeId of [999, 2 ** 31, 1e15]) {
      const res = await inject(client.cookie, 'POST', '/api/recovery-requests', {
        ...bobtailRequest,
        serviceTypeId,
      });
      expect(res.statusCode, String(serviceTypeId)).toBe(400);
      expect(res.json().errors?.serviceTypeId ?? res.json().message).toMatch(/service/i);
    }
    for (const planId of [2 ** 31, 1e15]) {
      const res = await inject(client.cookie, 'POST', '/api/subscriptions', { planId });
      expect(res.statusCode, String(planId)).toBe(400);
    }
    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    for (const id of ['2147483648', '1e15']) {
      const res = await inject(admin.cookie, 'PATCH', `/api/admin/subscription-plans/${id}`, {
        name: 'Plan',
      });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('refuses dates beyond a year ahead, the end of time included, and the past', async () => {
    const client = await signUp(ctx.app);
    for (const time of ['9999-12-31T23:59:59Z', '5000-01-01T00:00:00Z', slot(24 * 400)]) {
      const asap = await inject(client.cookie, 'POST', '/api/recovery-requests', {
        ...bobtailRequest,
        serviceTime: 'scheduled',
        scheduledTime: time,
      });
      expect(asap.statusCode, time).toBe(400);
      expect(asap.json().errors.scheduledTime).toMatch(/within the next 365 days/);
      const planned = await inject(
        client.cookie,
        'POST',
        '/api/scheduling',
        schedule({ deliveryDateTime: time }),
      );
      expect(planned.statusCode, time).toBe(400);
    }
    const past = await inject(
      client.cookie,
      'POST',
      '/api/scheduling',
      schedule({ pickupDateTime: slot(-48) }),
    );
    expect(past.statusCode).toBe(400);
    // Within the year is fine.
    const ok = await inject(client.cookie, 'POST', '/api/recovery-requests', {
      ...bobtailRequest,
      serviceTime: 'scheduled',
      scheduledTime: slot(24 * 300),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses line breaks and control characters in single-line text, with a message', async () => {
    const phishing = 'Jordan\r\nBcc: victims@example.com\r\n\r\nYour account is locked, click here';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: phishing, email: `cc${Date.now()}@example.com`, password: 'correct-horse-battery' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().errors.name).toMatch(/no line breaks or control characters/);

    const client = await signUp(ctx.app);
    const request = await inject(client.cookie, 'POST', '/api/recovery-requests', {
      ...bobtailRequest,
      pickupLocation: 'Dallas, TX\u0007 75201',
    });
    expect(request.statusCode).toBe(400);
    expect(request.json().errors.pickupLocation).toMatch(/control characters/);
    // Notes may hold several lines.
    const notes = await inject(client.cookie, 'POST', '/api/recovery-requests', {
      ...bobtailRequest,
      notes: 'Gate code 4411\nAsk for Sam',
    });
    expect(notes.statusCode).toBe(201);
  });

  it('refuses a move whose pickup and destination are the same place', async () => {
    const client = await signUp(ctx.app);
    const res = await inject(client.cookie, 'POST', '/api/recovery-requests', {
      ...bobtailRequest,
      destination: bobtailRequest.pickupLocation,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'same_place' });
    expect(res.json().message).toMatch(/same place/);
  });
});

describe('open-jobs counts', () => {
  it('never fails a driver’s list while jobs are being paid', async () => {
    const driver = await verifiedDriver(ctx);
    const client = await signUp(ctx.app);
    const jobs = await Promise.all(Array.from({ length: 4 }, () => createJob(ctx.app, client.cookie)));
    const lists = Array.from({ length: 40 }, () =>
      inject(driver.cookie, 'GET', '/api/recovery-requests?status=pending'),
    );
    // Each payment announces the job, which starts the counts afresh while the lists are counting.
    const paying = jobs.map((job) => payJob(ctx.app, client.cookie, job));
    const answers = await Promise.all(lists);
    await Promise.all(paying);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
  });

  it('a fetch under way survives the counts starting afresh', async () => {
    const counting = ctx.app.services.jobs.countOpen(['bobtail']);
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    const row = (await ctx.app.services.jobs.findById(job.id))!;
    await ctx.app.services.jobs.announce(row, 'updated');
    await expect(counting).resolves.toEqual(expect.any(Object));
  });
});

describe('answers read with a session', () => {
  it('are never cached', async () => {
    const client = await signUp(ctx.app);
    const job = await createJob(ctx.app, client.cookie);
    for (const url of ['/api/me', '/api/invoices', `/api/recovery-requests/${job.id}`]) {
      const res = await inject(client.cookie, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});
