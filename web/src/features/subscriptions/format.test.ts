import { describe, expect, it } from 'vitest';
import { intentIdFromSecret, plansFor, pricePerInterval, subscribePath } from './format';

const plan = (over: object) =>
  ({ id: 1, price: 2000, interval: 'monthly', sortOrder: 1, name: 'Client Monthly', ...over }) as never;

describe('subscription formatting', () => {
  it('shows the price with two decimals per interval', () => {
    expect(pricePerInterval(plan({}))).toBe('$20.00/month');
    expect(pricePerInterval(plan({ price: 20400, interval: 'annual' }))).toBe('$204.00/year');
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
