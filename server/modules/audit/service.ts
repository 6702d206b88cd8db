import type { AuditEntry, auditQuery } from '@core/contracts/operations';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionUser } from '../accounts/service';
import { type AuditRow, auditRepo } from './repo';

const PAGE_SIZE = 50;

/** Who acted: an operator (or a person), or the system for automatic enforcement. */
export type AuditActor = Pick<SessionUser, 'id' | 'name' | 'stepUp'> | 'system';

export interface AuditRecord {
  actor: AuditActor;
  action: string;
  target: {
    type: 'job' | 'driver' | 'operator' | 'exception' | 'account' | 'company';
    id: string;
    label: string;
  };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason ?? null,
  confirmedWith: row.confirmedWith ?? null,
});

/**
 * The audit log (operations console): every operator action and every automatic enforcement, written in
 * the action's own transaction (so an action and its record stand or fall together), never edited.
 */
export function createAuditService(db: Db) {
  return {
    async record(tx: DbOrTx, entry: AuditRecord): Promise<void> {
      await auditRepo.insert(tx, {
        actorId: entry.actor === 'system' ? null : entry.actor.id,
        actorName: entry.actor === 'system' ? 'Pathway (automatic)' : entry.actor.name,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        targetLabel: entry.target.label,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        confirmedWith: entry.actor === 'system' ? null : (entry.actor.stepUp ?? null),
      });
    },

    /** GET /api/admin/audit (the route checks the operator). */
    async list(query: z.output<typeof auditQuery>) {
      const { page } = query;
      const rows = await auditRepo.list(
        db,
        {
          action: query.action,
          targetType: query.targetType,
          q: query.q,
          from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
          to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined,
        },
        PAGE_SIZE + 1,
        (page - 1) * PAGE_SIZE,
      );
      return {
        entries: rows.slice(0, PAGE_SIZE).map(toEntry),
        page,
        pageSize: PAGE_SIZE,
        hasMore: rows.length > PAGE_SIZE,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
