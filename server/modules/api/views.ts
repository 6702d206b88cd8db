import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiTestObjects } from '../../db/schema';

/**
 * Read-only queries of the API's tables that other domains' statements select: the ids of objects
 * made through a test key, as a subquery (the jobs page keeps test and live moves apart in one statement).
 */
export const apiViews = {
  testObjectIds: (db: DbOrTx, kind: 'order' | 'job') =>
    db.select({ id: apiTestObjects.objectId }).from(apiTestObjects).where(eq(apiTestObjects.kind, kind)),
};
