import type { Config } from '../../config';
import { bindActions } from '../../lib/actions';
import type { SessionUser } from '../accounts/service';
import { onboard, payoutAccount } from './accounts';
import { bankHoldOf, freezeByLink, freezeLinkView, liftFreeze } from './bank-hold';
import { handleEvent, instantPayout, resubmitLost, runDailyPayouts, settleDue } from './bank-payouts';
import type { PayoutsContext, PayoutsDeps } from './context';
import { earnings } from './earnings';
import { adminOverview, reconcile, retryTransfer } from './operations';
import {
  hasReleased,
  penalize,
  penaltiesOf,
  releaseClaimReserve,
  reserveForClaim,
  waivePenalty,
} from './penalties';
import {
  adoptLegacyReleases,
  halfReleased,
  holdCostTransfer,
  release,
  releaseApprovedCostsNow,
  sendAfterRelease,
  sendHeld,
  sweepUnsent,
} from './releases';
import { statement } from './statements';

/** The driver's earnings, from the jobs they drove and where each half of their pay is. */
async function driverEarnings(ctx: PayoutsContext, actor: SessionUser) {
  return earnings(ctx, actor, await ctx.jobs.listMine(actor));
}

/** A month's statement (YYYY-MM), or a year's summary (YYYY). */
async function periodStatement(ctx: PayoutsContext, actor: SessionUser, period: string) {
  return statement(ctx, actor, period, await ctx.jobs.listMine(actor));
}

/** The payout rules the configuration sets: the instant payout's fee and the bank-change hold. */
export const payoutRulesOf = (
  config: Pick<Config, 'INSTANT_PAYOUT_FEE_BPS' | 'INSTANT_PAYOUT_FEE_MIN_CENTS' | 'PAYOUT_BANK_HOLD_HOURS'>,
): Pick<PayoutsDeps, 'instantFee' | 'bankHoldHours'> => ({
  instantFee: { bps: config.INSTANT_PAYOUT_FEE_BPS, minimumCents: config.INSTANT_PAYOUT_FEE_MIN_CENTS },
  bankHoldHours: config.PAYOUT_BANK_HOLD_HOURS,
});

/**
 * Paying drivers (product/foundations §6): released halves become transfers to the driver's payout
 * account (Stripe Connect, or the test provider), bank payouts go daily or instantly, the ledger follows
 * every step, and a daily reconciliation compares it with the provider's books.
 */
export function createPayoutsService(deps: PayoutsDeps) {
  const ctx: PayoutsContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    log: deps.log ?? ((message, err) => console.error(message, err)),
  };
  return bindActions(ctx, {
    payoutAccount,
    onboard,
    release,
    holdCostTransfer,
    halfReleased,
    releaseApprovedCostsNow,
    sendHeld,
    sendAfterRelease,
    sweepUnsent,
    adoptLegacyReleases,
    runDailyPayouts,
    resubmitLost,
    instantPayout,
    handleEvent,
    settleDue,
    earnings: driverEarnings,
    statement: periodStatement,
    adminOverview,
    retryTransfer,
    reconcile,
    penalize,
    waivePenalty,
    penaltiesOf,
    hasReleased,
    reserveForClaim,
    releaseClaimReserve,
    freezeLinkView,
    freezeByLink,
    liftFreeze,
    bankHoldOf,
  });
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
