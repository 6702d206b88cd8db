import type { DriverProfile, DriverProfileInput } from '@core/contracts/drivers';
import type { AssignedDriver } from '@core/contracts/jobs';
import { licenseFitsVehicle } from '@core/jobs';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { FilesService } from '../files/service';
import { type DriverProfileRow, driversRepo } from './repo';
import { type DriverEligibility, toEligibility } from './views';

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

export function createDriversService(db: Db, deps: { accounts: AccountsService; files: FilesService }) {
  const identityListeners: ((userId: string) => Promise<void>)[] = [];
  const identityChanged = async (userId: string) => {
    for (const listener of identityListeners) await listener(userId);
  };

  async function toProfile(userId: string, row: DriverProfileRow | undefined): Promise<DriverProfile> {
    const user = await deps.accounts.getUser(userId);
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
      isAvailable: row?.isAvailable ?? false,
      rating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating),
    };
  }

  /** Changing identity details after approval sends the profile back for review. */
  const backToReview = (row: DriverProfileRow | undefined) =>
    row?.verificationStatus === 'approved' || row?.verificationStatus === 'pending'
      ? { verificationStatus: 'unsubmitted' as const }
      : {};

  return {
    /** Other domains follow changes to a driver's photos, licence expiry or verification status. */
    onIdentityChanged(listener: (userId: string) => Promise<void>) {
      identityListeners.push(listener);
    },

    async identity(userId: string): Promise<DriverIdentity | null> {
      const row = await driversRepo.find(db, userId);
      if (!row) return null;
      return {
        licensePhotoFileId: row.licensePhotoFileId,
        selfieFileId: row.selfieFileId,
        licenseExpiresOn: row.licenseExpiresOn,
        verificationStatus: row.verificationStatus,
        rejectionReason: row.rejectionReason,
      };
    },

    /** Account erasure: the licence photo and selfie leave the profile and storage. */
    async eraseIdentityPhotos(userId: string): Promise<void> {
      const row = await driversRepo.find(db, userId);
      if (!row) return;
      const ids = [row.licensePhotoFileId, row.selfieFileId].filter((id): id is string => Boolean(id));
      if (ids.length === 0) return;
      await driversRepo.upsert(db, userId, { licensePhotoFileId: null, selfieFileId: null });
      for (const id of ids) await deps.files.remove(id);
    },

    /** Verified drivers who have said they are taking work now. */
    countAvailableDrivers(): Promise<number> {
      return driversRepo.countAvailableVerified(db);
    },

    /** Verified drivers taking work now, with their licence class. */
    listAvailableDrivers: () => driversRepo.listAvailableVerified(db),

    /** Name, photo and rating of each assigned driver, as the job's client sees them. */
    async summaries(userIds: string[]): Promise<Map<string, AssignedDriver>> {
      const [users, profiles] = await Promise.all([
        deps.accounts.getUsers(userIds),
        driversRepo.findMany(db, userIds),
      ]);
      const ratings = new Map(profiles.map((p) => [p.userId, p.rating === null ? null : Number(p.rating)]));
      return new Map(
        users.map((u) => [
          u.id,
          { id: u.id, name: u.name, photo: u.photoUrl, rating: ratings.get(u.id) ?? null },
        ]),
      );
    },

    async eligibility(userId: string): Promise<DriverEligibility> {
      return toEligibility(await driversRepo.find(db, userId));
    },

    fits(e: DriverEligibility, vehicleType: string): boolean {
      return e.verified && e.licenseClass !== null && licenseFitsVehicle(e.licenseClass, vehicleType);
    },

    async profile(actor: SessionUser): Promise<DriverProfile> {
      return toProfile(actor.id, await driversRepo.find(db, actor.id));
    },

    async updateProfile(actor: SessionUser, input: Required<DriverProfileInput>): Promise<DriverProfile> {
      const current = await driversRepo.find(db, actor.id);
      const expires = new Date(`${input.licenseExpiresOn}T00:00:00Z`);
      if (expires.getTime() < Date.now())
        throw badRequest('This licence has expired. Enter a current licence.', 'license_expired');
      const changed =
        current?.licenseClass !== input.licenseClass ||
        current?.licenseNumber !== input.licenseNumber ||
        current?.licenseState !== input.licenseState;
      const row = await driversRepo.upsert(db, actor.id, {
        ...input,
        ...(changed ? backToReview(current) : {}),
      });
      await identityChanged(actor.id);
      return toProfile(actor.id, row);
    },

    async setPhoto(actor: SessionUser, kind: 'license' | 'selfie', bytes: Buffer): Promise<DriverProfile> {
      const file = await deps.files.storeImage(actor, kind === 'license' ? 'license_photo' : 'selfie', bytes);
      const current = await driversRepo.find(db, actor.id);
      const row = await driversRepo.upsert(db, actor.id, {
        ...(kind === 'license' ? { licensePhotoFileId: file.id } : { selfieFileId: file.id }),
        ...backToReview(current),
      });
      await identityChanged(actor.id);
      return toProfile(actor.id, row);
    },

    async submitForReview(actor: SessionUser): Promise<DriverProfile> {
      const row = await driversRepo.find(db, actor.id);
      const missing = [
        !row?.licenseClass && 'licence class',
        !row?.licenseNumber && 'licence number',
        !row?.licenseExpiresOn && 'licence expiry',
        !row?.licensePhotoFileId && 'licence photo',
        !row?.selfieFileId && 'selfie',
      ].filter(Boolean);
      if (missing.length > 0)
        throw badRequest(`Before review we still need your ${missing.join(', ')}.`, 'profile_incomplete');
      if (row!.verificationStatus === 'approved')
        throw conflict('You are already verified.', 'already_verified');
      const updated = await driversRepo.upsert(db, actor.id, {
        verificationStatus: 'pending',
        submittedAt: new Date(),
        rejectionReason: null,
      });
      return toProfile(actor.id, updated);
    },

    async setAvailability(actor: SessionUser, isAvailable: boolean): Promise<DriverProfile> {
      const row = await driversRepo.find(db, actor.id);
      if (isAvailable && row?.verificationStatus !== 'approved') {
        throw conflict(
          'Only verified drivers can go available. Complete your verification first.',
          'not_verified',
        );
      }
      return toProfile(actor.id, await driversRepo.upsert(db, actor.id, { isAvailable }));
    },

    async listForReview(): Promise<DriverProfile[]> {
      const rows = await driversRepo.listByStatus(db, 'pending');
      return Promise.all(rows.map((row) => toProfile(row.userId, row)));
    },

    async review(
      admin: SessionUser,
      driverId: string,
      decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
    ) {
      const row = await driversRepo.review(db, driverId, {
        verificationStatus: decision.decision === 'approve' ? 'approved' : 'rejected',
        rejectionReason: decision.decision === 'reject' ? decision.reason : null,
        reviewedBy: admin.id,
      });
      if (!row) throw conflict('This driver is not waiting for review.', 'not_pending');
      // Clients see the verified selfie on the driver card of their jobs.
      if (row.verificationStatus === 'approved')
        await deps.accounts.setPhotoUrl(driverId, fileUrl(row.selfieFileId));
      await identityChanged(driverId);
      return toProfile(driverId, row);
    },
  };
}
export type DriversService = ReturnType<typeof createDriversService>;
