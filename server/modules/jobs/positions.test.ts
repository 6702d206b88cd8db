import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobArrivals, jobFlags, jobPositions, notifications, recoveryRequests } from '../../db/schema';
import { addMember, createCompany } from '../../test/companies';
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

const as = (user: SignedUpUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload });

type Fix = { lat: number; lng: number; at: number; accuracy?: number };
const send = (driver: SignedUpUser, jobId: string, fixes: Fix[]) =>
  as(driver, 'POST', `/api/recovery-requests/${jobId}/positions`, {
    positions: fixes.map((f) => ({
      lat: f.lat,
      lng: f.lng,
      recordedAt: new Date(f.at).toISOString(),
      ...(f.accuracy !== undefined ? { accuracy: f.accuracy } : {}),
    })),
  });

const jobRow = async (id: string) =>
  (await ctx.database.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id)))[0]!;

/** A Dallas → Detroit move accepted at `start` (and picked up when `underway`); the clock moves on 3 h. */
async function move(underway = true) {
  // Photos carry the real time of taking them: each move starts at it.
  clockMs = Date.now();
  const client = await signUp(ctx.app, { name: 'Clara Fleetwood' });
  const driver = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  const start = clockMs;
  if (underway) await completeConditionReport(ctx.app, driver, job.id, 'pickup');
  clockMs += 3 * 60 * MINUTE;
  return { client, driver, job, start };
}

// Along I-35 north of Dallas: about a mile apart, a minute apart (60 mph).
const along = (start: number, minute: number): Fix => ({
  lat: 32.8 + minute * 0.0145,
  lng: -96.8,
  at: start + (10 + minute) * MINUTE,
});

const flagsOf = async (jobId: string, kind: string) =>
  (await ctx.database.db.select().from(jobFlags).where(eq(jobFlags.jobId, jobId))).filter(
    (f) => f.kind === kind,
  );

describe('positions as recorded', () => {
  it('stores a batch sent out of order by recorded time, once, and reads the track back in order', async () => {
    const { client, driver, job, start } = await move();
    const fixes = [along(start, 3), along(start, 1), along(start, 2), along(start, 0)];
    const first = await send(driver, job.id, fixes);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stored: 4, flagged: 0, duplicates: 0, refused: 0 });
    // The same batch again (the phone did not hear the answer): stored once.
    const again = await send(driver, job.id, fixes);
    expect(again.json()).toEqual({ stored: 0, flagged: 0, duplicates: 4, refused: 0 });
    const rows = await ctx.database.db.select().from(jobPositions).where(eq(jobPositions.jobId, job.id));
    expect(rows).toHaveLength(4);

    const track = await as(client, 'GET', `/api/recovery-requests/${job.id}/track`);
    expect(track.statusCode, track.body).toBe(200);
    const points = track.json().points as { lat: number; at: string; late: boolean }[];
    expect(points.map((p) => Date.parse(p.at))).toEqual([0, 1, 2, 3].map((m) => along(start, m).at));
    // Received hours after they were recorded: kept on the phone while offline.
    expect(points.every((p) => p.late)).toBe(true);
    // The job's last position is the newest by recorded time, not the last received.
    const row = await jobRow(job.id);
    expect(row.lastLat).toBeCloseTo(along(start, 3).lat, 6);
    expect(row.lastPositionAt?.getTime()).toBe(along(start, 3).at);

    // An older position received late fills the track but never moves the job's position backwards.
    const filler = { lat: 32.8 - 0.0145, lng: -96.8, at: start + 9 * MINUTE };
    expect((await send(driver, job.id, [filler])).json()).toMatchObject({ stored: 1, flagged: 0 });
    expect((await jobRow(job.id)).lastPositionAt?.getTime()).toBe(along(start, 3).at);
    const refetched = (await as(client, 'GET', `/api/recovery-requests/${job.id}/track`)).json();
    expect(Date.parse(refetched.points[0].at)).toBe(filler.at);
  });

  it('refuses positions from the future or from before the acceptance, and clamps a little clock skew', async () => {
    const { driver, job, start } = await move();
    const res = await send(driver, job.id, [
      { lat: 32.8, lng: -96.8, at: clockMs + 10 * MINUTE },
      { lat: 32.8, lng: -96.8, at: start - 10 * MINUTE },
      { lat: 32.8, lng: -96.8, at: clockMs + 20_000 },
    ]);
    expect(res.json()).toEqual({ stored: 1, flagged: 0, duplicates: 0, refused: 2 });
    expect((await jobRow(job.id)).lastPositionAt?.getTime()).toBe(clockMs);
  });

  it('flags an implausible jump: kept, not the last position, not the ETA basis', async () => {
    const { client, driver, job, start } = await move();
    await send(driver, job.id, [along(start, 0), along(start, 1)]);
    const before = await jobRow(job.id);
    expect(before.liveEta?.from).toBe('position');
    expect(Date.parse(before.liveEta!.basisAt)).toBe(along(start, 1).at);
    // 206 miles north-east two minutes later: near Oklahoma City's east (about 6,000 mph).
    const jump = { lat: 35.47, lng: -95.52, at: along(start, 3).at };
    const res = await send(driver, job.id, [jump]);
    expect(res.json()).toEqual({ stored: 1, flagged: 1, duplicates: 0, refused: 0 });
    const after = await jobRow(job.id);
    expect(after.lastLat).toBeCloseTo(along(start, 1).lat, 6);
    expect(after.lastPositionAt?.getTime()).toBe(along(start, 1).at);
    expect(Date.parse(after.liveEta!.basisAt)).toBe(along(start, 1).at);
    expect(after.liveEta!.milesToGo).toBe(before.liveEta!.milesToGo);
    // The next plausible position is judged against the last plausible one, not the jump.
    expect((await send(driver, job.id, [along(start, 4)])).json()).toMatchObject({ flagged: 0 });
    // The track shows only plausible points; operators see how many were flagged, the client does not.
    const seen = (await as(client, 'GET', `/api/recovery-requests/${job.id}/track`)).json();
    expect(seen.points).toHaveLength(3);
    expect(seen.flaggedCount).toBe(0);
    const ops = (await as(operator, 'GET', `/api/recovery-requests/${job.id}/track`)).json();
    expect(ops.flaggedCount).toBe(1);
    // The public link shows the plausible track, coarse, and never the jump.
    const made = await as(client, 'POST', `/api/recovery-requests/${job.id}/tracking-links`, {
      lifetime: '1h',
    });
    expect(made.statusCode, made.body).toBe(201);
    const shared = await as(null, 'GET', `/api/tracking/${made.json().url.split('/t/')[1]}`);
    expect(shared.statusCode, shared.body).toBe(200);
    const publicTrack = shared.json().track as { lat: number; lng: number }[];
    expect(publicTrack.length).toBeGreaterThan(0);
    expect(publicTrack.every((p) => p.lat < 33 && p.lat === Math.round(p.lat * 100) / 100)).toBe(true);
  });

  it("keeps another driver and another company's client out", async () => {
    const { client, driver, job, start } = await move();
    const intruder = await verifiedDriver(ctx);
    expect((await send(intruder, job.id, [along(start, 0)])).statusCode).toBe(404);
    expect((await as(intruder, 'GET', `/api/recovery-requests/${job.id}/track`)).statusCode).toBe(404);
    const owner = await signUp(ctx.app, { name: 'Other Owner' });
    await createCompany(ctx.app, owner, 'Other Fleet LLC');
    const member = await signUp(ctx.app, { name: 'Other Member' });
    await addMember(ctx, owner, member, 'viewer');
    for (const outsider of [owner, member])
      expect((await as(outsider, 'GET', `/api/recovery-requests/${job.id}/track`)).statusCode).toBe(404);
    expect((await as(driver, 'GET', `/api/recovery-requests/${job.id}/track`)).statusCode).toBe(200);
    expect((await as(client, 'GET', `/api/recovery-requests/${job.id}/track`)).statusCode).toBe(200);
    expect((await as(null, 'GET', `/api/recovery-requests/${job.id}/track`)).statusCode).toBe(401);
  });

  it('refuses positions of a job not under way (409 not_driving)', async () => {
    const { driver, job, start } = await move();
    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const res = await send(driver, job.id, [along(start, 0)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_driving');
  });

  it('leaves the newest plausible position when two batches of a job race', async () => {
    const { driver, job, start } = await move();
    for (let round = 0; round < 15; round += 1) {
      const base = round * 4;
      const a = [along(start, base), along(start, base + 2)];
      const b = [along(start, base + 1), along(start, base + 3)];
      const answers = await Promise.all([send(driver, job.id, a), send(driver, job.id, b)]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const row = await jobRow(job.id);
      expect(row.lastPositionAt?.getTime()).toBe(along(start, base + 3).at);
      expect(row.lastLat).toBeCloseTo(along(start, base + 3).lat, 6);
    }
    const flagged = await ctx.database.db.select().from(jobPositions).where(eq(jobPositions.flagged, true));
    expect(flagged.filter((p) => p.jobId === job.id)).toHaveLength(0);
  });
});

describe('arrival by itself', () => {
  /** Positions around the job's geocoded pickup: `meters` north of it. */
  async function aroundPickup(jobId: string) {
    const row = await jobRow(jobId);
    return (meters: number, at: number): Fix => ({
      lat: row.pickupLat! + meters / 111_320,
      lng: row.pickupLng!,
      at,
    });
  }

  it('records the arrival at the pickup once, tells the client once, and flags leaving without a report', async () => {
    const { client, driver, job, start } = await move(false);
    const at = await aroundPickup(job.id);
    const t = (m: number) => start + m * MINUTE;
    // Ten miles out, then into the yard (20 min later: plausible), then twice inside at once.
    await send(driver, job.id, [at(16_000, t(10)), at(100, t(30))]);
    const racing = await Promise.all([
      send(driver, job.id, [at(50, t(31)), at(20, t(32))]),
      send(driver, job.id, [at(30, t(33))]),
    ]);
    for (const r of racing) expect(r.statusCode, r.body).toBe(200);
    const arrivals = await ctx.database.db.select().from(jobArrivals).where(eq(jobArrivals.jobId, job.id));
    expect(arrivals.map((a) => [a.kind, a.at.getTime()])).toEqual([['arrived_pickup', t(30)]]);
    const told = (
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, client.id))
    ).filter((n) => n.kind === 'driver_arrived');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toMatch(/^Driver arrived at pickup/);
    expect(await flagsOf(job.id, 'left_pickup_unreported')).toHaveLength(0);

    // Off down the road with no pickup report: operators hear of it, once.
    await send(driver, job.id, [at(2_000, t(35)), at(4_000, t(37))]);
    expect(await flagsOf(job.id, 'left_pickup_unreported')).toHaveLength(1);
    const track = (await as(client, 'GET', `/api/recovery-requests/${job.id}/track`)).json();
    expect(track.arrivals.map((a: { kind: string }) => a.kind)).toEqual(['arrived_pickup', 'left_pickup']);
  });

  it('does not count a flagged position as an arrival, and leaving after the report raises nothing', async () => {
    const { driver, job, start } = await move(false);
    const at = await aroundPickup(job.id);
    const t = (m: number) => start + m * MINUTE;
    // 100 miles away, then "at the yard" a minute later: flagged, no arrival.
    await send(driver, job.id, [at(160_000, t(10)), at(0, t(11))]);
    expect(
      await ctx.database.db.select().from(jobArrivals).where(eq(jobArrivals.jobId, job.id)),
    ).toHaveLength(0);
    await send(driver, job.id, [at(50, t(140))]);
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    clockMs += 10 * MINUTE;
    await send(driver, job.id, [at(5_000, clockMs - 5 * MINUTE)]);
    const kinds = (await ctx.database.db.select().from(jobArrivals).where(eq(jobArrivals.jobId, job.id))).map(
      (a) => a.kind,
    );
    expect(kinds.sort()).toEqual(['arrived_pickup', 'left_pickup']);
    expect(await flagsOf(job.id, 'left_pickup_unreported')).toHaveLength(0);
  });

  it('raises one exception when implausible positions repeat', async () => {
    const { driver, job, start } = await move();
    await send(driver, job.id, [along(start, 0)]);
    const jump = (minute: number) => ({ lat: 35.47, lng: -95.52, at: along(start, minute).at });
    await send(driver, job.id, [jump(2), jump(4)]);
    expect(await flagsOf(job.id, 'implausible_positions')).toHaveLength(0);
    await send(driver, job.id, [jump(6)]);
    await send(driver, job.id, [jump(8)]);
    expect(await flagsOf(job.id, 'implausible_positions')).toHaveLength(1);
  });

  it('counts an arrival at the destination inside the window as on time (dispatch and the Stats tab), though the report came later', async () => {
    const { driver, job, start } = await move();
    const row = await jobRow(job.id);
    const arrivedAt = start + 20 * MINUTE;
    await send(driver, job.id, [{ lat: row.destinationLat!, lng: row.destinationLng!, at: arrivedAt }]);
    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const delivered = await jobRow(job.id);
    expect(delivered.deliveredAt!.getTime()).toBeGreaterThan(arrivedAt + MINUTE);
    // The window closed after the arrival and before the report.
    await ctx.database.db
      .update(recoveryRequests)
      .set({
        deliveryWindowStart: new Date(arrivedAt - 60 * MINUTE),
        deliveryWindowEnd: new Date(arrivedAt + MINUTE),
      })
      .where(eq(recoveryRequests.id, job.id));
    const statsRate = async () =>
      (await as(driver, 'GET', '/api/driver/stats?tz=UTC')).json<{ onTimeRate: number }>().onTimeRate;
    expect((await ctx.app.services.jobs.onTimeRates([driver.id])).get(driver.id)).toBe(1);
    expect(await statsRate()).toBe(1);
    await ctx.database.db.delete(jobArrivals).where(eq(jobArrivals.jobId, job.id));
    expect((await ctx.app.services.jobs.onTimeRates([driver.id])).get(driver.id)).toBe(0);
    expect(await statsRate()).toBe(0);
  });

  it("raises an exception when the delivery's odometer makes no sense against the track, and not otherwise", async () => {
    const far = await move();
    await send(far.driver, far.job.id, [along(far.start, 0), along(far.start, 3)]);
    // 1,190 miles on the odometer in three hours, over a three-mile track.
    await completeConditionReport(ctx.app, far.driver, far.job.id, 'delivery', 121_190);
    expect(await flagsOf(far.job.id, 'odometer_mismatch')).toHaveLength(1);

    const fair = await move();
    await send(fair.driver, fair.job.id, [along(fair.start, 0), along(fair.start, 60)]);
    await completeConditionReport(ctx.app, fair.driver, fair.job.id, 'delivery', 120_070);
    expect(await flagsOf(fair.job.id, 'odometer_mismatch')).toHaveLength(0);
  });
});
