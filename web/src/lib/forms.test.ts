import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './forms';
import { ApiError } from './queryClient';

describe('applyServerErrors', () => {
  it('puts field messages on fields, focusing the first, and answers the overall message', () => {
    const setError = vi.fn();
    const err = new ApiError(
      400,
      '{"message":"Enter a valid email address","errors":{"email":"Enter a valid email address"}}',
    );
    const applied = applyServerErrors<{ email: string; password: string }>(
      err,
      ['email', 'password'],
      setError,
    );
    expect(applied).toEqual({ message: 'Enter a valid email address', placed: true });
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Enter a valid email address' },
      { shouldFocus: true },
    );
  });

  it('gives a 409 to the conflict field and says when nothing could be placed', () => {
    const setError = vi.fn();
    const conflict = new ApiError(409, '{"message":"You already have a vehicle with this VIN."}');
    expect(
      applyServerErrors<{ vin: string }>(conflict, ['vin'], setError, { conflictField: 'vin' }).placed,
    ).toBe(true);
    const other = new ApiError(500, '{"message":"Something went wrong on our side. Please try again."}');
    expect(applyServerErrors<{ vin: string }>(other, ['vin'], vi.fn())).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      placed: false,
    });
  });
});
