import { ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';

/** Read-only projections of the fleet tables for other domains' queries. */
export const fleetViews = {
  /** A subquery of the ids of vehicles whose VIN matches `pattern` (a LIKE pattern, escaped). */
  vehicleIdsWithVin: (db: DbOrTx, pattern: string) =>
    db.select({ id: vehicles.id }).from(vehicles).where(ilike(vehicles.vin, pattern)),
};
