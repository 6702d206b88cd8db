import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverProfiles } from '../../db/schema';

/** What a driver's open jobs are chosen by: an approved verification and the licence's class. */
export interface DriverEligibility {
  verified: boolean;
  licenseClass: 'A' | 'B' | null;
}

/** A driver profile's verification and licence class; none without a profile. */
type EligibilityFields = Pick<typeof driverProfiles.$inferSelect, 'verificationStatus' | 'licenseClass'>;

export function toEligibility(fields: EligibilityFields | null | undefined): DriverEligibility {
  return { verified: fields?.verificationStatus === 'approved', licenseClass: fields?.licenseClass ?? null };
}

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
    sql<EligibilityFields | null>`(select json_build_object('verificationStatus', ${driverProfiles.verificationStatus}, 'licenseClass', ${driverProfiles.licenseClass}) from ${driverProfiles} where ${driverProfiles.userId} = ${userId})`,

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
