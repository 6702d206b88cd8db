import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export const filesRepo = {
  async insert(db: DbOrTx, row: typeof files.$inferInsert): Promise<FileRow> {
    const [inserted] = await db.insert(files).values(row).returning();
    return inserted!;
  },
  async find(db: DbOrTx, id: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row;
  },
  listForOwner(db: DbOrTx, ownerId: string): Promise<FileRow[]> {
    return db.select().from(files).where(eq(files.ownerId, ownerId));
  },
  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(files).where(eq(files.id, id));
  },
  async deleteForOwner(db: DbOrTx, ownerId: string): Promise<void> {
    await db.delete(files).where(eq(files.ownerId, ownerId));
  },
};
