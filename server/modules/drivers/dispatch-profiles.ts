import type { LicenseClass } from '@core/contracts/drivers';
import type { Db, DbOrTx } from '../../db/client';
import { driversRepo } from './repo';
import { suspensionsRepo } from './suspensions-repo';

/** What dispatch ranks a driver by, from the drivers' own tables (the profile and suspensions). */
export interface DispatchProfile {
  id: string;
  name: string;
  phone: string | null;
  verified: boolean;
  suspended: boolean;
  licenseClass: LicenseClass;
  licenseExpiresOn: string | null;
  isAvailable: boolean;
  availableFrom: Date | null;
  homeBase: { address: string; lat: number; lng: number } | null;
  maxDeadheadMiles: number;
  lastPosition: { lat: number; lng: number; at: Date } | null;
  lookingForLoadHome: boolean;
}

type Row = Awaited<ReturnType<typeof driversRepo.verifiedWithNames>>[number];

const toDispatchProfile = (row: Row, suspended: Set<string>): DispatchProfile | null => {
  const p = row.profile;
  if (!p.licenseClass) return null;
  return {
    id: p.userId,
    name: row.name,
    phone: row.phone,
    verified: p.verificationStatus === 'approved',
    suspended: suspended.has(p.userId),
    licenseClass: p.licenseClass,
    licenseExpiresOn: p.licenseExpiresOn,
    isAvailable: p.isAvailable,
    availableFrom: p.availableFrom,
    homeBase:
      p.homeBaseAddress && p.homeBaseLat !== null && p.homeBaseLng !== null
        ? { address: p.homeBaseAddress, lat: p.homeBaseLat, lng: p.homeBaseLng }
        : null,
    maxDeadheadMiles: p.maxDeadheadMiles,
    lastPosition:
      p.lastLat !== null && p.lastLng !== null && p.lastPositionAt
        ? { lat: p.lastLat, lng: p.lastLng, at: p.lastPositionAt }
        : null,
    lookingForLoadHome: p.lookingForLoadHome,
  };
};

/**
 * The verified drivers dispatch may rank (all of them, or the ones named), with their suspension in
 * force now. A driver without a licence class on file cannot be matched to any vehicle and is left out.
 */
export async function dispatchProfiles(
  ctx: { db: Db },
  ids?: string[],
  db: DbOrTx = ctx.db,
): Promise<DispatchProfile[]> {
  if (ids?.length === 0) return [];
  const rows = await driversRepo.verifiedWithNames(db, ids);
  const suspended = new Set(
    rows.length === 0
      ? []
      : await suspensionsRepo.suspendedAmong(
          db,
          rows.map((r) => r.profile.userId),
          new Date(),
        ),
  );
  return rows.flatMap((r) => toDispatchProfile(r, suspended) ?? []);
}
