import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, users } from '../../db/schema';

export const driversRepo = {
  async countAvailableVerified(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(driverProfiles)
      .innerJoin(users, eq(users.id, driverProfiles.userId))
      .where(
        and(
          eq(driverProfiles.verificationStatus, 'approved'),
          eq(driverProfiles.isAvailable, true),
          eq(users.role, 'driver'),
        ),
      );
    return row?.n ?? 0;
  },
};
