/**
 * Offers in waves: a paid job goes to the best few eligible drivers for a few minutes, then to the next
 * group, then to everyone on the open list. The server's dispatch and the dispatch benchmark both plan
 * their waves here, so the benchmark measures the policy the product runs.
 */
import type { RankedDriver } from './dispatch-rank';

export interface WaveSettings {
  /** How many drivers each wave offers the job to, in order (wave 1 first). */
  sizes: number[];
  /** How long each wave's offers stand before the next wave (or the open list). */
  minutes: number;
}

/** Documented defaults (DISPATCH_WAVE_SIZES, DISPATCH_WAVE_MINUTES). */
export const DEFAULT_WAVE_SETTINGS: WaveSettings = { sizes: [3, 10], minutes: 4 };

/**
 * A wave's hold on the job outlasts its offers by this much: the next wave goes out when the minute
 * task runs, and until then the job is not on the open list for anyone to take.
 */
export const WAVE_HOLD_GRACE_MS = 90_000;

/** A next load home is offered to the arriving driver alone, this long, before any wave. */
export const NEXT_LOAD_OFFER_MINUTES = 10;

export const waveCount = (s: WaveSettings) => s.sizes.length;

/**
 * The drivers of the given wave (1-based): the best-ranked eligible drivers not offered this job
 * before and not holding another open offer (a driver answers one offer at a time, so the jobs whose
 * waves run first, Priority Dispatch, get the best drivers).
 */
export function driversForWave(
  ranked: readonly RankedDriver[],
  wave: number,
  settings: WaveSettings,
  exclude: { offeredThisJob: ReadonlySet<string>; holdingAnOffer: ReadonlySet<string> },
): RankedDriver[] {
  const size = settings.sizes[wave - 1] ?? 0;
  if (size <= 0) return [];
  return ranked
    .filter((d) => d.eligible && !exclude.offeredThisJob.has(d.id) && !exclude.holdingAnOffer.has(d.id))
    .slice(0, size);
}

/** When a wave sent at `sentAt` ends. */
export const waveEndsAt = (sentAt: number, settings: WaveSettings) => sentAt + settings.minutes * 60_000;

/**
 * What follows a wave that ended without an acceptance: the next wave, or the open list. An empty
 * wave (nobody left to offer) moves straight on, so a job never waits on an offer nobody got.
 */
export const afterWave = (wave: number, settings: WaveSettings): 'next_wave' | 'open_list' =>
  wave < waveCount(settings) ? 'next_wave' : 'open_list';

/** Parses "3,10" (configuration) into wave sizes; throws on anything else. */
export function parseWaveSizes(text: string): number[] {
  const sizes = text.split(',').map((part) => Number(part.trim()));
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 500))
    throw new Error('Wave sizes are whole numbers from 1 to 500, separated by commas (for example "3,10").');
  return sizes;
}
