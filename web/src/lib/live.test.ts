import { liveEvent } from '@core/live';
import { LIVE_CLOSE_RESTARTING, LIVE_RECONNECT_DELAY_MS } from '@core/live-timing';
import { describe, expect, it, vi } from 'vitest';
import { createLiveConnection, isLiveEvent } from './live';

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

describe('createLiveConnection', () => {
  it('reconnects at once when the server restarts (1012), after 3 s when the connection drops', () => {
    vi.useFakeTimers();
    const made: { onclose?: (e: { code: number }) => void }[] = [];
    class FakeSocket {
      static OPEN = 1;
      readyState = 0;
      onopen?: () => void;
      onclose?: (e: { code: number }) => void;
      onmessage?: () => void;
      constructor() {
        made.push(this);
      }
      send() {}
      close() {}
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    try {
      const live = createLiveConnection('ws://pathway.test/ws');
      live.start();
      made[0]!.onclose?.({ code: LIVE_CLOSE_RESTARTING });
      vi.advanceTimersByTime(250);
      expect(made).toHaveLength(2);
      made[1]!.onclose?.({ code: 1006 });
      vi.advanceTimersByTime(LIVE_RECONNECT_DELAY_MS - 1);
      expect(made).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(made).toHaveLength(3);
      live.stop();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
