import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookEventRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  webhookJobSequences,
} from '../../db/schema';

export type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow, WebhookEventRow };

const ofCompany = (companyId: string, id: string) =>
  and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id));

/** Endpoints, the outbox and the delivery log: all SQL of the webhooks domain. */
export const webhooksRepo = {
  listEndpoints(db: DbOrTx, companyId: string) {
    return db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  },

  async findEndpoint(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db.select().from(webhookEndpoints).where(ofCompany(companyId, id)).limit(1);
    return row;
  },

  async insertEndpoint(db: DbOrTx, row: typeof webhookEndpoints.$inferInsert) {
    const [created] = await db.insert(webhookEndpoints).values(row).returning();
    return created!;
  },

  async updateEndpoint(
    db: DbOrTx,
    companyId: string,
    id: string,
    patch: { enabled?: boolean; events?: string[] },
  ) {
    const [row] = await db.update(webhookEndpoints).set(patch).where(ofCompany(companyId, id)).returning();
    return row;
  },

  async deleteEndpoint(db: DbOrTx, companyId: string, id: string) {
    const rows = await db
      .delete(webhookEndpoints)
      .where(ofCompany(companyId, id))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },

  /** The company's enabled endpoints that take this event type. */
  subscribed(db: DbOrTx, companyId: string, type: string) {
    return db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.companyId, companyId),
          eq(webhookEndpoints.enabled, true),
          sql`${type} = any(${webhookEndpoints.events})`,
        ),
      );
  },

  /** The job's next sequence number; the row's lock holds a concurrent event of the job until commit. */
  async nextSeq(db: DbOrTx, jobId: string): Promise<number> {
    const [row] = await db
      .insert(webhookJobSequences)
      .values({ jobId, lastSeq: 1 })
      .onConflictDoUpdate({
        target: webhookJobSequences.jobId,
        set: { lastSeq: sql`${webhookJobSequences.lastSeq} + 1` },
      })
      .returning({ seq: webhookJobSequences.lastSeq });
    return row!.seq;
  },

  /** Takes the job's position slot when the last position event is at least `minutes` old. */
  async takePositionSlot(db: DbOrTx, jobId: string, now: Date, minutes: number): Promise<boolean> {
    const due = new Date(now.getTime() - minutes * 60_000);
    const rows = await db
      .insert(webhookJobSequences)
      .values({ jobId, lastSeq: 0, lastPositionAt: now })
      .onConflictDoUpdate({
        target: webhookJobSequences.jobId,
        set: { lastPositionAt: now },
        setWhere: sql`${webhookJobSequences.lastPositionAt} is null or ${webhookJobSequences.lastPositionAt} <= ${due}`,
      })
      .returning({ jobId: webhookJobSequences.jobId });
    return rows.length > 0;
  },

  async eventExists(db: DbOrTx, dedupeKey: string): Promise<boolean> {
    const [row] = await db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.dedupeKey, dedupeKey))
      .limit(1);
    return !!row;
  },

  async insertEvent(db: DbOrTx, row: typeof webhookEvents.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(webhookEvents)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    return rows.length > 0;
  },

  async insertDeliveries(
    db: DbOrTx,
    event: { id: string; jobId: string; seq: number },
    endpointIds: string[],
  ) {
    if (endpointIds.length === 0) return;
    await db
      .insert(webhookDeliveries)
      .values(
        endpointIds.map((endpointId) => ({
          eventId: event.id,
          endpointId,
          jobId: event.jobId,
          seq: event.seq,
        })),
      )
      .onConflictDoNothing();
  },

  /**
   * Takes one due delivery that is first in its endpoint's line for its job (no earlier one of the same
   * job to the same endpoint still pending), leasing it until `leaseUntil`: SKIP LOCKED lets other
   * processes take other lines meanwhile, and the lease keeps this one from them while it is sent.
   * A disabled endpoint's deliveries wait until it is enabled again.
   */
  async claimDue(db: Db, now: Date, leaseUntil: Date) {
    return db.transaction(async (tx) => {
      const picked = await tx.execute<{ id: string }>(sql`
        select d.id from webhook_deliveries d
        where d.status = 'pending' and d.next_attempt_at <= ${now}
          and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.enabled)
          and not exists (
            select 1 from webhook_deliveries p
            where p.endpoint_id = d.endpoint_id and p.job_id = d.job_id and p.seq < d.seq and p.status = 'pending')
        order by d.next_attempt_at, d.seq
        limit 1
        for update of d skip locked`);
      const id = picked.rows[0]?.id;
      if (!id) return null;
      const [delivery] = await tx
        .update(webhookDeliveries)
        .set({
          nextAttemptAt: leaseUntil,
          windowStartedAt: sql`coalesce(${webhookDeliveries.windowStartedAt}, ${now})`,
        })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      const [event] = await tx.select().from(webhookEvents).where(eq(webhookEvents.id, delivery!.eventId));
      const [endpoint] = await tx
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, delivery!.endpointId));
      return { delivery: delivery!, event: event!, endpoint: endpoint! };
    });
  },

  /** The attempt and the delivery's outcome together, so a restart neither loses nor repeats it. */
  async recordAttempt(
    db: Db,
    attempt: Omit<typeof webhookAttempts.$inferInsert, 'id'>,
    outcome: { status: 'pending' | 'succeeded' | 'failed'; nextAttemptAt: Date; completedAt: Date | null },
  ) {
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values(attempt);
      await tx
        .update(webhookDeliveries)
        .set({ ...outcome, attempts: sql`${webhookDeliveries.attempts} + 1` })
        .where(eq(webhookDeliveries.id, attempt.deliveryId));
    });
  },

  /** The endpoint's latest deliveries, each with its event's type and its attempts (newest first). */
  async deliveriesOf(db: DbOrTx, endpointId: string, limit: number) {
    const rows = await db
      .select({ delivery: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.seq))
      .limit(limit);
    const ids = rows.map((r) => r.delivery.id);
    const attempts = ids.length
      ? await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(webhookAttempts.attemptedAt)
      : [];
    return rows.map((r) => ({ ...r, attempts: attempts.filter((a) => a.deliveryId === r.delivery.id) }));
  },

  /** The delivery, when its endpoint is the company's. */
  async findDelivery(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db
      .select({ delivery: webhookDeliveries })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.companyId, companyId)))
      .limit(1);
    return row?.delivery;
  },

  /** Sent again from now, with a new 3-day window (its earlier attempts stay in the log). */
  async resend(db: DbOrTx, id: string, now: Date) {
    const [row] = await db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, windowStartedAt: null, completedAt: null })
      .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.status} <> 'pending'`))
      .returning();
    return row;
  },

  /** When the next pending delivery falls due (the in-process worker sleeps until then). */
  async nextDueAt(db: DbOrTx): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<Date | null>`min(${webhookDeliveries.nextAttemptAt})` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending'));
    return row?.at ? new Date(row.at) : null;
  },
};
