import { describe, expect, it } from 'vitest';
import type { QueuedPosition } from './db';
import { keepsQuery, nextBatch, noAnswer, positionOutcome, retryDelayMs, unsentWarning } from './rules';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 5, minute)).toISOString();
const position = (seq: number, jobId: string, minute: number): QueuedPosition => ({
  seq,
  jobId,
  lat: 40 + minute / 100,
  lng: -111,
  recordedAt: at(minute),
});

describe('keepsQuery', () => {
  it('keeps what a driver needs on the road', () => {
    for (const key of [
      ['/api/me'],
      ['/api/recovery-requests', 'job-1'],
      ['/api/recovery-requests', 'job-1', 'condition-reports'],
      ['/api/driver', 'jobs'],
      ['/api/driver-messaging', 'contacts', 'u1'],
      ['/api/users/u1/documents'],
      ['/api/time-clock/status'],
    ])
      expect(keepsQuery(key), key.join(' ')).toBe(true);
  });

  it('keeps nothing else', () => {
    for (const key of [
      ['/api/me/sessions'],
      ['/api/admin/jobs'],
      ['/api/payments'],
      [{ x: 1 }],
      ['/api/users/u1'],
    ])
      expect(keepsQuery(key), JSON.stringify(key)).toBe(false);
  });
});

describe('nextBatch', () => {
  it('uploads the oldest job first, its positions in recorded order', () => {
    const queued = [position(3, 'b', 1), position(1, 'a', 5), position(2, 'a', 2), position(4, 'a', 9)];
    expect(nextBatch(queued).map((p) => p.seq)).toEqual([2, 1, 4]);
  });

  it('never sends more than the endpoint takes', () => {
    const queued = Array.from({ length: 7 }, (_, i) => position(i + 1, 'a', i));
    expect(nextBatch(queued, 5).map((p) => p.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(nextBatch([])).toEqual([]);
  });
});

describe('positionOutcome', () => {
  it('keeps positions while nobody answers or the server cannot take them yet', () => {
    expect(positionOutcome({ kind: 'network' })).toBe('wait');
    for (const status of [500, 503, 401, 408, 429])
      expect(positionOutcome({ kind: 'answer', status })).toBe('wait');
  });

  it('drops them when refused for good, and clears them once stored', () => {
    for (const status of [400, 403, 404, 409])
      expect(positionOutcome({ kind: 'answer', status })).toBe('drop');
    expect(positionOutcome({ kind: 'answer', status: 200 })).toBe('sent');
  });
});

describe('retryDelayMs', () => {
  it('backs off from 5 s, doubling, to 5 minutes at most', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(300_000);
  });
});

describe('noAnswer', () => {
  it('is a fetch that got no answer, not a refusal or a bug', () => {
    expect(noAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(noAnswer(new Error('500: boom'))).toBe(false);
  });
});

describe('unsentWarning', () => {
  it('names what waits before signing out deletes it', () => {
    expect(unsentWarning({ positions: 3, reports: 2, messages: 0 })).toBe(
      '3 positions and 2 report changes have not been sent yet. Signing out deletes them from this phone.',
    );
    expect(unsentWarning({ positions: 0, reports: 1, messages: 0 })).toBe(
      '1 report change has not been sent yet. Signing out deletes it from this phone.',
    );
    expect(unsentWarning({ positions: 1, reports: 1, messages: 2 })).toMatch(
      /^1 position, 1 report change and 2 messages have not been sent yet\./,
    );
  });

  it('asks nothing when nothing waits', () => {
    expect(unsentWarning({ positions: 0, reports: 0, messages: 0 })).toBeNull();
  });
});

describe('unsentWarning in Spanish', () => {
  it('counts and agrees in Spanish, then English again', async () => {
    const { i18n } = await import('@lingui/core');
    const { messages } = await import('virtual:lingui-catalog/es');
    const english = i18n.messages;
    i18n.loadAndActivate({ locale: 'es', locales: ['es-US'], messages });
    try {
      expect(unsentWarning({ positions: 1, reports: 0, messages: 0 })).toBe(
        'Todavía no se ha enviado 1 posición. Si cierra sesión, se borrará de este teléfono.',
      );
      expect(unsentWarning({ positions: 3, reports: 1, messages: 2 })).toBe(
        'Todavía no se han enviado 3 posiciones, 1 cambio de reporte y 2 mensajes. Si cierra sesión, se borrarán de este teléfono.',
      );
    } finally {
      i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: english });
    }
  });
});
