import { describe, expect, it } from 'vitest';
import { rejectReasonError } from './review';

describe('reject reason', () => {
  it('needs at least 5 characters after trimming', () => {
    expect(rejectReasonError('')).toMatch(/at least 5/);
    expect(rejectReasonError('  abc  ')).toMatch(/at least 5/);
    expect(rejectReasonError('Blurry photo')).toBeNull();
    expect(rejectReasonError('x'.repeat(501))).toMatch(/500/);
  });
});
