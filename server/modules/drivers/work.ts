import type { AvailabilityInput, DriverProfile } from '@core/contracts/drivers';
import {
  AVAILABLE_FROM_MAX_DAYS,
  driverAvailability,
  freshPosition,
  implausiblePosition,
  takingWorkAt,
} from '@core/drivers';
import type { LatLng } from '@core/sphere';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { GeoService } from '../geo/service';
import { type DriverProfileRow, driversRepo } from './repo';

/**
 * Where a driver is and when: availability (now, from a moment, off), the home base the geo service
 * placed, the reach, "looking for a load home", and the position their phone sends while taking work.
 */
interface WorkContext {
  db: Db;
  geo: Pick<GeoService, 'place'>;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/** Where and when the driver works, as the profile and the console's driver panel show it. */
export function whereWhenOf(
  row: DriverProfileRow | undefined,
  now: Date,
): Pick<
  DriverProfile,
  'isAvailable' | 'availability' | 'homeBase' | 'maxDeadheadMiles' | 'lookingForLoadHome'
> {
  const setting = { isAvailable: row?.isAvailable ?? false, availableFrom: row?.availableFrom ?? null };
  const availability = driverAvailability(setting, now);
  return {
    isAvailable: takingWorkAt(setting, now),
    availability: {
      mode: availability.kind,
      from: availability.kind === 'from' ? new Date(availability.at).toISOString() : null,
    },
    homeBase:
      row?.homeBaseAddress && row.homeBaseLat !== null && row.homeBaseLng !== null
        ? { address: row.homeBaseAddress, lat: row.homeBaseLat, lng: row.homeBaseLng }
        : null,
    maxDeadheadMiles: row?.maxDeadheadMiles ?? 250,
    lookingForLoadHome: row?.lookingForLoadHome ?? false,
  };
}

/** The moment a "from" starts, or null for now (a moment already past means now). */
function startOf(ctx: WorkContext, from: string | undefined): Date | null {
  if (!from)
    throw badRequest('Give the date and time you start taking work.', 'from_missing', {
      from: 'Give the date and time you start',
    });
  const at = new Date(from);
  const now = ctx.now();
  if (at.getTime() > now.getTime() + AVAILABLE_FROM_MAX_DAYS * DAY_MS)
    throw badRequest(`Choose a start within the next ${AVAILABLE_FROM_MAX_DAYS} days.`, 'from_too_far', {
      from: `Within the next ${AVAILABLE_FROM_MAX_DAYS} days`,
    });
  return at.getTime() > now.getTime() ? at : null;
}

/** The home base columns for the text given: resolved by the geo service (400 for no place), or cleared. */
async function homeBaseOf(ctx: WorkContext, text: string | null, current: DriverProfileRow | undefined) {
  if (!text) return { homeBaseAddress: null, homeBaseLat: null, homeBaseLng: null };
  // The card sends the address it was given back: nothing to look up again.
  if (current?.homeBaseAddress === text) return {};
  const place = await ctx.geo.place('homeBase', text);
  return { homeBaseAddress: place.address, homeBaseLat: place.lat, homeBaseLng: place.lng };
}

/** PUT /api/driver/availability: one write of what the driver said (places resolved first). */
export async function saveAvailability(
  ctx: WorkContext,
  actor: SessionUser,
  body: AvailabilityInput,
): Promise<DriverProfileRow> {
  const input =
    'isAvailable' in body ? { mode: body.isAvailable ? ('now' as const) : ('off' as const) } : body;
  const current = await driversRepo.find(ctx.db, actor.id);
  if (input.mode !== 'off' && current?.verificationStatus !== 'approved') {
    throw conflict(
      'Only verified drivers can go available. Complete your verification first.',
      'not_verified',
    );
  }
  const patch: Partial<DriverProfileRow> = {
    isAvailable: input.mode !== 'off',
    availableFrom: input.mode === 'from' ? startOf(ctx, 'from' in input ? input.from : undefined) : null,
  };
  if ('homeBase' in input && input.homeBase !== undefined)
    Object.assign(patch, await homeBaseOf(ctx, input.homeBase, current));
  if ('maxDeadheadMiles' in input && input.maxDeadheadMiles !== undefined)
    patch.maxDeadheadMiles = input.maxDeadheadMiles;
  if ('lookingForLoadHome' in input && input.lookingForLoadHome !== undefined)
    patch.lookingForLoadHome = input.lookingForLoadHome;
  return driversRepo.upsert(ctx.db, actor.id, patch);
}

/**
 * POST /api/driver/position: kept while the driver takes work, unless it is no fix, too vague or a jump
 * no truck could make (then `recorded: false`). A report older than the one kept never replaces it.
 */
export async function reportPosition(
  ctx: WorkContext,
  actor: SessionUser,
  fix: LatLng & { accuracy?: number },
): Promise<{ recorded: boolean }> {
  const now = ctx.now();
  const row = await driversRepo.find(ctx.db, actor.id);
  if (!row || !takingWorkAt(row, now))
    throw conflict(
      'You are not taking work now, so your position is not shared. Set your availability to now first.',
      'not_available',
    );
  if (implausiblePosition(fix, freshPosition(row, now), now)) return { recorded: false };
  return { recorded: await driversRepo.setPosition(ctx.db, actor.id, fix, now) };
}
