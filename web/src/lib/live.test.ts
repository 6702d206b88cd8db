import { liveEvent } from '@core/live';
import { describe, expect, it } from 'vitest';
import { isLiveEvent } from './live';

describe('isLiveEvent', () => {
  it('accepts a frame of every event type the server sends', () => {
    const types = liveEvent.options.map((option) => option.shape.type.value);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(isLiveEvent({ type }), type).toBe(true);
  });

  it('passes over pongs, errors and anything that is not an event', () => {
    for (const frame of [
      { type: 'pong', timestamp: '2026-11-24T12:00:00.000Z' },
      { type: 'error', message: 'Unknown message' },
      { type: 'toString' },
      { type: 42 },
      {},
      [],
      null,
      'job.updated',
    ]) {
      expect(isLiveEvent(frame), JSON.stringify(frame)).toBe(false);
    }
  });
});
