import { describe, expect, it } from 'vitest';
import { type DriverCandidate, type JobToRank, RANK_WEIGHTS, rankDrivers } from './dispatch-rank';
import { HOUR_MS } from './hos';
import { roadMiles } from './sphere';

const DAY = 24 * HOUR_MS;
const now = Date.UTC(2026, 10, 27, 14, 0);
const dallas = { lat: 32.78, lng: -96.8 };
const fortWorth = { lat: 32.75, lng: -97.33 };
const waco = { lat: 31.55, lng: -97.15 };
const houston = { lat: 29.76, lng: -95.37 };
const denver = { lat: 39.74, lng: -104.99 };

/** A Dallas → Houston bobtail move, picked up now. */
const job = (over: Partial<JobToRank> = {}): JobToRank => ({
  vehicleType: 'bobtail',
  pickup: dallas,
  destination: houston,
  tripMiles: 240,
  pickupAt: now,
  pickupWindowEnd: null,
  deliveryEnd: null,
  ...over,
});

const driver = (id: string, over: Partial<DriverCandidate> = {}): DriverCandidate => ({
  id,
  verified: true,
  suspended: false,
  licenseClass: 'A',
  licenseExpiresAt: null,
  medicalExpiresAt: null,
  availability: { kind: 'now' },
  position: fortWorth,
  // Far from every destination here: no "ends near home" unless a test says so.
  homeBase: denver,
  maxDeadheadMiles: 250,
  busyUntil: null,
  nextPickup: null,
  record: [],
  onTimeRate: null,
  acceptanceRate: null,
  rating: null,
  preferred: false,
  ...over,
});

const options = { now, cycle: '70/8' as const, roadMiles };
const rank = (drivers: DriverCandidate[], j = job({ pickupWindowEnd: now + 4 * HOUR_MS })) =>
  rankDrivers(j, drivers, options);
const byId = (list: ReturnType<typeof rank>) => Object.fromEntries(list.map((r) => [r.id, r]));

describe('who may take a job', () => {
  it('refuses a licence class that does not cover the vehicle, a suspension and a driver not taking work', () => {
    const r = byId(
      rank([
        driver('class-b', { licenseClass: 'B' }),
        driver('suspended', { suspended: true }),
        driver('off', { availability: { kind: 'off' } }),
        driver('unverified', { verified: false }),
        driver('ok'),
      ]),
    );
    expect(r['class-b']).toMatchObject({
      eligible: false,
      reasons: ['Class B licence does not cover a bobtail'],
    });
    expect(r.suspended).toMatchObject({ eligible: false, reasons: ['Suspended'] });
    expect(r.off).toMatchObject({ eligible: false, reasons: ['Not taking work'] });
    expect(r.unverified).toMatchObject({ eligible: false, reasons: ['Not verified'] });
    expect(r.ok?.eligible).toBe(true);
    // A class B licence covers a box truck.
    expect(
      rank([driver('class-b', { licenseClass: 'B' })], job({ vehicleType: 'box-truck' }))[0]?.eligible,
    ).toBe(true);
  });

  it('refuses a driver whose hours cannot get the truck delivered in its window', () => {
    // 11 hours driven today: a 10-hour rest first; the pickup is still reachable, the delivery is not.
    const tired = driver('tired', {
      record: [{ status: 'driving', start: now - 11 * HOUR_MS, end: now }],
    });
    const fresh = driver('fresh');
    const windows = { pickupWindowEnd: now + 11 * HOUR_MS, deliveryEnd: now + 12 * HOUR_MS };
    const r = byId(rank([tired, fresh], job(windows)));
    expect(r.tired).toMatchObject({
      eligible: false,
      reasons: ['Hours of service: would deliver after the window'],
    });
    expect(r.fresh?.eligible).toBe(true);
  });

  it('refuses a medical certificate or licence that expires before the delivery, and a pickup beyond reach', () => {
    const r = byId(
      rank([
        driver('medical', { medicalExpiresAt: now + HOUR_MS }),
        driver('licence', { licenseExpiresAt: now + 2 * HOUR_MS }),
        driver('valid', { medicalExpiresAt: now + 30 * DAY }),
        driver('far', { position: denver }),
      ]),
    );
    expect(r.medical?.reasons).toEqual(['Medical certificate expires before delivery']);
    expect(r.licence?.reasons).toEqual(['Licence expires before delivery']);
    expect(r.valid?.eligible).toBe(true);
    expect(r.far?.eligible).toBe(false);
    expect(r.far?.reasons[0]).toMatch(/^Pickup \d+ mi away, beyond their 250 mi$/);
  });

  it('takes a driver finishing another job near the pickup when they arrive before the pickup window ends', () => {
    const later = job({ pickupAt: now + 6 * HOUR_MS, pickupWindowEnd: now + 8 * HOUR_MS });
    const finishingNear = driver('near', { busyUntil: { at: now + 4 * HOUR_MS, where: waco } });
    const finishingLate = driver('late', { busyUntil: { at: now + 9 * HOUR_MS, where: waco } });
    const r = byId(rank([finishingNear, finishingLate], later));
    expect(r.near?.eligible).toBe(true);
    expect(r.late).toMatchObject({
      eligible: false,
      reasons: ['Cannot reach the pickup in time within the hours rules'],
    });
  });
});

describe('the order of offers', () => {
  it('puts less deadhead first, the client’s preferred drivers before everyone, and keeps the reasons', () => {
    const list = rank([
      driver('waco', { position: waco }),
      driver('fort-worth', { position: fortWorth }),
      driver('preferred', { position: waco, preferred: true }),
    ]);
    expect(list.map((r) => r.id)).toEqual(['preferred', 'fort-worth', 'waco']);
    expect(list[0]?.reasons[0]).toBe('Preferred by the client');
    expect(list[1]?.reasons[0]).toMatch(/^\d+ mi to the pickup$/);
  });

  it('prefers a job that ends near the driver’s home or next pickup (the next load home)', () => {
    const list = rank([
      driver('plain'),
      driver('home-houston', { homeBase: houston }),
      driver('next-load', { nextPickup: { lat: 29.9, lng: -95.5 } }),
    ]);
    expect(list.map((r) => r.id)).toEqual(['next-load', 'home-houston', 'plain']);
    expect(list[1]).toMatchObject({ endsNearHome: true });
    expect(list[1]?.reasons).toContain('Ends 0 mi from home');
    expect(list[0]?.reasons.some((r) => r.endsWith('from their next pickup'))).toBe(true);
  });

  it('weighs the record: on time, rating and acceptance', () => {
    const list = rank([
      driver('late-often', { onTimeRate: 0.5, rating: 3.5, acceptanceRate: 0.2 }),
      driver('reliable', { onTimeRate: 0.98, rating: 4.9, acceptanceRate: 0.8 }),
    ]);
    expect(list.map((r) => r.id)).toEqual(['reliable', 'late-often']);
    expect(list[0]?.reasons).toEqual(
      expect.arrayContaining(['On time 98%', 'Rated 4.9', 'Accepts 80% of offers']),
    );
  });

  it('takes part in dispatch only with a home base set (where their reach is measured from)', () => {
    const [r] = rank([driver('no-home', { homeBase: null })]);
    expect(r).toMatchObject({ eligible: false, reasons: ['No home base set'] });
  });

  it('weighs by the weights it is given: a lighter deadhead mile lets a better record win', () => {
    const near = driver('near', { position: fortWorth, onTimeRate: 0.6 });
    const far = driver('far-reliable', { position: waco, onTimeRate: 1, rating: 5 });
    expect(rank([near, far]).map((r) => r.id)).toEqual(['near', 'far-reliable']);
    const weights = { ...RANK_WEIGHTS, perDeadheadMile: 0.05 };
    const j = job({ pickupWindowEnd: now + 4 * HOUR_MS });
    expect(rankDrivers(j, [near, far], { ...options, weights }).map((r) => r.id)).toEqual([
      'far-reliable',
      'near',
    ]);
  });

  it('lists the ineligible after every eligible driver', () => {
    const list = rank([driver('suspended', { suspended: true }), driver('far-ok', { position: waco })]);
    expect(list.map((r) => [r.id, r.eligible])).toEqual([
      ['far-ok', true],
      ['suspended', false],
    ]);
  });
});
