import { and, asc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  googlePlayPurchases,
  subscriptionCharges,
  subscriptionPlans,
  subscriptions,
  trialClaims,
} from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;
export type PlayPurchaseRow = typeof googlePlayPurchases.$inferSelect;

const currentSubscriptionStatement = preparedStatement((db) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), ne(subscriptions.status, 'expired')))
    .prepare('current_subscription'),
);

export const subscriptionsRepo = {
  listPlans(db: DbOrTx, includeInactive = false): Promise<PlanRow[]> {
    return db
      .select()
      .from(subscriptionPlans)
      .where(includeInactive ? undefined : eq(subscriptionPlans.isActive, true))
      .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
  },

  async findPlan(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    return row;
  },

  async findPlanByProduct(db: DbOrTx, productId: string): Promise<PlanRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.googlePlayProductId, productId));
    return row;
  },

  async updatePlan(db: DbOrTx, id: number, patch: Partial<PlanRow>): Promise<PlanRow | undefined> {
    const [row] = await db
      .update(subscriptionPlans)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(subscriptionPlans.id, id))
      .returning();
    return row;
  },

  /** One highlighted plan per audience: the others of `audience` lose the mark. */
  async clearHighlight(db: DbOrTx, audience: PlanRow['audience'], exceptId: number): Promise<void> {
    await db
      .update(subscriptionPlans)
      .set({ highlighted: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptionPlans.audience, audience),
          eq(subscriptionPlans.highlighted, true),
          ne(subscriptionPlans.id, exceptId),
        ),
      );
  },

  /** The account's subscription that is not over (at most one, by a partial unique index). */
  /** Read whenever a driver's pay is shown (the open-jobs list), so it is a prepared statement. */
  async findCurrent(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await currentSubscriptionStatement(db).execute({ userId });
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  },

  async trialClaimed(db: DbOrTx, kind: 'email' | 'card', value: string): Promise<boolean> {
    const [row] = await db
      .select({ kind: trialClaims.kind })
      .from(trialClaims)
      .where(and(eq(trialClaims.kind, kind), eq(trialClaims.value, value)));
    return Boolean(row);
  },

  /** Claims a trial's e-mail or card; false when another account claimed it first. */
  async claimTrial(db: DbOrTx, claim: typeof trialClaims.$inferInsert): Promise<boolean> {
    const rows = await db.insert(trialClaims).values(claim).onConflictDoNothing().returning();
    return rows.length === 1;
  },

  async hadTrial(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.trialGranted, true)))
      .limit(1);
    return Boolean(row);
  },

  async insert(db: DbOrTx, row: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
    const [inserted] = await db.insert(subscriptions).values(row).returning();
    return inserted!;
  },

  /** Card checkouts of the last week still incomplete after `olderThanMs`: their card may have gone through. */
  incompleteCheckouts(db: DbOrTx, olderThanMs: number, limit = 200): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'incomplete'),
          isNotNull(subscriptions.checkoutRef),
          sql`${subscriptions.createdAt} <= now() - make_interval(secs => ${olderThanMs / 1000})`,
          sql`${subscriptions.createdAt} > now() - interval '7 days'`,
        ),
      )
      .limit(limit);
  },

  async deleteIncomplete(db: DbOrTx, id: string): Promise<void> {
    await db
      .delete(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'incomplete')));
  },

  /**
   * A conditional update: applies only while the row still has the expected status (and period end),
   * so concurrent tasks and requests cannot both move a subscription. Answers the updated row or nothing.
   */
  async transition(
    db: DbOrTx,
    id: string,
    expect: { status: SubscriptionRow['status'][]; periodEnd?: Date | null },
    patch: Partial<typeof subscriptions.$inferInsert>,
  ): Promise<SubscriptionRow | undefined> {
    const conditions = [eq(subscriptions.id, id), inArray(subscriptions.status, expect.status)];
    if (expect.periodEnd) conditions.push(eq(subscriptions.currentPeriodEnd, expect.periodEnd));
    const [row] = await db
      .update(subscriptions)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(...conditions))
      .returning();
    return row;
  },

  /** Card subscriptions whose period ended, and past-due ones whose next retry is due. */
  dueForRenewal(db: DbOrTx, now: Date): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.provider, ['test', 'stripe']),
          or(
            and(
              inArray(subscriptions.status, ['trialing', 'active', 'cancelled']),
              lte(subscriptions.currentPeriodEnd, now),
            ),
            and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextRetryAt, now)),
          ),
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd))
      .limit(500);
  },

  /** Google Play subscriptions whose paid-up time ran out without a notification. */
  playLapsed(db: DbOrTx, now: Date): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'google_play'),
          inArray(subscriptions.status, ['trialing', 'active', 'cancelled', 'past_due']),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      )
      .limit(500);
  },

  /** The charge for one period, once: answers the new row, or nothing when that period was recorded. */
  async insertCharge(
    db: DbOrTx,
    row: typeof subscriptionCharges.$inferInsert,
  ): Promise<ChargeRow | undefined> {
    const [inserted] = await db.insert(subscriptionCharges).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  chargesFor(db: DbOrTx, userId: string): Promise<ChargeRow[]> {
    return db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.userId, userId))
      .orderBy(asc(subscriptionCharges.createdAt));
  },

  chargesForSubscription(db: DbOrTx, subscriptionId: string): Promise<ChargeRow[]> {
    return db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, subscriptionId))
      .orderBy(asc(subscriptionCharges.periodStart));
  },

  /** Users (of those given) whose subscription gives access now. */
  async withAccess(db: DbOrTx, userIds: string[], now: Date): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.userId, userIds),
          or(
            eq(subscriptions.status, 'past_due'),
            and(
              inArray(subscriptions.status, ['trialing', 'active', 'cancelled']),
              sql`${subscriptions.currentPeriodEnd} > ${now.toISOString()}`,
            ),
          ),
        ),
      );
    return new Set(rows.map((r) => r.userId));
  },

  /** Binds a token to the first account that presents it; answers the binding that holds. */
  async bindPlayToken(
    db: DbOrTx,
    row: typeof googlePlayPurchases.$inferInsert,
  ): Promise<{ row: PlayPurchaseRow; created: boolean }> {
    const [inserted] = await db.insert(googlePlayPurchases).values(row).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(googlePlayPurchases)
      .where(eq(googlePlayPurchases.purchaseToken, row.purchaseToken));
    return { row: existing!, created: false };
  },

  async findPlayToken(db: DbOrTx, token: string): Promise<PlayPurchaseRow | undefined> {
    const [row] = await db
      .select()
      .from(googlePlayPurchases)
      .where(eq(googlePlayPurchases.purchaseToken, token));
    return row;
  },

  async updatePlayToken(db: DbOrTx, token: string, patch: Partial<PlayPurchaseRow>): Promise<void> {
    await db
      .update(googlePlayPurchases)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(googlePlayPurchases.purchaseToken, token));
  },
};
