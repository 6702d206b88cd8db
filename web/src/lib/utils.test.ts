import { describe, expect, it } from 'vitest';
import { classMerge, classMergeSettled, cn, telHref } from './utils';

describe('utils', () => {
  it('joins class names until the merger is in, then lets later Tailwind classes win', async () => {
    // The first call happens before the merger's module has loaded (the splash waits for it in the app).
    expect(classMergeSettled()).toBe(false);
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('px-2 py-1 px-4');
    await classMerge;
    expect(classMergeSettled()).toBe(true);
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
  });

  it('builds a tel: address from a display phone number', () => {
    expect(telHref('(555) 010-0100')).toBe('tel:5550100100');
    expect(telHref('+1 555 010 0100')).toBe('tel:+15550100100');
  });
});
