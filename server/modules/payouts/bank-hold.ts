import type { PayoutBankHold, PayoutFreezeLink } from '@core/contracts/payouts';
import { formatMoment } from '@core/moment';
import { formatWithYearInZone } from '@core/zones';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { deadLink, hashLinkToken, isLinkTokenShape, newLinkToken } from '../../lib/link-tokens';
import { textablePhone } from '../accounts/service';
import { bankHoldRepo } from './bank-hold-repo';
import type { PayoutsContext } from './context';
import { bankChangedMessages } from './messages';
import { type PayoutAccountRow, payoutsRepo } from './repo';

/**
 * A swapped payout bank is where a stolen session or password turns into stolen pay: for
 * `PAYOUT_BANK_HOLD_HOURS` after a change no bank payout leaves (transfers to the driver's payout
 * account go on: that money stays on the platform's side), the driver is told at once with a
 * "This wasn't me" link that freezes bank payouts until an operator lifts it. The first bank, set at
 * onboarding, is not held: a new driver has no pay for anyone to steal yet, and holding it would only
 * delay their first payout.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const DEAD_FREEZE_LINK = 'This link has expired or is not a Pathway link. Call or write to Pathway support.';
const USED_FREEZE_LINK =
  'This link was used already: payouts to your bank are frozen until our team has checked with you.';

/** Why no bank payout may leave now, or null when one may. */
export function bankPayoutBlock(
  ctx: PayoutsContext,
  row: PayoutAccountRow,
): { code: string; message: string } | null {
  if (row.payoutsFrozenAt)
    return {
      code: 'payouts_frozen',
      message:
        'Payouts to your bank are frozen because you told us a bank change was not yours. Our team will contact you; your pay stays safe in your balance.',
    };
  if (row.bankHoldUntil && row.bankHoldUntil > ctx.now())
    return {
      code: 'bank_change_hold',
      message: `Your payout bank changed recently: for your safety, payouts to the new bank start on ${formatWithYearInZone(row.bankHoldUntil.getTime(), ctx.timeZone)}. Your pay stays in your balance until then.`,
    };
  return null;
}

export function holdView(ctx: PayoutsContext, row: PayoutAccountRow | undefined): PayoutBankHold | null {
  if (!row) return null;
  const holding = row.bankHoldUntil && row.bankHoldUntil > ctx.now();
  if (!holding && !row.payoutsFrozenAt) return null;
  return {
    bankChangedAt: row.bankChangedAt?.toISOString() ?? null,
    holdUntil: holding ? row.bankHoldUntil!.toISOString() : null,
    frozenAt: row.payoutsFrozenAt?.toISOString() ?? null,
  };
}

/**
 * Changes the bank through `change` (the provider's call) under the account row's lock, the one every
 * bank payout takes: refused while a payout is made but not yet handed to the provider (it would reach
 * the new bank), and held in the same transaction, so no payout slips between the change and its hold.
 * A refusal (ours or the provider's) rolls back and leaves nothing written.
 */
export async function changeBank<T>(ctx: PayoutsContext, driverId: string, change: () => Promise<T>) {
  return ctx.db.transaction(async (tx) => {
    const row = await bankHoldRepo.lockAccount(tx, driverId);
    if (row && (await bankHoldRepo.hasUnsubmittedPayout(tx, driverId)))
      throw conflict(
        'A payout to your current bank is on its way. Try again in a minute.',
        'payout_in_flight',
      );
    const changed = await change();
    if (row) await bankHoldRepo.setHold(tx, driverId, holdFromNow(ctx));
    return changed;
  });
}

const holdFromNow = (ctx: PayoutsContext) => ({
  bankChangedAt: ctx.now(),
  bankHoldUntil: new Date(ctx.now().getTime() + ctx.bankHoldHours * HOUR_MS),
});

/**
 * The bank changed (a test-mode form, or Stripe's account.updated with another bank: Stripe's hosted
 * form changes it before we hear, so there the hold starts when we do). Holds and tells the driver by
 * e-mail and SMS with the freeze link.
 */
export async function bankChanged(ctx: PayoutsContext, row: PayoutAccountRow): Promise<PayoutAccountRow> {
  const held = (await bankHoldRepo.setHold(ctx.db, row.driverId, holdFromNow(ctx))) ?? row;
  const until = held.bankHoldUntil!;
  const { token, tokenHash } = newLinkToken();
  await bankHoldRepo.insertLink(ctx.db, {
    tokenHash,
    driverId: row.driverId,
    bankLast4: row.bankLast4,
    expiresAt: new Date(until.getTime() + DAY_MS),
  });
  const user = await ctx.accounts.getUser(row.driverId);
  if (!user) return held;
  const link = `${ctx.publicUrl}/payout-freeze/${token}`;
  const when = formatMoment(until.getTime(), { zone: ctx.timeZone, style: 'dateTime', locale: user.locale });
  const m = bankChangedMessages[user.locale];
  await ctx.mail.queue({
    to: user.email,
    ...m.email({ name: user.name, last4: row.bankLast4, when, link }),
    kind: 'payout_bank_changed',
    userId: user.id,
  });
  const phone = textablePhone(user);
  if (phone)
    await ctx.mail.queue({
      channel: 'sms',
      to: phone,
      ...m.sms({ last4: row.bankLast4, when, link }),
      kind: 'payout_bank_changed',
      userId: user.id,
    });
  return held;
}

async function liveLink(ctx: PayoutsContext, token: string) {
  if (!isLinkTokenShape(token)) throw deadLink(404, DEAD_FREEZE_LINK);
  const link = await bankHoldRepo.link(ctx.db, hashLinkToken(token));
  if (!link) throw deadLink(404, DEAD_FREEZE_LINK);
  return link;
}

/** GET: what the link would do; it changes nothing (mail scanners open links too). */
export async function freezeLinkView(ctx: PayoutsContext, token: string): Promise<PayoutFreezeLink> {
  const link = await liveLink(ctx, token);
  if (link.usedAt) return { state: 'used', bankLast4: link.bankLast4 };
  if (link.expiresAt <= ctx.now()) throw deadLink(410, DEAD_FREEZE_LINK);
  return { state: 'ready', bankLast4: link.bankLast4 };
}

/** POST: "This wasn't me". Freezes bank payouts, once, and raises it to operators. */
export async function freezeByLink(ctx: PayoutsContext, token: string): Promise<PayoutFreezeLink> {
  const link = await liveLink(ctx, token);
  const frozen = await ctx.db.transaction(async (tx) => {
    const driverId = await bankHoldRepo.consumeLink(tx, link.tokenHash, ctx.now());
    if (!driverId) return false;
    await bankHoldRepo.lockAccount(tx, driverId);
    await bankHoldRepo.setFrozen(tx, driverId, ctx.now());
    return true;
  });
  if (!frozen) {
    if (link.usedAt || (await bankHoldRepo.link(ctx.db, link.tokenHash))?.usedAt)
      throw deadLink(410, USED_FREEZE_LINK, 'link_used');
    throw deadLink(410, DEAD_FREEZE_LINK);
  }
  await ctx.notices
    .raiseDriverFlag(
      link.driverId,
      'payout_bank_disputed',
      `the driver says the change of their payout bank${link.bankLast4 ? ` to the account ending ${link.bankLast4}` : ''} was not theirs: bank payouts are frozen until an operator lifts it`,
    )
    .catch((err) => ctx.log('bank dispute exception not raised', err));
  return { state: 'frozen', bankLast4: link.bankLast4 };
}

/** An operator lifts the driver's freeze (in the caller's transaction, with its audit). */
export async function liftFreeze(_ctx: PayoutsContext, tx: DbOrTx, driverId: string) {
  const row = await bankHoldRepo.lockAccount(tx, driverId);
  if (!row?.payoutsFrozenAt) return null;
  await bankHoldRepo.setFrozen(tx, driverId, null);
  return { frozenAt: row.payoutsFrozenAt };
}

/** The hold and freeze operators see on the driver's panel. */
export async function bankHoldOf(ctx: PayoutsContext, driverId: string) {
  return holdView(ctx, await payoutsRepo.account(ctx.db, driverId));
}
