import { bindActions } from '../../lib/actions';
import type { SessionUser } from '../accounts/service';
import * as missed from './missed-tickets';
import type { ReturnsContext, ReturnsDeps } from './returns';
import * as returns from './returns';
import * as settlement from './settlement';

/**
 * The driver's way home and the move's settlement (docs/decisions/011-trip-cost-estimates.md), assembled from returns.ts (the
 * return's mode, the provided ticket through the travel port, reminders), missed-tickets.ts (the policy)
 * and settlement.ts (the unused part refunded once, the overrun recorded).
 */
export function createReturnsService(deps: ReturnsDeps) {
  const ctx: ReturnsContext = deps;
  // A step that makes a completed move's way home known (a ticket booked, a ticket missed) settles it then;
  // the step's answer never waits on the provider's refund failing (the sweep retries it).
  const thenSettle =
    <A extends unknown[], R>(
      step: (c: ReturnsContext, actor: SessionUser, jobId: string, ...rest: A) => Promise<R>,
    ) =>
    async (actor: SessionUser, jobId: string, ...rest: A): Promise<R> => {
      const answer = await step(ctx, actor, jobId, ...rest);
      await settlement.settleIfDue(ctx, jobId).catch((err) => ctx.log?.('trip-cost settlement failed', err));
      return answer;
    };
  return {
    ...bindActions(ctx, {
      returnOf: returns.returnOf,
      chooseReturn: returns.chooseReturn,
      sendTicketReminders: returns.sendTicketReminders,
    }),
    bookTicket: thenSettle(returns.bookTicket),
    markTicketMissed: thenSettle(missed.markTicketMissed),
    excuseMissedTicket: missed.excuseMissedTicket.bind(null, ctx),
    ...bindActions(ctx, {
      settleIfDue: settlement.settleIfDue,
      sweepSettlements: settlement.sweepSettlements,
      jobCosts: settlement.jobCosts,
      monthTotals: settlement.monthTotals,
    }),
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
