import { ApiError } from '@web/lib/queryClient';
import { describe, expect, it } from 'vitest';
import {
  candidateIdFrom,
  isUnavailableError,
  newestRequest,
  resolveCurrentRequest,
  signedOutRedirect,
} from './current';

const older = { id: 'a', createdAt: '2025-05-01T10:00:00Z' };
const newer = { id: 'b', createdAt: '2025-05-02T10:00:00Z' };

describe('candidateIdFrom', () => {
  it('prefers the query parameter, then the stored id', () => {
    expect(candidateIdFrom('x', 'y')).toBe('x');
    expect(candidateIdFrom(null, 'y')).toBe('y');
    expect(candidateIdFrom('  ', 'y')).toBe('y');
    expect(candidateIdFrom(null, '')).toBeNull();
    expect(candidateIdFrom(null, null)).toBeNull();
  });
});

describe('newestRequest', () => {
  it('picks the latest creation time whatever the order', () => {
    expect(newestRequest([older, newer])?.id).toBe('b');
    expect(newestRequest([newer, older])?.id).toBe('b');
    expect(newestRequest([])).toBeUndefined();
  });
});

describe('resolveCurrentRequest', () => {
  const base = { list: [newer, older], listState: 'success' as const };

  it('shows the requested job when the server returns it', () => {
    expect(resolveCurrentRequest({ ...base, candidateId: 'a', candidate: 'found' })).toEqual({
      kind: 'show',
      id: 'a',
      source: 'candidate',
    });
  });

  it('waits while the requested job loads', () => {
    expect(resolveCurrentRequest({ ...base, candidateId: 'a', candidate: 'loading' })).toEqual({
      kind: 'loading',
    });
  });

  it('falls back to the newest when the requested job is not available', () => {
    expect(resolveCurrentRequest({ ...base, candidateId: 'zzz', candidate: 'unavailable' })).toEqual({
      kind: 'show',
      id: 'b',
      source: 'newest',
    });
  });

  it('uses the newest when nothing was requested', () => {
    expect(resolveCurrentRequest({ ...base, candidateId: null, candidate: 'none' })).toMatchObject({
      id: 'b',
    });
  });

  it('is empty (go home) when the user has no requests', () => {
    expect(
      resolveCurrentRequest({ candidateId: null, candidate: 'none', list: [], listState: 'success' }),
    ).toEqual({ kind: 'empty' });
    expect(
      resolveCurrentRequest({ candidateId: 'x', candidate: 'unavailable', list: [], listState: 'success' }),
    ).toEqual({ kind: 'empty' });
  });

  it('reports errors instead of guessing', () => {
    expect(resolveCurrentRequest({ ...base, candidateId: 'a', candidate: 'error' })).toEqual({
      kind: 'error',
      failed: 'candidate',
    });
    expect(
      resolveCurrentRequest({ candidateId: null, candidate: 'none', list: undefined, listState: 'error' }),
    ).toEqual({ kind: 'error', failed: 'list' });
  });

  it('waits for the list before falling back', () => {
    expect(
      resolveCurrentRequest({ candidateId: null, candidate: 'none', list: undefined, listState: 'loading' }),
    ).toEqual({ kind: 'loading' });
  });
});

describe('signedOutRedirect', () => {
  it('asks to sign in when there is a request to come back to', () => {
    expect(signedOutRedirect('abc')).toBe('/login?next=%2Ftracking');
    expect(signedOutRedirect('abc', '/tracking?id=abc')).toBe('/login?next=%2Ftracking%3Fid%3Dabc');
  });
  it('goes home otherwise', () => {
    expect(signedOutRedirect(null)).toBe('/');
  });
});

describe('isUnavailableError', () => {
  it('treats 400, 403 and 404 as not available', () => {
    expect(isUnavailableError(new ApiError(404, '{"message":"Recovery request not found"}'))).toBe(true);
    expect(isUnavailableError(new ApiError(403, 'nope'))).toBe(true);
    expect(isUnavailableError(new ApiError(400, 'bad id'))).toBe(true);
  });
  it('keeps other failures as errors', () => {
    expect(isUnavailableError(new ApiError(500, 'boom'))).toBe(false);
    expect(isUnavailableError(new Error('Failed to fetch'))).toBe(false);
  });
});
