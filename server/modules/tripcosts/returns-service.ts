import { bindActions } from '../../lib/actions';
import * as missed from './missed-tickets';
import type { ReturnsContext, ReturnsDeps } from './returns';
import * as returns from './returns';
import * as settlement from './settlement';

/**
 * The driver's way home and the move's settlement (issue 45, items 3–5), assembled from returns.ts (the
 * return's mode, the provided ticket through the travel port, reminders), missed-tickets.ts (the policy)
 * and settlement.ts (the unused part refunded once, the overrun recorded).
 */
export function createReturnsService(deps: ReturnsDeps) {
  const ctx: ReturnsContext = deps;
  return {
    ...bindActions(ctx, {
      returnOf: returns.returnOf,
      chooseReturn: returns.chooseReturn,
      bookTicket: returns.bookTicket,
      sendTicketReminders: returns.sendTicketReminders,
    }),
    ...bindActions(ctx, missed),
    ...bindActions(ctx, {
      settleIfDue: settlement.settleIfDue,
      sweepSettlements: settlement.sweepSettlements,
      jobCosts: settlement.jobCosts,
      monthTotals: settlement.monthTotals,
    }),
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
