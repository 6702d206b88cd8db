import { type AssistantEntities, vehicleTypeWords } from '@core/assistant';
import { formatNumber } from '@core/format';
import { estimateDriveMs, formatDuration, planDrive } from '@core/hos';
import { PLANNING_SPEED_MPH } from '@core/jobs';
import { formatUsd, splitCommission, splitDriverPayouts } from '@core/money';
import { BASE_RATE_DOLLARS, calculateQuote, callReasonMessages, INCLUDED_MILES } from '@core/pricing';
import { AppError } from '../../lib/errors';
import { type Answer, type AnswerContext, link, miles } from './answer-context';

/** Answers about a move's price and its length, from the server's own pricing and driving-hour rules. */

export async function quote(ctx: AnswerContext, e: AssistantEntities) {
  const vehicleType = e.vehicleType ?? 'bobtail';
  const what = vehicleTypeWords[vehicleType];
  if (e.from && e.to) {
    try {
      const q = await ctx.geo.quote({
        pickup: e.from,
        destination: e.to,
        vehicleType,
        serviceTime: 'now',
        isLoaded: false,
      });
      const href = `/request?${new URLSearchParams({ vehicleType, pickup: e.from, destination: e.to })}`;
      if (q.requiresCall) {
        return {
          response: `${e.from} to ${e.to} is ${miles(q.miles)}. ${callReasonMessages[q.callReason]} Please ${ctx.contact}.`,
          link: null,
        };
      }
      return {
        response: `${e.from} to ${e.to} is ${miles(q.miles)}: a ${what} is ${formatUsd(q.totalCents)}.`,
        link: link(href, 'Request this move'),
      };
    } catch (err) {
      if (err instanceof AppError && err.status < 500)
        return { response: `${err.message} Try a city and state or a ZIP code.`, link: null };
      throw err;
    }
  }
  if (e.miles !== null) {
    if (e.miles <= 0) return { response: 'Tell me a distance above zero miles.', link: null };
    const q = calculateQuote({ vehicleType, distance: e.miles });
    if (q.requiresCall) {
      return { response: `${callReasonMessages[q.callReason]} Please ${ctx.contact}.`, link: null };
    }
    return {
      response: `${miles(q.miles)} for a ${what} is ${formatUsd(q.totalCents)}.`,
      link: link(
        `/request?${new URLSearchParams({ vehicleType, distance: String(q.miles) })}`,
        'Request this move',
      ),
    };
  }
  const base = BASE_RATE_DOLLARS[vehicleType];
  return {
    response:
      e.vehicleType && (e.vehicleType === 'trailer' || e.vehicleType === 'bobtail-trailer')
        ? `${callReasonMessages.trailer} Please ${ctx.contact}.`
        : `A ${what} starts at ${formatUsd(base * 100)}, which covers the first ${INCLUDED_MILES} miles, then $1 per mile. Tell me the miles or the two places (for example "from Dallas, TX to Houston, TX") and I'll work it out.`,
    link: link('/pricing', 'See pricing'),
  };
}

export /**
 * How long a move takes: the miles (given, or measured between two places) at planning speed, and how
 * long a rested driver needs with the rest breaks the hours-of-service rules require.
 */
async function tripTime(
  ctx: AnswerContext,
  e: AssistantEntities,
): Promise<Omit<Answer, 'intent' | 'action'>> {
  let miles = e.miles;
  if (miles === null && e.from && e.to) {
    try {
      const q = await ctx.geo.quote({
        pickup: e.from,
        destination: e.to,
        vehicleType: e.vehicleType ?? 'bobtail',
        serviceTime: 'now',
        isLoaded: false,
      });
      miles = q.miles;
    } catch (err) {
      if (!(err instanceof AppError && err.status < 500)) throw err;
    }
  }
  if (miles === null || miles <= 0) {
    return {
      response:
        'Tell me the miles or the two places (for example "how long from Dallas, TX to Denver, CO") and I will work out the driving time with the rest breaks a driver must take.',
      link: null,
    };
  }
  const driveMs = estimateDriveMs(miles, PLANNING_SPEED_MPH);
  const plan = planDrive([], 0, driveMs, ctx.cycle);
  const rests = plan.steps.filter((step) => step.kind === 'rest' || step.kind === 'restart').length;
  const total = formatDuration(plan.finishAt - plan.start);
  return {
    response: `${formatNumber(miles)} miles is about ${formatDuration(driveMs)} of driving at ${PLANNING_SPEED_MPH} mph. ${
      rests > 0
        ? `With the ${rests === 1 ? '10-hour rest' : `${rests} rests`} and breaks the driving-hour rules require, a rested driver arrives about ${total} after pickup.`
        : `With the breaks the driving-hour rules require, a rested driver arrives about ${total} after pickup.`
    }`,
    link: null,
  };
}

/**
 * A driver asking a price hears their side of it: the price, the commission at their own rate (the one
 * acceptance would fix now) and what they keep, paid in two halves.
 */
export async function driverPay(
  ctx: AnswerContext,
  driverId: string,
  e: AssistantEntities,
): Promise<Omit<Answer, 'intent' | 'action'>> {
  const vehicleType = e.vehicleType ?? 'bobtail';
  let totalCents: number | null = null;
  let distance = e.miles;
  if (e.from && e.to) {
    const q = await ctx.geo
      .quote({ pickup: e.from, destination: e.to, vehicleType, serviceTime: 'now', isLoaded: false })
      .catch(() => null);
    if (q && !q.requiresCall) {
      totalCents = q.totalCents;
      distance = q.miles;
    }
  } else if (e.miles !== null && e.miles > 0) {
    const q = calculateQuote({ vehicleType, distance: e.miles });
    if (!q.requiresCall) totalCents = q.totalCents;
  }
  // Nothing to price yet (or priced by phone): the client's answer says what to tell.
  if (totalCents === null || distance === null || !ctx.commissionPercentFor) return quote(ctx, e);
  const percent = await ctx.commissionPercentFor(driverId);
  const { driverShareCents } = splitCommission(totalCents, percent);
  const { payout1Cents, payout2Cents } = splitDriverPayouts(driverShareCents);
  return {
    response: `A ${formatNumber(distance)}-mile ${vehicleTypeWords[vehicleType]} move pays ${formatUsd(totalCents)}. At your ${percent}% commission you keep ${formatUsd(driverShareCents)}: ${formatUsd(payout1Cents)} after the pre-trip inspection and ${formatUsd(payout2Cents)} after the client confirms delivery.`,
    link: link('/jobs', 'Find jobs'),
  };
}
