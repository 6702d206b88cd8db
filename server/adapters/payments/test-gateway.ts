import { createHash, randomBytes } from 'node:crypto';
import {
  AUTHENTICATION_FAILED,
  type CardDecline,
  type CardInput,
  cardBrand,
  digitsOnly,
  testCards,
  validateCard,
} from '@core/cards';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayEvents, testGatewayIntents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentGateway, ProviderEvent, ProviderIntent } from './port';

type Row = typeof testGatewayIntents.$inferSelect;
type EventRow = typeof testGatewayEvents.$inferSelect;

const toIntent = (r: Row): ProviderIntent => ({
  id: r.id,
  clientSecret: r.clientSecret,
  status: r.status as ProviderIntent['status'],
  amountCents: r.amountCents,
  currency: r.currency,
  metadata: r.metadata,
  paymentMethod: r.cardLast4 ? `${r.cardBrand} •••• ${r.cardLast4}` : null,
  cardFingerprint: r.cardFingerprint,
  lastError: r.lastError,
});

export interface TestConfirmResult {
  /** `requires_action`: the card needs the 3-D Secure step (`authenticate`) before it can succeed. */
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  error: { message: string; code: string; declineCode?: string; field?: string } | null;
}

/** Stripe's events for an intent that succeeded or failed; the only ones the test gateway emits. */
type EmittedType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

const notFound = () => new AppError(404, 'This payment could not be found.', 'resource_missing');

const NOT_FOUND: TestConfirmResult = {
  status: 'requires_payment_method',
  error: { message: 'This payment could not be found.', code: 'resource_missing' },
};

const NOT_AWAITING_AUTHENTICATION: TestConfirmResult = {
  status: 'requires_payment_method',
  error: {
    message: 'This payment is not waiting for authentication. Please enter your card details again.',
    code: 'payment_intent_unexpected_state',
  },
};

const errorOf = (decline: CardDecline): NonNullable<TestConfirmResult['error']> => ({
  message: decline.message,
  code: decline.code,
  ...(decline.declineCode ? { declineCode: decline.declineCode } : {}),
  ...(decline.field ? { field: decline.field } : {}),
});

const CANCELED_MESSAGE = 'This payment was cancelled because its request was cancelled.';
const CANCELED: TestConfirmResult = {
  status: 'requires_payment_method',
  error: { message: CANCELED_MESSAGE, code: 'payment_intent_unexpected_state' },
};

/** Stripe retries a webhook for up to three days; so does the test gateway. */
const REDELIVER_FOR_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The built-in test gateway: a persisted stand-in for Stripe that behaves like its test mode. Intents,
 * client secrets, refunds and events live in PostgreSQL; Stripe's public test card numbers decide
 * outcomes (core/cards.ts), 3-D Secure cards included. Only the last four digits and the brand are
 * kept. When an intent succeeds or fails, the gateway writes Stripe's event in the same transaction
 * and delivers it to the event handler the server registers (the one the Stripe webhook feeds), so
 * the server records payments from the provider, whatever the browser does afterwards.
 */
export function createTestGateway(db: Db) {
  const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
  let handleEvent: ((event: ProviderEvent) => Promise<unknown>) | null = null;

  const findIntent = async (id: string) =>
    (await db.select().from(testGatewayIntents).where(eq(testGatewayIntents.id, id)))[0];

  const toEvent = (row: EventRow): ProviderEvent => ({
    id: row.id,
    type: row.type as EmittedType,
    intent: row.payload as unknown as ProviderIntent,
  });

  /** Hands an event to the server's handler once it succeeded; a failure is kept for a retry. */
  async function deliver(eventId: string): Promise<boolean> {
    if (!handleEvent) return false;
    const [row] = await db.select().from(testGatewayEvents).where(eq(testGatewayEvents.id, eventId));
    if (!row || row.deliveredAt) return false;
    try {
      await handleEvent(toEvent(row));
    } catch (err) {
      await db
        .update(testGatewayEvents)
        .set({ attempts: sql`${testGatewayEvents.attempts} + 1`, lastError: String((err as Error).message) })
        .where(eq(testGatewayEvents.id, eventId));
      return false;
    }
    await db
      .update(testGatewayEvents)
      .set({ attempts: sql`${testGatewayEvents.attempts} + 1`, lastError: null, deliveredAt: sql`now()` })
      .where(eq(testGatewayEvents.id, eventId));
    return true;
  }

  /**
   * Moves an intent from one of `from` to a new state, with its event when it succeeded or failed, in
   * one transaction; then delivers the event. Answers the updated intent, or null when another
   * confirmation changed it first.
   */
  async function settle(
    id: string,
    from: string[],
    change: Partial<typeof testGatewayIntents.$inferInsert> & { status: string },
  ): Promise<Row | null> {
    const emitted: EmittedType | null =
      change.status === 'succeeded'
        ? 'payment_intent.succeeded'
        : change.status === 'requires_payment_method'
          ? 'payment_intent.payment_failed'
          : null;
    const eventId = newId('evt');
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(testGatewayIntents)
        .set({ ...change, updatedAt: sql`now()` })
        .where(
          and(
            eq(testGatewayIntents.id, id),
            sql`${testGatewayIntents.status} in (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        )
        .returning();
      if (row && emitted) {
        await tx.insert(testGatewayEvents).values({
          id: eventId,
          type: emitted,
          intentId: id,
          payload: toIntent(row) as unknown as Record<string, unknown>,
        });
      }
      return row ?? null;
    });
    if (updated && emitted) await deliver(eventId);
    return updated;
  }

  /** What a confirmation or authentication answers once the intent was changed (or found changed). */
  const answerFor = (row: Row | undefined, decline: CardDecline | null): TestConfirmResult => {
    if (!row) return NOT_FOUND;
    if (row.status === 'succeeded') return { status: 'succeeded', error: null };
    if (row.status === 'requires_action') return { status: 'requires_action', error: null };
    if (row.status === 'canceled') return CANCELED;
    return {
      status: 'requires_payment_method',
      error: decline
        ? errorOf(decline)
        : { message: row.lastError ?? 'Your card was declined.', code: 'card_declined' },
    };
  };

  const gateway: PaymentGateway & {
    confirm(id: string, clientSecret: string, card: CardInput): Promise<TestConfirmResult>;
    authenticate(id: string, clientSecret: string, outcome: 'approve' | 'fail'): Promise<TestConfirmResult>;
    setEventHandler(handler: ((event: ProviderEvent) => Promise<unknown>) | null): void;
    redeliverPending(opts?: { olderThanMs?: number }): Promise<number>;
  } = {
    provider: 'test',

    // The test gateway is its tables: it answers when they do.
    healthy: () =>
      db
        .select({ id: testGatewayIntents.id })
        .from(testGatewayIntents)
        .limit(1)
        .then(
          () => true,
          () => false,
        ),

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const id = newId('pi');
      const [row] = await db
        .insert(testGatewayIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotencyKey,
          amountCents,
          currency,
          status: 'requires_payment_method',
          metadata,
        })
        .onConflictDoNothing({ target: testGatewayIntents.idempotencyKey })
        .returning();
      if (row) return toIntent(row);
      const [existing] = await db
        .select()
        .from(testGatewayIntents)
        .where(eq(testGatewayIntents.idempotencyKey, idempotencyKey));
      return toIntent(existing!);
    },

    async retrieveIntent(id) {
      const row = await findIntent(id);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      await db
        .update(testGatewayIntents)
        .set({
          status: 'canceled',
          nextAction: null,
          lastError: CANCELED_MESSAGE,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(testGatewayIntents.id, id),
            sql`${testGatewayIntents.status} in ('requires_payment_method', 'requires_action')`,
          ),
        );
      return gateway.retrieveIntent(id);
    },

    async refund({ intentId }) {
      const refundId = newId('re');
      // Refunding twice answers the first refund, as an idempotent provider call would.
      const [row] = await db
        .update(testGatewayIntents)
        .set({ refundId: sql`coalesce(${testGatewayIntents.refundId}, ${refundId})`, updatedAt: sql`now()` })
        .where(eq(testGatewayIntents.id, intentId))
        .returning();
      if (row?.status !== 'succeeded') return { id: refundId, status: 'failed' };
      return { id: row.refundId!, status: 'succeeded' };
    },

    /**
     * The browser's card confirmation, as Stripe.js would do against Stripe: a malformed card is
     * refused before anything changes (as Elements does), a declining test card fails the intent, a
     * 3-D Secure card waits for `authenticate`, any other card succeeds.
     */
    async confirm(id, clientSecret, card) {
      const row = await findIntent(id);
      // Without the intent's client secret there is nothing to confirm, as at Stripe (and no 2xx).
      if (!row || row.clientSecret !== clientSecret) throw notFound();
      if (row.status === 'succeeded') return { status: 'succeeded', error: null };
      if (row.status === 'canceled') return CANCELED;

      const [field, message] = Object.entries(validateCard(card))[0] ?? [];
      if (message)
        return { status: 'requires_payment_method', error: { message, code: 'invalid_card', field } };

      const number = digitsOnly(card.number);
      const behaviour = testCards[number];
      const used = {
        cardBrand: cardBrand(number),
        cardLast4: number.slice(-4),
        // Stable per card number, never the number itself (Stripe's fingerprint is likewise opaque).
        cardFingerprint: createHash('sha256')
          .update(`pathway-test-card:${number}`)
          .digest('hex')
          .slice(0, 16),
      };
      const open = ['requires_payment_method', 'requires_action'];
      if (behaviour?.kind === 'authenticate') {
        const [waiting] = await db
          .update(testGatewayIntents)
          .set({
            ...used,
            status: 'requires_action',
            nextAction: 'authenticate',
            declineAfterAuth: behaviour.afterAuthentication,
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(testGatewayIntents.id, id), sql`${testGatewayIntents.status} <> 'succeeded'`))
          .returning();
        return answerFor(waiting ?? (await findIntent(id)), null);
      }
      const decline = behaviour?.kind === 'decline' ? behaviour.error : null;
      const settled = await settle(id, open, {
        ...used,
        status: decline ? 'requires_payment_method' : 'succeeded',
        lastError: decline?.message ?? null,
        nextAction: null,
        declineAfterAuth: null,
      });
      // Null: a concurrent confirmation already settled it; its state answers.
      return settled ? answerFor(settled, decline) : answerFor(await findIntent(id), null);
    },

    /** The cardholder's answer to the 3-D Secure step: approve (then the card's outcome) or fail. */
    async authenticate(id, clientSecret, outcome) {
      const row = await findIntent(id);
      if (!row || row.clientSecret !== clientSecret) throw notFound();
      if (row.status === 'succeeded') return { status: 'succeeded', error: null };
      if (row.status !== 'requires_action') return NOT_AWAITING_AUTHENTICATION;
      const decline = outcome === 'fail' ? AUTHENTICATION_FAILED : row.declineAfterAuth;
      const settled = await settle(id, ['requires_action'], {
        status: decline ? 'requires_payment_method' : 'succeeded',
        lastError: decline?.message ?? null,
        nextAction: null,
        declineAfterAuth: null,
      });
      return settled ? answerFor(settled, decline) : answerFor(await findIntent(id), null);
    },

    /** The server's handler for the gateway's events (the payments service's provider-event handler). */
    setEventHandler(handler) {
      handleEvent = handler;
    },

    /**
     * Delivers events whose delivery failed or was cut short (a crash between the card's success and
     * the handler), as Stripe retries webhooks. Run by a background task; answers how many went through.
     */
    async redeliverPending({ olderThanMs = 30_000 } = {}) {
      const due = await db
        .select({ id: testGatewayEvents.id })
        .from(testGatewayEvents)
        .where(
          and(
            isNull(testGatewayEvents.deliveredAt),
            sql`${testGatewayEvents.createdAt} <= now() - make_interval(secs => ${olderThanMs / 1000})`,
            sql`${testGatewayEvents.createdAt} > now() - make_interval(secs => ${REDELIVER_FOR_MS / 1000})`,
          ),
        )
        .orderBy(asc(testGatewayEvents.createdAt))
        .limit(100);
      let delivered = 0;
      for (const { id } of due) if (await deliver(id)) delivered += 1;
      return delivered;
    },
  };
  return gateway;
}
export type TestGateway = ReturnType<typeof createTestGateway>;
