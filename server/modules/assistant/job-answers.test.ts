import type { RecoveryRequest } from '@core/contracts/jobs';
import { describe, expect, it } from 'vitest';
import { describeJob } from './job-answers';
import { assistantTexts } from './texts';

const english = { locale: 'en' as const, t: assistantTexts.en };

/** How a job's times read in the assistant's answer: in the zone of the place they belong to, named. */

const now = new Date('2026-11-27T15:00:00Z');
const job = (over: Partial<RecoveryRequest>) =>
  ({
    id: 'job-1',
    jobNumber: 'PW-7',
    vehicleType: 'bobtail',
    pickupLocation: 'New York, NY 10001',
    destinationLocation: 'Denver, CO 80202',
    status: 'accepted',
    paymentStatus: 'paid',
    driver: { id: 'd', name: 'Dee Driver', photo: null, rating: null },
    eta: '2026-11-29T18:00:00Z',
    liveEta: null,
    ...over,
  }) as RecoveryRequest;
const clocks = {
  pickup: { zone: 'America/New_York', place: 'New York' },
  destination: { zone: 'America/Denver', place: 'Denver' },
};
const arrival = (arriveAt: string) => ({
  arriveAt,
  stops: [],
  drivingMinutes: 120,
  basis: 'driver' as const,
});
const live = (target: 'pickup' | 'destination', arriveAt: string) => ({
  target,
  arriveAt,
  milesToGo: 100,
  drivingMinutes: 120,
  stops: [],
  from: 'position' as const,
  basisAt: now.toISOString(),
  missesWindow: false,
  computedAt: now.toISOString(),
});

describe("a job's times in the assistant's answer", () => {
  it("says the arrival at the destination on the destination's clock, whatever the asker's", () => {
    const answer = describeJob(english, job({ arrival: arrival('2026-11-29T18:00:00Z'), clocks }), now);
    expect(answer.response).toContain('Arrives Sun Nov 29, about 11:00 AM MST at Denver.');
  });

  it("says the time at the pickup on the pickup's clock while the driver heads there", () => {
    const answer = describeJob(
      english,
      job({
        liveEta: live('pickup', '2026-11-27T17:00:00Z'),
        arrival: arrival('2026-11-29T18:00:00Z'),
        clocks,
      }),
      now,
    );
    expect(answer.response).toContain('At the pickup Fri Nov 27, about 12:00 PM EST at New York.');
  });

  it('never shows a time already past as an estimate', () => {
    const past = describeJob(english, job({ arrival: arrival('2026-11-27T14:50:00Z'), clocks }), now);
    expect(past.response).not.toMatch(/Arrives|ETA/);
    // Before a driver, the planned arrival, still on the destination's clock.
    const waiting = describeJob(
      english,
      job({ status: 'pending', driver: null, arrival: arrival('2026-11-29T18:00:00Z'), clocks }),
      now,
    );
    expect(waiting.response).toContain('is paid and waiting for a driver');
    expect(waiting.response).toContain('Arrives Sun Nov 29, about 11:00 AM MST at Denver.');
  });
});
