import { formatUsd } from '@core/money';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { CANCEL_AFTER_ACCEPT_MESSAGE, type PaymentsContext } from './context';
import { refundPaidJob, voidOpenIntent } from './recording';

/** A client's cancellation before a driver accepts, refunded in full when paid. */

/**
 * The client cancels before a driver accepts: unpaid jobs simply close; paid ones are refunded in
 * full. Calling again on a cancelled job retries an unfinished refund.
 */
export async function cancel(ctx: PaymentsContext, actor: SessionUser, idOrNumber: string) {
  const job = await ctx.jobs.findOwned(actor, idOrNumber);
  if (job.status !== 'pending' && job.status !== 'cancelled')
    throw conflict(CANCEL_AFTER_ACCEPT_MESSAGE, 'cancel_refused');
  let current = job;
  if (job.status === 'pending') {
    const cancelled = await ctx.db.transaction((tx) =>
      ctx.jobs.transition(tx, job, { to: 'cancelled', by: 'client', actorId: actor.id, type: 'cancelled' }),
    );
    if (!cancelled) throw conflict(CANCEL_AFTER_ACCEPT_MESSAGE, 'cancel_refused');
    current = cancelled;
    await ctx.onJobChanged?.(cancelled, 'cancelled');
  }
  if (current.paymentStatus === 'unpaid' && (await voidOpenIntent(ctx, current))?.status === 'succeeded') {
    // The card went through just before the cancel: recorded, then refunded like any paid job.
    current = (await ctx.jobs.findById(current.id))!;
  }
  if (current.paymentStatus === 'paid') await refundPaidJob(ctx, current, actor.id);
  const refunded = current.paymentStatus !== 'unpaid';
  return {
    status: 'cancelled' as const,
    refunded,
    message: refunded
      ? `Your request is cancelled and ${formatUsd(job.priceCents)} is refunded to your card.`
      : 'Your request is cancelled. Nothing was charged.',
  };
}
