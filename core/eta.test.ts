import { describe, expect, it } from 'vitest';
import {
  etaSentence,
  expectedPickupAt,
  hoursAwareEta,
  planArrival,
  plannedArrival,
  profileDriveMs,
  windowEndFor,
} from './eta';
import { type DutyInterval, HOUR_MS, MINUTE_MS } from './hos';

const now = Date.parse('2026-11-26T08:00:00Z');
const utc = { zone: 'UTC', place: 'Miami' };

describe('the ETA that knows the hours', () => {
  it('puts one 10-hour rest and the 30-minute breaks into a 1,200-mile move from a rested driver', () => {
    const eta = hoursAwareEta({
      record: [],
      now,
      target: 'destination',
      milesToGo: 1200,
      startsAtStop: true,
      cycle: '70/8',
    });
    // 30 town miles at 35 mph and 1,170 at 58: about 21 hours of driving.
    expect(eta.drivingMs).toBe(profileDriveMs(1200, true));
    expect(eta.drivingMs / HOUR_MS).toBeCloseTo(21.03, 1);
    expect(eta.stops.filter((s) => s.kind === 'rest')).toHaveLength(1);
    expect(eta.stops.filter((s) => s.kind === 'break')).toHaveLength(2);
    // The first break comes after 8 hours of driving; the rest when the 11 hours are used.
    expect(eta.stops[0]).toMatchObject({ kind: 'break', start: now + 8 * HOUR_MS });
    expect(eta.stops[1]).toMatchObject({ kind: 'rest', start: now + 11.5 * HOUR_MS });
    expect(eta.arriveAt).toBe(now + eta.drivingMs + 10 * HOUR_MS + 2 * 30 * MINUTE_MS);
    expect(etaSentence(eta, utc)).toBe(
      'Arrives Fri Nov 27, about 4:00 PM UTC at Miami, after a 10-hour rest',
    );
  });

  it('has a driver with 2 hours left on the 11-hour limit rest first', () => {
    // After a long rest: 8 hours driven, a 30-minute break, one more hour: 2 hours left of the 11.
    const record: DutyInterval[] = [
      { status: 'off_duty', start: now - 40 * HOUR_MS, end: now - 9.5 * HOUR_MS },
      { status: 'driving', start: now - 9.5 * HOUR_MS, end: now - 1.5 * HOUR_MS },
      { status: 'off_duty', start: now - 1.5 * HOUR_MS, end: now - 1 * HOUR_MS },
      { status: 'driving', start: now - 1 * HOUR_MS, end: now },
    ];
    const eta = hoursAwareEta({
      record,
      now,
      target: 'destination',
      milesToGo: 300,
      startsAtStop: false,
      cycle: '70/8',
    });
    // Two hours of driving, then the 10-hour rest before any other stop.
    const rest = eta.stops[0];
    expect(rest).toMatchObject({ kind: 'rest', start: now + 2 * HOUR_MS, end: now + 12 * HOUR_MS });
    expect(eta.arriveAt).toBe(now + eta.drivingMs + 10 * HOUR_MS);
    expect(etaSentence(eta, utc)).toMatch(/, after a 10-hour rest$/);
  });

  it('says a short move in town without any stop', () => {
    const eta = hoursAwareEta({
      record: [],
      now,
      target: 'destination',
      milesToGo: 12,
      startsAtStop: false,
      cycle: '70/8',
    });
    expect(eta.stops).toEqual([]);
    expect(eta.arriveAt).toBe(now + profileDriveMs(12, false));
    expect(etaSentence(eta, utc)).toBe('Arrives Thu Nov 26, about 8:20 AM UTC at Miami');
  });

  it('is to the pickup before it, held to the pickup window', () => {
    const eta = hoursAwareEta({
      record: [],
      now,
      target: 'pickup',
      milesToGo: 40,
      startsAtStop: false,
      cycle: '70/8',
    });
    expect(eta.target).toBe('pickup');
    expect(etaSentence(eta, utc)).toMatch(/^At the pickup Thu Nov 26, about /);
    const accepted = new Date(now);
    const job = { pickupWindowEnd: null, scheduledTime: null, acceptedAt: accepted, deliveryWindowEnd: null };
    expect(windowEndFor('pickup', job)).toBe(now + 2 * HOUR_MS);
    expect(windowEndFor('destination', job)).toBeNull();
  });
});

describe('one arrival from the quote on', () => {
  const miles = 1314;
  const pickupAt = Date.parse('2026-11-28T13:00:00Z');

  it("plans a rested driver leaving at the pickup time, rests included, named on the place's clock", () => {
    const planned = plannedArrival({ pickupAt, miles, cycle: '70/8' });
    expect(planned.stops.filter((s) => s.kind === 'rest')).toHaveLength(2);
    expect(planned.arriveAt).toBe(
      hoursAwareEta({
        record: [],
        now: pickupAt,
        target: 'destination',
        milesToGo: miles,
        startsAtStop: true,
        cycle: '70/8',
      }).arriveAt,
    );
    expect(
      etaSentence({ target: 'destination', ...planned }, { zone: 'America/New_York', place: 'Miami' }),
    ).toMatch(/^Arrives \w{3} Nov \d+, about \d+:\d0 [AP]M EST at Miami, after 2 10-hour rests$/);
  });

  it('gives a rested driver accepting before the pickup the same arrival as the plan', () => {
    const accepted = planArrival({
      record: [],
      now: pickupAt - 20 * HOUR_MS,
      legs: [{ milesToGo: miles, startsAtStop: true, notBefore: pickupAt }],
      cycle: '70/8',
    });
    expect(accepted.arriveAt).toBe(plannedArrival({ pickupAt, miles, cycle: '70/8' }).arriveAt);
  });

  it('adds the drive to the pickup and the hours already driven', () => {
    const record: DutyInterval[] = [{ status: 'driving', start: now - 9 * HOUR_MS, end: now }];
    const plan = planArrival({
      record,
      now,
      legs: [
        { milesToGo: 100, startsAtStop: false },
        { milesToGo: 300, startsAtStop: true },
      ],
      cycle: '70/8',
    });
    expect(plan.drivingMs).toBe(profileDriveMs(100, false) + profileDriveMs(300, true));
    expect(plan.stops.some((s) => s.kind === 'rest')).toBe(true);
  });

  it('expects a move for now at the dispatch lead from now, then from its acceptance', () => {
    expect(expectedPickupAt({ scheduledTime: null, acceptedAt: null }, now)).toBe(now + 30 * MINUTE_MS);
    expect(expectedPickupAt({ scheduledTime: new Date(pickupAt), acceptedAt: null }, now)).toBe(pickupAt);
    expect(expectedPickupAt({ scheduledTime: null, acceptedAt: new Date(now - HOUR_MS) }, now)).toBe(now);
  });

  it('never says a time already past as an estimate', () => {
    const eta = { target: 'destination' as const, arriveAt: now - MINUTE_MS, stops: [] };
    expect(etaSentence(eta, utc, now)).toBe('Was due Thu Nov 26, 7:59 AM UTC at Miami');
  });
});
