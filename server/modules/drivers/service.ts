import type { AvailabilityInput, DriverProfile, DriverProfileInput } from '@core/contracts/drivers';
import type { AssignedDriver } from '@core/contracts/jobs';
import { isAvailableDriver } from '@core/drivers';
import { licenseFitsVehicle } from '@core/jobs';
import type { Db, DbOrTx } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { FilesService } from '../files/service';
import type { GeoService } from '../geo/service';
import { ratingsViews } from '../ratings/views';
import { dispatchProfiles } from './dispatch-profiles';
import { type DriverProfileRow, driversRepo } from './repo';
import * as suspensions from './suspensions';
import { type DriverEligibility, toEligibility } from './views';
import * as work from './work';

const fileUrl = (id: string | null) => (id ? `/api/files/${id}` : null);

export type { DriverEligibility } from './views';

/** The verification photos and licence expiry, for the documents domain. */
export interface DriverIdentity {
  licensePhotoFileId: string | null;
  selfieFileId: string | null;
  licenseExpiresOn: string | null;
  verificationStatus: DriverProfileRow['verificationStatus'];
  rejectionReason: string | null;
}

/** What the functions take: the database, the other domains, and who listens for identity changes. */
export interface DriversContext {
  db: Db;
  accounts: AccountsService;
  files: FilesService;
  geo: Pick<GeoService, 'place'>;
  now: () => Date;
  identityListeners: ((userId: string) => Promise<void>)[];
}

const identityChanged = async (ctx: DriversContext, userId: string) => {
  for (const listener of ctx.identityListeners) await listener(userId);
};

async function toProfile(
  ctx: DriversContext,
  userId: string,
  row: DriverProfileRow | undefined,
): Promise<DriverProfile> {
  const [user, suspension] = await Promise.all([
    ctx.accounts.getUser(userId),
    suspensions.currentSuspension(ctx, userId),
  ]);
  if (!user) throw notFound('Driver not found');
  return {
    userId,
    name: user.name,
    email: user.email,
    licenseClass: row?.licenseClass ?? null,
    licenseNumber: row?.licenseNumber ?? null,
    licenseState: row?.licenseState ?? null,
    licenseExpiresOn: row?.licenseExpiresOn ?? null,
    licensePhotoUrl: fileUrl(row?.licensePhotoFileId ?? null),
    selfieUrl: fileUrl(row?.selfieFileId ?? null),
    verificationStatus: row?.verificationStatus ?? 'unsubmitted',
    rejectionReason: row?.rejectionReason ?? null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    ...work.whereWhenOf(row, ctx.now()),
    lastPositionAt: row?.lastPositionAt?.toISOString() ?? null,
    suspension: suspension
      ? {
          reason: suspension.reason,
          startsAt: suspension.startsAt.toISOString(),
          endsAt: suspension.endsAt?.toISOString() ?? null,
        }
      : null,
    rating: (await ratingsViews.driverSummaries(ctx.db, [userId])).get(userId) ?? null,
  };
}

/** Changing identity details after approval sends the profile back for review. */
const backToReview = (row: DriverProfileRow | undefined) =>
  row?.verificationStatus === 'approved' || row?.verificationStatus === 'pending'
    ? { verificationStatus: 'unsubmitted' as const }
    : {};

/** Other domains follow changes to a driver's photos, licence expiry or verification status. */
export function onIdentityChanged(ctx: DriversContext, listener: (userId: string) => Promise<void>) {
  ctx.identityListeners.push(listener);
}

export async function identity(ctx: DriversContext, userId: string): Promise<DriverIdentity | null> {
  const row = await driversRepo.find(ctx.db, userId);
  if (!row) return null;
  return {
    licensePhotoFileId: row.licensePhotoFileId,
    selfieFileId: row.selfieFileId,
    licenseExpiresOn: row.licenseExpiresOn,
    verificationStatus: row.verificationStatus,
    rejectionReason: row.rejectionReason,
  };
}

/** Account erasure: the licence photo and selfie leave the profile and storage. */
export async function eraseIdentityPhotos(ctx: DriversContext, userId: string): Promise<void> {
  const row = await driversRepo.find(ctx.db, userId);
  if (!row) return;
  const ids = [row.licensePhotoFileId, row.selfieFileId].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  await driversRepo.upsert(ctx.db, userId, { licensePhotoFileId: null, selfieFileId: null });
  for (const id of ids) await ctx.files.remove(id);
}

/** The drivers available for work now, by core's one definition (`isAvailableDriver`). */
export async function listAvailableDrivers(ctx: DriversContext) {
  // Read as verified drivers (the role checked in SQL), then judged by the definition itself.
  const verified = await driversRepo.listVerified(ctx.db);
  const suspended = await suspensions.suspendedAmong(
    ctx,
    verified.map((d) => d.userId),
  );
  return verified
    .filter((d) =>
      isAvailableDriver(
        {
          verificationStatus: d.verificationStatus,
          isDriver: true,
          suspended: suspended.has(d.userId),
          takingWork: d.isAvailable,
          availableFrom: d.availableFrom,
        },
        ctx.now(),
      ),
    )
    .map((d) => ({ userId: d.userId, licenseClass: d.licenseClass }));
}

/** How many drivers are available now: every count shown (console, /pathway-ai, assistant, home). */
export async function countAvailableDrivers(ctx: DriversContext): Promise<number> {
  return (await listAvailableDrivers(ctx)).length;
}

/** Name, photo and rating of each assigned driver, as the job's client sees them. */
export async function summaries(
  ctx: DriversContext,
  userIds: string[],
): Promise<Map<string, AssignedDriver>> {
  const [users, ratings] = await Promise.all([
    ctx.accounts.getUsers(userIds),
    ratingsViews.driverSummaries(ctx.db, userIds),
  ]);
  return new Map(
    users.map((u) => [
      u.id,
      { id: u.id, name: u.name, photo: u.photoUrl, rating: ratings.get(u.id) ?? null },
    ]),
  );
}

/** Inside a transaction pass it as `db`: the step then reads what it has locked. */
export async function eligibility(
  ctx: DriversContext,
  userId: string,
  db: DbOrTx = ctx.db,
): Promise<DriverEligibility> {
  const [profile, suspension] = await Promise.all([
    driversRepo.find(db, userId),
    suspensions.currentSuspension(ctx, userId, db),
  ]);
  return {
    ...toEligibility(profile),
    suspension: suspension ? { reason: suspension.reason, endsAt: suspension.endsAt } : null,
  };
}

/** Whether the driver may take a job of this type: verified, not suspended, and the licence covers it. */
export function fits(_ctx: DriversContext, e: DriverEligibility, vehicleType: string): boolean {
  return (
    e.verified && !e.suspension && e.licenseClass !== null && licenseFitsVehicle(e.licenseClass, vehicleType)
  );
}

export async function profile(ctx: DriversContext, actor: SessionUser): Promise<DriverProfile> {
  return toProfile(ctx, actor.id, await driversRepo.find(ctx.db, actor.id));
}

export async function updateProfile(
  ctx: DriversContext,
  actor: SessionUser,
  input: Required<DriverProfileInput>,
): Promise<DriverProfile> {
  const current = await driversRepo.find(ctx.db, actor.id);
  const expires = new Date(`${input.licenseExpiresOn}T00:00:00Z`);
  if (expires.getTime() < Date.now())
    throw badRequest('This licence has expired. Enter a current licence.', 'license_expired');
  const changed =
    current?.licenseClass !== input.licenseClass ||
    current?.licenseNumber !== input.licenseNumber ||
    current?.licenseState !== input.licenseState;
  const row = await driversRepo.upsert(ctx.db, actor.id, {
    ...input,
    ...(changed ? backToReview(current) : {}),
  });
  await identityChanged(ctx, actor.id);
  return toProfile(ctx, actor.id, row);
}

export async function setPhoto(
  ctx: DriversContext,
  actor: SessionUser,
  kind: 'license' | 'selfie',
  bytes: Buffer,
): Promise<DriverProfile> {
  const file = await ctx.files.storeImage(actor, kind === 'license' ? 'license_photo' : 'selfie', bytes);
  const current = await driversRepo.find(ctx.db, actor.id);
  const row = await driversRepo.upsert(ctx.db, actor.id, {
    ...(kind === 'license' ? { licensePhotoFileId: file.id } : { selfieFileId: file.id }),
    ...backToReview(current),
  });
  await identityChanged(ctx, actor.id);
  return toProfile(ctx, actor.id, row);
}

export async function submitForReview(ctx: DriversContext, actor: SessionUser): Promise<DriverProfile> {
  const row = await driversRepo.find(ctx.db, actor.id);
  const missing = [
    !row?.licenseClass && 'licence class',
    !row?.licenseNumber && 'licence number',
    !row?.licenseExpiresOn && 'licence expiry',
    !row?.licensePhotoFileId && 'licence photo',
    !row?.selfieFileId && 'selfie',
  ].filter(Boolean);
  if (missing.length > 0)
    throw badRequest(`Before review we still need your ${missing.join(', ')}.`, 'profile_incomplete');
  if (row!.verificationStatus === 'approved') throw conflict('You are already verified.', 'already_verified');
  const updated = await driversRepo.upsert(ctx.db, actor.id, {
    verificationStatus: 'pending',
    submittedAt: new Date(),
    rejectionReason: null,
  });
  return toProfile(ctx, actor.id, updated);
}

/** PUT /api/driver/availability: now, from a moment or off, with the home base, reach and "load home". */
export async function setAvailability(
  ctx: DriversContext,
  actor: SessionUser,
  body: AvailabilityInput,
): Promise<DriverProfile> {
  return toProfile(ctx, actor.id, await work.saveAvailability(ctx, actor, body));
}

export async function listForReview(ctx: DriversContext): Promise<DriverProfile[]> {
  const rows = await driversRepo.listByStatus(ctx.db, 'pending');
  return Promise.all(rows.map((row) => toProfile(ctx, row.userId, row)));
}

export async function review(
  ctx: DriversContext,
  admin: SessionUser,
  driverId: string,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
) {
  const row = await driversRepo.review(ctx.db, driverId, {
    verificationStatus: decision.decision === 'approve' ? 'approved' : 'rejected',
    rejectionReason: decision.decision === 'reject' ? decision.reason : null,
    reviewedBy: admin.id,
  });
  if (!row) throw conflict('This driver is not waiting for review.', 'not_pending');
  // Clients see the verified selfie on the driver card of their jobs.
  if (row.verificationStatus === 'approved')
    await ctx.accounts.setPhotoUrl(driverId, fileUrl(row.selfieFileId));
  await identityChanged(ctx, driverId);
  return toProfile(ctx, driverId, row);
}

export function createDriversService(
  db: Db,
  deps: {
    accounts: AccountsService;
    files: FilesService;
    geo: Pick<GeoService, 'place'>;
    now?: () => Date;
  },
) {
  const ctx: DriversContext = { db, ...deps, now: deps.now ?? (() => new Date()), identityListeners: [] };
  return {
    /** Verified drivers, available or not (an operator assigning a job). */
    listVerifiedDrivers: () => driversRepo.listVerified(db),
    /** A driver's profile row (the console's driver panel). */
    profileRow: (userId: string) => driversRepo.find(db, userId),
    /** Where and when a driver works, from their profile row (the console's driver panel). */
    whereWhenOf: (row: DriverProfileRow | undefined) => work.whereWhenOf(row, ctx.now()),
    ...bindActions(ctx, {
      onIdentityChanged,
      identity,
      eraseIdentityPhotos,
      listAvailableDrivers,
      countAvailableDrivers,
      summaries,
      eligibility,
      fits,
      profile,
      updateProfile,
      setPhoto,
      submitForReview,
      setAvailability,
      reportPosition: work.reportPosition,
      listForReview,
      review,
      dispatchProfiles,
      ...suspensions,
    }),
  };
}
export type DriversService = ReturnType<typeof createDriversService>;
