import { describe, expect, it } from 'vitest';
import { activationText, intentIdFromSecret, plansFor, pricePerInterval, subscribePath } from './format';

const plan = (over: object) =>
  ({ id: 1, price: 2000, interval: 'monthly', sortOrder: 1, name: 'Client Monthly', ...over }) as never;

describe('subscription formatting', () => {
  it('shows the price with two decimals per interval', () => {
    expect(pricePerInterval(plan({}))).toBe('$20.00/month');
    expect(pricePerInterval(plan({ price: 20400, interval: 'annual' }))).toBe('$204.00/year');
  });
  it('announces a trial as started with its end, not as an activated account', () => {
    const trial = activationText(true, 'February 25, 2027', '$20.00/month');
    expect(trial).toMatch(/^Your 90-day free trial has started and ends on February 25, 2027\./);
    expect(trial).not.toMatch(/activated/);
    expect(activationText(false, 'December 27, 2026', '$20.00/month')).toBe(
      'Your subscription is active until December 27, 2026. A receipt is on its way by e-mail.',
    );
  });
  it('filters by interval and sorts by sortOrder', () => {
    const list = [
      plan({ id: 2, sortOrder: 5 }),
      plan({ id: 3, interval: 'annual' }),
      plan({ id: 4, sortOrder: 2 }),
    ];
    expect(plansFor(list, 'monthly').map((p) => p.id)).toEqual([4, 2]);
  });
  it('builds the checkout address and reads the intent from the secret', () => {
    expect(subscribePath({ clientSecret: 'pi_test_a_secret_b', subscriptionId: 's1' })).toBe(
      '/subscribe?clientSecret=pi_test_a_secret_b&subscriptionId=s1',
    );
    expect(intentIdFromSecret('pi_test_a_secret_b')).toBe('pi_test_a');
    expect(intentIdFromSecret('nothing')).toBeNull();
  });
});
