import { randomBytes } from 'node:crypto';
import { type CardInput, cardBrand, digitsOnly, testCardOutcomes, validateCard } from '@core/cards';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayIntents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentGateway, ProviderIntent } from './port';

type Row = typeof testGatewayIntents.$inferSelect;

const toIntent = (r: Row): ProviderIntent => ({
  id: r.id,
  clientSecret: r.clientSecret,
  status: r.status as ProviderIntent['status'],
  amountCents: r.amountCents,
  currency: r.currency,
  metadata: r.metadata,
  paymentMethod: r.cardLast4 ? `${r.cardBrand} •••• ${r.cardLast4}` : null,
  lastError: r.lastError,
});

export interface TestConfirmResult {
  status: 'succeeded' | 'requires_payment_method';
  error: { message: string; code: string; declineCode?: string; field?: string } | null;
}

/**
 * The built-in test gateway: a persisted stand-in for Stripe that behaves like its test mode. Intents,
 * client secrets and refunds live in PostgreSQL; Stripe's public test card numbers decide outcomes.
 * Only the last four digits and the brand are kept.
 */
export function createTestGateway(db: Db) {
  const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

  const gateway: PaymentGateway & {
    confirm(id: string, clientSecret: string, card: CardInput): Promise<TestConfirmResult>;
  } = {
    provider: 'test',

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
      const [row] = await db.select().from(testGatewayIntents).where(eq(testGatewayIntents.id, id));
      return row ? toIntent(row) : null;
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

    /** The browser's card confirmation, as Stripe.js would do against Stripe. */
    async confirm(id, clientSecret, card) {
      const [row] = await db.select().from(testGatewayIntents).where(eq(testGatewayIntents.id, id));
      // Without the intent's client secret there is nothing to confirm, as at Stripe (and no 2xx).
      if (!row || row.clientSecret !== clientSecret)
        throw new AppError(404, 'This payment could not be found.', 'resource_missing');
      if (row.status === 'succeeded') return { status: 'succeeded', error: null };

      const fieldErrors = validateCard(card);
      const [field, message] = Object.entries(fieldErrors)[0] ?? [];
      const number = digitsOnly(card.number);
      const outcome = testCardOutcomes[number];
      const error = message
        ? { message, code: 'invalid_card', field }
        : outcome
          ? { message: outcome.message, code: 'card_declined', declineCode: outcome.declineCode }
          : null;

      const [updated] = await db
        .update(testGatewayIntents)
        .set({
          status: error ? 'requires_payment_method' : 'succeeded',
          lastError: error?.message ?? null,
          cardBrand: message ? row.cardBrand : cardBrand(number),
          cardLast4: message ? row.cardLast4 : number.slice(-4),
          updatedAt: sql`now()`,
        })
        // A concurrent confirmation that already succeeded wins.
        .where(sql`${testGatewayIntents.id} = ${id} and ${testGatewayIntents.status} <> 'succeeded'`)
        .returning();
      if (!updated) return { status: 'succeeded', error: null };
      return { status: error ? 'requires_payment_method' : 'succeeded', error };
    },
  };
  return gateway;
}
export type TestGateway = ReturnType<typeof createTestGateway>;
