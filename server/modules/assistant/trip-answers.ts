import { type AssistantEntities, vehicleTypeWords } from '@core/assistant';
import { dateParts, formatMonthDay, formatNumber, weekdayName } from '@core/format';
import { estimateDriveMs, formatDuration, planDrive } from '@core/hos';
import { PLANNING_SPEED_MPH } from '@core/jobs';
import { formatUsd, splitCommission, splitDriverPayouts } from '@core/money';
import {
  BASE_RATE_DOLLARS,
  calculateQuote,
  callReasonMessages,
  INCLUDED_MILES,
  RETURN_TRANSPORT_BOUNDARY,
} from '@core/pricing';
import { AppError } from '../../lib/errors';
import { type Answer, type AnswerContext, link, miles } from './answer-context';

/** Answers about a move's price and its length, from the server's own pricing and driving-hour rules. */

/** A place the server could not find, or a name several places share: which ones, to ask again. */
function placeTrouble(err: AppError): string {
  const candidates = (err.extra?.candidates ?? {}) as Record<string, { address: string }[]>;
  const lists = Object.values(candidates).map((list) => list.map((p) => p.address).join('; '));
  if (err.code === 'place_ambiguous' && lists.length > 0) {
    return `${err.message.replace(/; pick one from the list\.$/, '')}: ${lists.join(' / ')}. Which one? Ask again with the city and state.`;
  }
  return `${err.message.replace(/; pick it from the list\.$/, '.')} Try a city and state or a ZIP code.`;
}

/** What the request link fills in, said as it is (never "what you told me" when it holds less). */
/** "Mon, Dec 14" for a YYYY-MM-DD date (a calendar day: no zone applies). */
const calendarDay = (date: string) => {
  const parts = dateParts(Date.parse(`${date}T12:00:00Z`), 'UTC');
  return `${weekdayName(parts)}, ${formatMonthDay(parts)}`;
};

export function prefilled(e: AssistantEntities): string {
  const parts = [
    e.vehicleType ? `the ${vehicleTypeWords[e.vehicleType]}` : null,
    e.from ? `pickup in ${e.from}` : null,
    e.to ? `delivery to ${e.to}` : null,
    e.date ? `a pickup on ${calendarDay(e.date)}` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'The request form is ready for the details.';
  return `The request form has ${parts.join(', ')}${e.from && e.to ? '' : '; add the rest there'}.`;
}

export const requestLink = (e: AssistantEntities, scheduled: boolean) => {
  const params = new URLSearchParams();
  if (e.vehicleType) params.set('vehicleType', e.vehicleType);
  if (e.from) params.set('pickup', e.from);
  if (e.to) params.set('destination', e.to);
  if (e.miles) params.set('distance', String(Math.round(e.miles)));
  if (scheduled && e.date) params.set('date', e.date);
  if (scheduled) params.set('serviceTime', 'scheduled');
  const query = params.toString();
  return `/request${query ? `?${query}` : ''}`;
};

/** What a price is made of: the move, and the return and fuel billed at cost up to their lines. */
const costWords = (q: { moveFeeCents: number; driverReturnCents: number; fuelCents: number }) =>
  q.driverReturnCents > 0
    ? ` That is ${formatUsd(q.moveFeeCents)} for the move, ${formatUsd(q.driverReturnCents)} for the driver's return and ${formatUsd(q.fuelCents)} of fuel, both billed at cost.`
    : ` That is ${formatUsd(q.moveFeeCents)} for the move and ${formatUsd(q.fuelCents)} of fuel, billed at cost; past ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the driver covers their own return.`;

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
      // The request carries what was understood, and the date named makes it a scheduled one.
      const href = requestLink({ ...e, vehicleType, miles: null }, e.date !== null);
      if (q.requiresCall) {
        return {
          response: `${e.from} to ${e.to} is ${miles(q.miles)}. ${callReasonMessages[q.callReason]} Please ${ctx.contact}. ${prefilled({ ...e, vehicleType })} Dispatch prices it from there.`,
          link: link(href, 'Start this request'),
        };
      }
      return {
        response: `${e.from} to ${e.to} is ${miles(q.miles)}: a ${what} is ${formatUsd(q.totalCents)}.${costWords(q)}`,
        link: link(href, 'Request this move'),
      };
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return { response: placeTrouble(err), link: null };
      throw err;
    }
  }
  if (e.miles !== null) {
    if (e.miles <= 0) return { response: 'Tell me a distance above zero miles.', link: null };
    const q = calculateQuote({ vehicleType, distance: e.miles }, await ctx.geo.tripCostBasis());
    if (q.requiresCall) {
      return { response: `${callReasonMessages[q.callReason]} Please ${ctx.contact}.`, link: null };
    }
    return {
      response: `${miles(q.miles)} for a ${what} is ${formatUsd(q.totalCents)}.${costWords(q)}`,
      link: link(
        `/request?${new URLSearchParams({ vehicleType, distance: String(q.miles) })}`,
        'Request this move',
      ),
    };
  }
  const base = BASE_RATE_DOLLARS[vehicleType];
  const trailer = e.vehicleType === 'trailer' || e.vehicleType === 'bobtail-trailer';
  // A trailer with a place or a date named: what was understood goes into a request for that day.
  if (trailer && (e.from || e.to || e.date))
    return {
      response: `${callReasonMessages.trailer} Please ${ctx.contact}. ${prefilled(e)} Dispatch prices it from there.`,
      link: link(requestLink(e, e.date !== null), 'Start this request'),
    };
  return {
    response: trailer
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
      // The driver's side is the move's fee: the return and fuel lines pay costs, not their work.
      totalCents = q.moveFeeCents;
      distance = q.miles;
    }
  } else if (e.miles !== null && e.miles > 0) {
    const q = calculateQuote({ vehicleType, distance: e.miles }, null);
    if (!q.requiresCall) totalCents = q.moveFeeCents;
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
