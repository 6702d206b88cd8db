import { isActiveJob } from '@core/jobs';
import { vehicleTypeLabel } from '@core/labels';
import { formatMiles, humanize, initials } from '@web/lib/format';
import { describe, expect, it } from 'vitest';
import { formatRating, listStatus, needsPayment, statusView } from './format';

describe('statusView', () => {
  it('asks for payment while pending and unpaid', () => {
    const view = statusView({ status: 'pending', paymentStatus: 'unpaid' });
    expect(view.title).toBe('Payment Required');
    expect(view.badge.label).toBe('Unpaid');
    expect(view.showEta).toBe(false);
    expect(needsPayment({ status: 'pending', paymentStatus: 'unpaid' })).toBe(true);
  });

  it('reads Recovery in Progress with an ETA once paid and while moving', () => {
    for (const status of ['pending', 'accepted', 'in_progress'] as const) {
      const view = statusView({ status, paymentStatus: 'paid' });
      expect(view.title).toBe('Recovery in Progress');
      expect(view.showEta).toBe(true);
    }
    expect(needsPayment({ status: 'pending', paymentStatus: 'paid' })).toBe(false);
  });

  it('has its own words for finished jobs', () => {
    expect(statusView({ status: 'completed', paymentStatus: 'paid' }).title).toBe('Recovery Complete');
    expect(statusView({ status: 'delivered', paymentStatus: 'paid' }).title).toBe('Delivered');
    const cancelled = statusView({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(cancelled.title).toBe('Request Cancelled');
    expect(cancelled.description).toMatch(/refunded/);
    expect(statusView({ status: 'cancelled', paymentStatus: 'unpaid' }).description).not.toMatch(/refund/);
  });

  it('uses a distinct list label for unpaid requests', () => {
    expect(listStatus({ status: 'pending', paymentStatus: 'unpaid' }).label).toBe('Awaiting payment');
    expect(listStatus({ status: 'accepted', paymentStatus: 'paid' }).label).toBe('Driver assigned');
  });
});

describe('isActiveJob', () => {
  it('is false only for completed and cancelled', () => {
    expect(isActiveJob('pending')).toBe(true);
    expect(isActiveJob('delivered')).toBe(true);
    expect(isActiveJob('completed')).toBe(false);
    expect(isActiveJob('cancelled')).toBe(false);
  });
});

describe('small formatters', () => {
  it('formats miles', () => {
    expect(formatMiles(1190)).toBe('1,190 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(45.5)).toBe('45.5 miles');
  });
  it('labels vehicle types, humanising unknown ones', () => {
    expect(vehicleTypeLabel('bobtail', humanize)).toBe('Bobtail');
    expect(vehicleTypeLabel('bobtail-trailer', humanize)).toBe('Bobtail + Trailer');
    expect(vehicleTypeLabel('car-hauler', humanize)).toBe('Car hauler');
    expect(humanize('in_progress')).toBe('In progress');
    expect(humanize('')).toBe('');
  });
  it('makes initials and ratings', () => {
    expect(initials('Jordan  Driver')).toBe('JD');
    expect(initials('cher')).toBe('C');
    expect(formatRating({ average: 4.8, count: 12 })).toBe('4.8 ★ (12)');
    expect(formatRating({ average: 5, count: 3 })).toBe('5.0 ★ (3)');
    expect(formatRating(null)).toBeNull();
  });
});
