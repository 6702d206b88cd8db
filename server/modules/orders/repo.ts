import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export const ordersRepo = {
  /** The order, or undefined when the client already has one with this key (the caller reads that one). */
  async insert(db: DbOrTx, order: NewOrder): Promise<OrderRow | undefined> {
    const [row] = await db.insert(orders).values(order).onConflictDoNothing().returning();
    return row;
  },

  async findByKey(db: DbOrTx, clientId: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  },

  async findByNumber(db: DbOrTx, number: number): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
    return row;
  },

  /** A company's orders (every member's), or a personal client's own, newest first, below `before`. */
  page(
    db: DbOrTx,
    owner: { companyId: string | null; clientId: string },
    before: number | null,
    limit: number,
  ): Promise<OrderRow[]> {
    const mine = owner.companyId
      ? eq(orders.companyId, owner.companyId)
      : and(eq(orders.clientId, owner.clientId), isNull(orders.companyId));
    return db
      .select()
      .from(orders)
      .where(and(mine, before == null ? undefined : lt(orders.number, before)))
      .orderBy(desc(orders.number))
      .limit(limit);
  },

  /**
   * Whether the company requires a PO number and cost centre on its orders (read straight from the
   * companies table; the companies service could answer it instead).
   */
  async requiresPo(db: DbOrTx, companyId: string): Promise<boolean> {
    const [row] = await db
      .select({ requiresPo: companies.requiresPo })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row?.requiresPo ?? false;
  },

  /** The order row locked for the caller's transaction. */
  async lock(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  touch: (db: DbOrTx, id: string) =>
    db.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, id)),
};
