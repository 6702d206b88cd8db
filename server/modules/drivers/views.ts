import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, driverSuspensions } from '../../db/schema';

/** A suspension in force: why, and until when (null: permanent). */
export interface ActiveSuspension {
  reason: string;
  endsAt: Date | null;
}

/** What a driver's open jobs are chosen by: an approved verification, the licence's class, no suspension. */
export interface DriverEligibility {
  verified: boolean;
  licenseClass: 'A' | 'B' | null;
  suspension: ActiveSuspension | null;
}

/** A driver profile's verification and licence class (none without a profile), and a suspension in force. */
type EligibilityFields = Pick<typeof driverProfiles.$inferSelect, 'verificationStatus' | 'licenseClass'> & {
  suspensionReason?: string | null;
  /** ISO time, or 'permanent'. */
  suspendedUntil?: string | null;
};

export function toEligibility(fields: EligibilityFields | null | undefined): DriverEligibility {
  const until = fields?.suspendedUntil;
  return {
    verified: fields?.verificationStatus === 'approved',
    licenseClass: fields?.licenseClass ?? null,
    suspension:
      until && fields?.suspensionReason
        ? { reason: fields.suspensionReason, endsAt: until === 'permanent' ? null : new Date(until) }
        : null,
  };
}

/** The driver's suspension in force now (SQL), as [reason, until or 'permanent']. */
const activeSuspensionOf = (userId: SQL) =>
  sql`(select json_build_array(${driverSuspensions.reason}, coalesce(to_char(${driverSuspensions.endsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'permanent')) from ${driverSuspensions} where ${driverSuspensions.driverId} = ${userId} and ${driverSuspensions.liftedAt} is null and (${driverSuspensions.endsAt} is null or ${driverSuspensions.endsAt} > now()))`;

/**
 * Read-only answers from the drivers tables for domains that cannot take the drivers service (the
 * accounts service is created before it, and the drivers service depends on it), or whose read must
 * stay one statement (a driver's open-jobs context).
 */
export const driversViews = {
  /**
   * The user's eligibility fields as one JSON value (null without a profile), for another domain's
   * one-statement read; `toEligibility` reads it.
   */
  eligibilityOf: (userId: SQL) =>
    sql<EligibilityFields | null>`(select json_build_object('verificationStatus', ${driverProfiles.verificationStatus}, 'licenseClass', ${driverProfiles.licenseClass}, 'suspensionReason', s.value->>0, 'suspendedUntil', s.value->>1) from ${driverProfiles} left join lateral (select ${activeSuspensionOf(userId)} as value) s on true where ${driverProfiles.userId} = ${userId})`,

  /** Whether an operator approved this user's driver verification. */
  async isVerified(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ status: driverProfiles.verificationStatus })
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, userId))
      .limit(1);
    return row?.status === 'approved';
  },
};
