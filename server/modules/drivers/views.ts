import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverProfiles } from '../../db/schema';

/**
 * Read-only answers from the drivers tables for domains that cannot take the drivers service (the
 * accounts service is created before it, and the drivers service depends on it).
 */
export const driversViews = {
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
