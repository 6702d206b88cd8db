import type { TruckStopRegion } from '@core/maps';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { truckStops } from '../../db/schema';

export type TruckStopRow = typeof truckStops.$inferSelect;

export const mapsRepo = {
  listTruckStops(db: DbOrTx, region: TruckStopRegion | 'all'): Promise<TruckStopRow[]> {
    const query = db.select().from(truckStops);
    return (region === 'all' ? query : query.where(eq(truckStops.region, region))).orderBy(
      asc(truckStops.id),
    );
  },
};
