import { afterEach, describe, expect, it, vi } from 'vitest';
import { appleMapsUrl, drivingDirectionsUrl, isIos, navigationUrl, openDirections } from './directions';

const stop = { lat: 41.605, lng: -90.786 };

describe('directions', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("points every link at the stop's coordinates", () => {
    expect(drivingDirectionsUrl(stop)).toContain('destination=41.605,-90.786');
    expect(appleMapsUrl(stop)).toContain('daddr=41.605,-90.786');
    expect(navigationUrl(stop)).toContain('ll=41.605,-90.786');
  });

  it('recognises iOS devices', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(false);
  });

  it('on iOS opens the Apple link first and the driving link 300 ms later', () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' });
    const opened: string[] = [];
    openDirections(stop, (url) => opened.push(url));
    expect(opened).toEqual([appleMapsUrl(stop)]);
    vi.advanceTimersByTime(299);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual([appleMapsUrl(stop), drivingDirectionsUrl(stop)]);
  });
});
