import { describe, expect, it } from 'vitest';
import { claimBlocker } from './claims';

const DAY = 86_400_000;
const now = Date.parse('2026-11-27T12:00:00Z');

describe('claimBlocker', () => {
  it('opens a claim on a delivered move within 15 days of delivery, and a billing one within 15 days of the request', () => {
    const delivered = {
      status: 'delivered',
      deliveredAt: new Date(now - 3 * DAY),
      createdAt: new Date(now - 5 * DAY),
    };
    expect(claimBlocker(delivered, 'damage', now)).toBeNull();
    expect(claimBlocker({ ...delivered, status: 'completed' }, 'delay', now)).toBeNull();
    expect(
      claimBlocker(
        { status: 'in_progress', deliveredAt: null, createdAt: new Date(now - DAY) },
        'billing',
        now,
      ),
    ).toBeNull();
  });

  it('refuses a move not delivered yet, and one past its window, with what to do', () => {
    const onRoad = { status: 'in_progress', deliveredAt: null, createdAt: new Date(now - DAY) };
    expect(claimBlocker(onRoad, 'damage', now)).toMatchObject({ code: 'not_delivered' });
    const old = {
      status: 'completed',
      deliveredAt: new Date(now - 16 * DAY),
      createdAt: new Date(now - 17 * DAY),
    };
    expect(claimBlocker(old, 'damage', now)?.message).toBe(
      'Claims are opened within 15 days of delivery; this window has closed.',
    );
    expect(claimBlocker(old, 'billing', now)?.message).toContain('15 days of the request');
  });
});
