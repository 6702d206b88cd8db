import type { BankPayout, InstantPayoutBody } from '@core/contracts/payouts';
import { formatUsd } from '@core/money';
import { instantFeeCents, nextBusinessDay } from '@core/payouts';
import type { PayoutEvent, PayoutOutcome } from '../../adapters/payouts/port';
import { badRequest, conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { accountUpdated } from './accounts';
import { bankPayoutBlock } from './bank-hold';
import { bankHoldRepo } from './bank-hold-repo';
import { isPermanent, type PayoutsContext, reasonOf } from './context';
import { payoutMessages } from './messages';
import { type BankPayoutRow, payoutsRepo } from './repo';

export const bankPayoutView = (row: BankPayoutRow): BankPayout => ({
  id: row.id,
  method: row.method,
  amountCents: row.amountCents,
  feeCents: row.feeCents,
  status: row.status,
  arrivalOn: row.arrivalOn,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
});

const money = (row: BankPayoutRow) => ({
  payoutId: row.id,
  driverId: row.driverId,
  grossCents: row.amountCents + row.feeCents,
  feeCents: row.feeCents,
});

const NOTHING_AVAILABLE = 'Nothing is waiting in your payout account: pay arrives here after each job step.';

/**
 * A payout of everything the driver's payout account holds that no payout carries yet. Made in one
 * transaction (the halves are locked, so two payouts never carry the same half), then submitted to the
 * provider with a key derived from the payout. Answers null when there was nothing to pay.
 */
async function createPayout(
  ctx: PayoutsContext,
  driverId: string,
  method: 'standard' | 'instant',
  confirmed?: InstantPayoutBody,
): Promise<BankPayoutRow | null> {
  const made = await ctx.db.transaction(async (tx) => {
    // Under the account row's lock, as a bank change takes it: a payout made here reaches the provider
    // before the change can commit (the change waits for it), or sees the change's hold and stops.
    const account = await bankHoldRepo.lockAccount(tx, driverId);
    if (account?.status !== 'enabled') return null;
    // An unconfirmed e-mail holds bank payouts too: the daily run leaves the money for a later day.
    if (!(await ctx.accounts.emailVerified(driverId, tx))) {
      if (method === 'instant') await ctx.accounts.requireVerifiedEmail(driverId, tx);
      return null;
    }
    const blocked = bankPayoutBlock(ctx, account);
    if (blocked) {
      if (method === 'instant') throw conflict(blocked.message, blocked.code);
      return null;
    }
    const halves = await payoutsRepo.lockAvailable(tx, driverId);
    const grossCents = halves.reduce((s, h) => s + h.amountCents, 0);
    if (grossCents <= 0) return null;
    const feeCents = method === 'instant' ? instantFeeCents(grossCents, ctx.instantFee) : 0;
    if (grossCents - feeCents <= 0)
      throw badRequest(
        `An instant payout costs ${formatUsd(feeCents)}, more than the ${formatUsd(grossCents)} available. It goes out with the next daily payout for free.`,
        'too_small_for_instant',
      );
    // The driver confirmed a fee and an amount: the payout runs only on those (the balance may have
    // changed since, or the fee's rule).
    if (confirmed && (confirmed.feeCents !== feeCents || confirmed.netCents !== grossCents - feeCents))
      throw conflict(
        `The instant payout changed since you confirmed it: now ${formatUsd(grossCents - feeCents)} to your bank for a fee of ${formatUsd(feeCents)}. Check it and confirm again.`,
        'instant_quote_changed',
      );
    const today = ctx.now().toISOString().slice(0, 10);
    const row = await payoutsRepo.insertPayout(tx, {
      driverId,
      method,
      amountCents: grossCents - feeCents,
      feeCents,
      arrivalOn: method === 'instant' ? today : nextBusinessDay(today),
    });
    await payoutsRepo.attach(
      tx,
      halves.map((h) => h.id),
      row.id,
    );
    // Money a failed payout had returned to the balance is on its way again.
    const resentCents = halves.filter((h) => h.returnedAt).reduce((s, h) => s + h.amountCents, 0);
    if (resentCents > 0) await ctx.ledger.postPayoutResend(tx, money(row), resentCents);
    return { row, providerAccountId: account.providerAccountId };
  });
  if (!made) return null;
  return submit(ctx, made.row, made.providerAccountId);
}

/** Asks the provider to pay it; a refusal fails the payout (the money goes back to the balance). */
async function submit(ctx: PayoutsContext, row: BankPayoutRow, providerAccountId: string) {
  try {
    const { payoutId, arrivalOn, ...outcome } = await ctx.provider.payout({
      accountId: providerAccountId,
      amountCents: row.amountCents,
      method: row.method,
      idempotencyKey: `payout:${row.id}`,
    });
    await payoutsRepo.setProviderPayout(ctx.db, row.id, payoutId, arrivalOn);
    const submitted = { ...row, providerPayoutId: payoutId, arrivalOn };
    // An instant payout is often paid in the answer itself: recorded now, not at the next event or sweep.
    await recordOutcome(ctx, submitted, providerAccountId, outcome);
    return submitted;
  } catch (err) {
    // The provider refused to make the payout (nothing left the account): it fails, the account stays as it is.
    if (isPermanent(err)) return (await failPayout(ctx, row, reasonOf(err), { restrict: false })) ?? row;
    ctx.log(`payout ${row.id} not submitted yet`, err);
    return row;
  }
}

/** The daily standard payout: every driver whose payout account holds money gets one. */
export async function runDailyPayouts(ctx: PayoutsContext): Promise<number> {
  let made = 0;
  for (const driverId of await payoutsRepo.driversWithAvailable(ctx.db)) {
    try {
      if (await createPayout(ctx, driverId, 'standard')) made += 1;
    } catch (err) {
      ctx.log(`daily payout for ${driverId} failed`, err);
    }
  }
  await resubmitLost(ctx);
  return made;
}

/**
 * Payouts a crash or a timeout left unsubmitted go again, under the key they were made with. Run every
 * minute with the transfer sweep: well inside the 24 hours a provider keeps an idempotency key.
 */
export async function resubmitLost(ctx: PayoutsContext, { atStart = false } = {}): Promise<number> {
  let sent = 0;
  // At start, whatever age: a payout the crash interrupted goes now (its key makes a second submission harmless).
  for (const row of await payoutsRepo.unsubmittedPayouts(ctx.db, { anyAge: atStart })) {
    const account = await payoutsRepo.account(ctx.db, row.driverId);
    if (account) {
      await submit(ctx, row, account.providerAccountId);
      sent += 1;
    }
  }
  return sent;
}

/** Instant payout on demand: everything available, now, less the operators' fee. */
export async function instantPayout(
  ctx: PayoutsContext,
  actor: SessionUser,
  confirmed?: InstantPayoutBody,
): Promise<BankPayout> {
  const account = await payoutsRepo.account(ctx.db, actor.id);
  if (account?.status !== 'enabled')
    throw conflict(
      'Set up your payout account first: your pay is held until it is ready.',
      'no_payout_account',
    );
  if (!account.instantAvailable)
    throw conflict(
      'Your bank account cannot take instant payouts. Your pay goes out with the daily payout.',
      'instant_unavailable',
    );
  const row = await createPayout(ctx, actor.id, 'instant', confirmed);
  if (!row) throw conflict(NOTHING_AVAILABLE, 'nothing_available');
  const [fresh] = (await payoutsRepo.payoutsOf(ctx.db, actor.id, 5)).filter((p) => p.id === row.id);
  return bankPayoutView(fresh ?? row);
}

/**
 * A payout that did not reach the bank: the money goes back to the balance. When the bank refused it
 * (`restrict`), payouts stop until the driver gives another account; a refusal by the provider (an
 * instant payout over its limit) leaves the account as it is.
 */
async function failPayout(ctx: PayoutsContext, row: BankPayoutRow, reason: string, { restrict = true } = {}) {
  const failed = await ctx.db.transaction(async (tx) => {
    const settled = await payoutsRepo.settlePayout(tx, row.id, 'failed', reason);
    if (!settled) return null;
    await payoutsRepo.returnTransfers(tx, row.id);
    await ctx.ledger.postPayoutFailed(tx, money(settled));
    if (!restrict) return settled;
    // The bank refused: payouts stop until the driver gives another account.
    await payoutsRepo.updateAccount(tx, row.driverId, {
      status: 'restricted',
      bankLast4: (await payoutsRepo.account(tx, row.driverId))?.bankLast4 ?? null,
      requirementsDue: ['A bank account that can receive payouts'],
      instantAvailable: false,
      disabledReason: reason,
    });
    return settled;
  });
  if (failed)
    await ctx.notices
      .raiseDriverFlag(
        row.driverId,
        'payout_failed',
        `a ${formatUsd(failed.amountCents)} payout to the driver's bank failed: ${reason}`,
      )
      .catch((err) => ctx.log('payout failure exception not raised', err));
  if (failed)
    await ctx
      .notify(row.driverId, 'payout_released', (locale) => ({
        ...payoutMessages[locale].failed(formatUsd(failed.amountCents), reason),
        link: '/driver?tab=earnings',
      }))
      .catch((err) => ctx.log('payout failure notice failed', err));
  return failed;
}

async function markPaid(ctx: PayoutsContext, row: BankPayoutRow, providerAccountId: string) {
  const paid = await ctx.db.transaction(async (tx) => {
    const settled = await payoutsRepo.settlePayout(tx, row.id, 'paid', null);
    if (settled) await ctx.ledger.postPayoutPaid(tx, money(settled));
    return settled;
  });
  if (!paid) return;
  if (paid.feeCents > 0)
    await ctx.provider
      .collectFee({
        accountId: providerAccountId,
        amountCents: paid.feeCents,
        idempotencyKey: `fee:${paid.id}`,
      })
      .catch(async (err) => {
        // The ledger counts the fee; the provider still holds it: operators are told on the payout's job.
        ctx.log(`instant fee for payout ${paid.id} not collected`, err);
        const [carried] = await payoutsRepo.transfersOfPayout(ctx.db, paid.id);
        if (carried)
          await ctx.notices.raiseFlag(
            carried.jobId,
            'payout_mismatch',
            `the ${formatUsd(paid.feeCents)} instant payout fee was not collected from the driver's account (${reasonOf(err)})`,
          );
      });
  await ctx
    .notify(row.driverId, 'payout_released', (locale) => ({
      ...payoutMessages[locale].paid({
        amount: formatUsd(paid.amountCents),
        instant: paid.method === 'instant',
        fee: formatUsd(paid.feeCents),
      }),
      link: '/driver?tab=earnings',
    }))
    .catch((err) => ctx.log('payout notice failed', err));
}

/** The provider's events (Stripe's Connect webhook, or the test provider's settlements). Replays are no-ops. */
export async function handleEvent(ctx: PayoutsContext, event: PayoutEvent): Promise<void> {
  if (event.type === 'ignored') return;
  if (event.type === 'account.updated') return accountUpdated(ctx, event.accountId, event.state);
  const row = await payoutsRepo.payoutByProviderId(ctx.db, event.payoutId);
  // An event can overtake the answer that names the payout: refused for now, the provider sends it again.
  if (!row) throw new Error(`payout ${event.payoutId} is not known yet`);
  if (row.status !== 'pending') return;
  if (event.type === 'payout.paid') return markPaid(ctx, row, event.accountId);
  await failPayout(ctx, row, event.failureReason);
}

/** What the provider answered about a payout, recorded as its event would be (once; repeats are no-ops). */
async function recordOutcome(
  ctx: PayoutsContext,
  row: BankPayoutRow,
  providerAccountId: string,
  outcome: PayoutOutcome,
): Promise<boolean> {
  if (outcome.status === 'paid') await markPaid(ctx, row, providerAccountId);
  else if (outcome.status === 'failed')
    await failPayout(ctx, row, outcome.failureReason ?? 'The bank refused the payout.');
  return outcome.status !== 'pending';
}

/**
 * Payouts whose outcome is due: in test mode those whose arrival date has come are paid or failed, as
 * Stripe's test banks would; and every pending instant payout the provider has an answer for is asked
 * about (a crash between the provider's answer and its record, or a lost event). Runs at start too.
 */
export async function settleDue(ctx: PayoutsContext): Promise<number> {
  let settled = 0;
  if (ctx.provider.settleDue) {
    const events = await ctx.provider.settleDue();
    for (const event of events) await handleEvent(ctx, event);
    settled += events.length;
  }
  const today = ctx.now().toISOString().slice(0, 10);
  for (const row of await payoutsRepo.pendingPayoutsDue(ctx.db, today)) {
    const account = await payoutsRepo.account(ctx.db, row.driverId);
    if (!account || !row.providerPayoutId) continue;
    try {
      const outcome = await ctx.provider.payoutState({
        accountId: account.providerAccountId,
        payoutId: row.providerPayoutId,
      });
      if (await recordOutcome(ctx, row, account.providerAccountId, outcome)) settled += 1;
    } catch (err) {
      ctx.log(`payout ${row.id} not refreshed`, err);
    }
  }
  return settled;
}
