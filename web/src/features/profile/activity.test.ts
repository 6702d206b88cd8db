import { describe, expect, it } from 'vitest';
import { activityHref, activityLabel } from './activity';

describe('activityLabel', () => {
  it('names the known event types', () => {
    expect(activityLabel({ type: 'created', toStatus: 'pending' })).toBe('Request created');
    expect(activityLabel({ type: 'paid', toStatus: null })).toBe('Payment received');
    expect(activityLabel({ type: 'accepted', toStatus: 'accepted' })).toBe('Driver assigned');
    expect(activityLabel({ type: 'in_progress', toStatus: 'in_progress' })).toBe(
      'Pre-trip complete, on the road',
    );
    expect(activityLabel({ type: 'delivered', toStatus: 'delivered' })).toBe('Delivered');
    expect(activityLabel({ type: 'completed', toStatus: 'completed' })).toBe('Delivery confirmed');
    expect(activityLabel({ type: 'cancelled', toStatus: 'cancelled' })).toBe('Cancelled');
    // The refund after a cancellation is its own event, not the cancellation again.
    expect(activityLabel({ type: 'refunded', toStatus: 'cancelled' })).toBe('Refund issued');
  });

  it('falls back to the status moved to, then to the humanised type', () => {
    expect(activityLabel({ type: 'status_changed', toStatus: 'delivered' })).toBe('Delivered');
    expect(activityLabel({ type: 'photos_uploaded', toStatus: null })).toBe('Photos uploaded');
    expect(activityLabel({ type: 'driver-location', toStatus: null })).toBe('Driver location');
    expect(activityLabel({ type: '', toStatus: null })).toBe('Update');
  });

  it('is not fooled by inherited property names', () => {
    expect(activityLabel({ type: 'toString', toStatus: null })).toBe('Tostring');
  });
});

describe('activityHref', () => {
  it('opens the job on the tracking page', () => {
    expect(activityHref({ jobId: 'abc-1' })).toBe('/tracking?id=abc-1');
  });
});
