import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export const supportRepo = {
  async insertContact(db: DbOrTx, row: typeof contactMessages.$inferInsert) {
    const [inserted] = await db.insert(contactMessages).values(row).returning();
    return inserted!;
  },
};
