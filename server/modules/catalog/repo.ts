import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceTypes } from '../../db/schema';

export const catalogRepo = {
  listServiceTypes(db: DbOrTx) {
    return db.select().from(serviceTypes).orderBy(asc(serviceTypes.sortOrder), asc(serviceTypes.id));
  },
};
