import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { escapeLike } from '../../lib/like';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  action?: string;
  targetType?: string;
  q?: string;
  from?: Date;
  to?: Date;
}

export const auditRepo = {
  async insert(db: DbOrTx, row: NewAuditRow): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  /** Newest first; one more row than asked says whether there is another page. */
  list(db: DbOrTx, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
    const conditions: (SQL | undefined)[] = [
      filter.action ? eq(auditLog.action, filter.action) : undefined,
      filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
      filter.from ? gte(auditLog.at, filter.from) : undefined,
      filter.to ? lt(auditLog.at, filter.to) : undefined,
      filter.q
        ? or(
            ilike(auditLog.targetLabel, `%${escapeLike(filter.q)}%`),
            ilike(auditLog.actorName, `%${escapeLike(filter.q)}%`),
            eq(auditLog.targetId, filter.q),
          )
        : undefined,
    ];
    return db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  },
};
