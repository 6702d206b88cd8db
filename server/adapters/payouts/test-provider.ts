import { randomBytes } from 'node:crypto';
import type { TestPayoutOnboarding } from '@core/contracts/payouts';
import {
  isTestBankAccount,
  nextBusinessDay,
  TEST_BANK_HINT,
  TEST_ROUTING_NUMBER,
  testBankAccounts,
} from '@core/payouts';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPayoutAccounts, testPayoutMovements } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { PayoutEvent, PayoutOutcome, PayoutsProvider, ProviderAccountState } from './port';

type AccountRow = typeof testPayoutAccounts.$inferSelect;
type MovementRow = typeof testPayoutMovements.$inferSelect;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const today = (now: Date) => now.toISOString().slice(0, 10);

function refuseNonTestBank(details: TestPayoutOnboarding): void {
  if (details.routingNumber !== TEST_ROUTING_NUMBER || !isTestBankAccount(details.accountNumber)) {
    throw badRequest(`Test mode takes only test bank details. ${TEST_BANK_HINT}`, 'test_bank_only', {
      [details.routingNumber !== TEST_ROUTING_NUMBER ? 'routingNumber' : 'accountNumber']:
        'Not a test bank number',
    });
  }
}

const stateOf = (row: AccountRow): ProviderAccountState => ({
  status: 'enabled',
  bankLast4: row.accountNumber.slice(-4),
  requirementsDue: [],
  instantAvailable: true,
  disabledReason: null,
  taxIdOnFile: row.taxIdProvided,
});

/** The account's columns from the form: the full taxpayer id is only noted as given, never kept. */
const columnsOf = ({ taxpayerId, ...details }: TestPayoutOnboarding) => ({
  ...details,
  taxIdProvided: Boolean(taxpayerId),
});

const outcomeOf = (row: MovementRow): PayoutOutcome => ({
  status: row.status === 'paid' ? 'paid' : row.status === 'failed' ? 'failed' : 'pending',
  failureReason: row.failureReason,
});

/**
 * The built-in test payouts provider: a persisted stand-in for Stripe Connect in test mode. Accounts
 * take Stripe's test bank numbers (core/payouts.ts), transfers land at once, and bank payouts stay
 * pending until their arrival date (the next business day), when `settleDue` pays them or fails them as
 * Stripe's test accounts do and answers the events Stripe would send; instant ones end in the call itself.
 */
export function createTestPayoutsProvider(db: Db, now: () => Date = () => new Date()) {
  async function accountRow(id: string): Promise<AccountRow> {
    const [row] = await db.select().from(testPayoutAccounts).where(eq(testPayoutAccounts.id, id));
    if (!row)
      throw new AppError(404, 'This payout account does not exist at the provider.', 'resource_missing');
    return row;
  }

  /** One movement per idempotency key: a repeated call answers the first one's result. */
  async function move(values: Omit<typeof testPayoutMovements.$inferInsert, 'id'>, prefix: string) {
    const [inserted] = await db
      .insert(testPayoutMovements)
      .values({ ...values, id: newId(prefix) })
      .onConflictDoNothing({ target: testPayoutMovements.idempotencyKey })
      .returning();
    if (inserted) return inserted;
    const [existing] = await db
      .select()
      .from(testPayoutMovements)
      .where(eq(testPayoutMovements.idempotencyKey, values.idempotencyKey));
    if (!existing || existing.kind !== values.kind || existing.amountCents !== values.amountCents) {
      throw new AppError(400, 'This idempotency key was used for another request.', 'idempotency_error');
    }
    return existing;
  }

  const provider: PayoutsProvider & {
    settleDue(): Promise<PayoutEvent[]>;
  } = {
    provider: 'test',

    async createAccount({ details }) {
      if (!details) throw badRequest('Fill in the payout form: test mode makes the account from it.');
      refuseNonTestBank(details);
      const [row] = await db
        .insert(testPayoutAccounts)
        .values({ id: newId('acct'), ...columnsOf(details) })
        .returning();
      return { accountId: row!.id, onboardingUrl: null, state: stateOf(row!) };
    },

    async onboardingLink() {
      return null;
    },

    async updateAccount(accountId, details) {
      refuseNonTestBank(details);
      const [row] = await db
        .update(testPayoutAccounts)
        .set(columnsOf(details))
        .where(eq(testPayoutAccounts.id, accountId))
        .returning();
      if (!row)
        throw new AppError(404, 'This payout account does not exist at the provider.', 'resource_missing');
      return stateOf(row);
    },

    async retrieveAccount(accountId) {
      return stateOf(await accountRow(accountId));
    },

    async transfer({ accountId, amountCents, group, idempotencyKey }) {
      await accountRow(accountId);
      const row = await move(
        { kind: 'transfer', accountId, amountCents, idempotencyKey, status: 'paid', group },
        'tr',
      );
      return { transferId: row.id };
    },

    async payout({ accountId, amountCents, method, idempotencyKey }) {
      const account = await accountRow(accountId);
      const day = today(now());
      const arrivalOn = method === 'instant' ? day : nextBusinessDay(day);
      let row = await move(
        {
          kind: 'payout',
          accountId,
          amountCents,
          idempotencyKey,
          status: 'pending',
          method,
          arrivalOn,
          destination: account.accountNumber.slice(-4),
        },
        'po',
      );
      // An instant payout reaches the bank (or is refused) while the call is answered, as Stripe's
      // test banks do; the same key again answers how it ended.
      if (row.method === 'instant' && row.status === 'pending') row = await settle(row, account);
      return { payoutId: row.id, arrivalOn: row.arrivalOn ?? arrivalOn, ...outcomeOf(row) };
    },

    async payoutState({ payoutId }) {
      const [row] = await db.select().from(testPayoutMovements).where(eq(testPayoutMovements.id, payoutId));
      if (!row) throw new AppError(404, 'This payout does not exist at the provider.', 'resource_missing');
      return outcomeOf(row);
    },

    async collectFee({ accountId, amountCents, idempotencyKey }) {
      await move({ kind: 'fee', accountId, amountCents, idempotencyKey, status: 'paid' }, 'fee');
    },

    async listTransfers(since) {
      const rows = await db
        .select()
        .from(testPayoutMovements)
        .where(and(eq(testPayoutMovements.kind, 'transfer'), gte(testPayoutMovements.createdAt, since)));
      return rows.map((r) => ({
        id: r.id,
        accountId: r.accountId,
        amountCents: r.amountCents,
        group: r.group,
      }));
    },

    /** Pays or fails every payout whose arrival date has come, as the test bank numbers decide. */
    async settleDue() {
      const due = await db
        .select({ movement: testPayoutMovements, account: testPayoutAccounts })
        .from(testPayoutMovements)
        .innerJoin(testPayoutAccounts, eq(testPayoutAccounts.id, testPayoutMovements.accountId))
        .where(
          and(
            eq(testPayoutMovements.kind, 'payout'),
            eq(testPayoutMovements.status, 'pending'),
            lte(testPayoutMovements.arrivalOn, today(now())),
          ),
        );
      const events: PayoutEvent[] = [];
      for (const { movement, account } of due) events.push(eventOf(await settle(movement, account)));
      return events;
    },
  };

  /** Pays or fails a pending payout as the account's test bank number decides. */
  async function settle(movement: MovementRow, account: AccountRow): Promise<MovementRow> {
    const bank = isTestBankAccount(account.accountNumber) ? testBankAccounts[account.accountNumber] : null;
    const failureReason = bank && bank.outcome === 'fails' ? bank.reason : null;
    const [row] = await db
      .update(testPayoutMovements)
      .set({ status: failureReason ? 'failed' : 'paid', failureReason })
      .where(eq(testPayoutMovements.id, movement.id))
      .returning();
    return row ?? movement;
  }

  function eventOf(movement: MovementRow): PayoutEvent {
    const id = `evt_test_${movement.id}`;
    const { accountId } = movement;
    return movement.status === 'failed'
      ? {
          id,
          type: 'payout.failed',
          accountId,
          payoutId: movement.id,
          failureReason: movement.failureReason ?? 'The bank refused the payout.',
        }
      : { id, type: 'payout.paid', accountId, payoutId: movement.id };
  }

  return provider;
}
export type TestPayoutsProvider = ReturnType<typeof createTestPayoutsProvider>;
