import { type AssistantEntities, vehicleTypeWordsByLocale } from '@core/assistant';
import { formatNumber } from '@core/format';
import { estimateDriveMs, formatDuration, planDrive } from '@core/hos';
import { PLANNING_SPEED_MPH } from '@core/jobs';
import { formatUsd, splitCommission, splitDriverPayouts } from '@core/money';
import { BASE_RATE_DOLLARS, calculateQuote } from '@core/pricing';
import { AppError } from '../../lib/errors';
import { type AnswerContext, link, miles, type Reply } from './answer-context';

/** Answers about a move's price and its length, from the server's own pricing and driving-hour rules. */

/** A place the server could not find, or a name several places share: which ones, to ask again. */
// The geocoder's own message (in English) stays as it comes; what to do next is said in the answer's language.
function placeTrouble(ctx: AnswerContext, err: AppError): string {
  const candidates = (err.extra?.candidates ?? {}) as Record<string, { address: string }[]>;
  const lists = Object.values(candidates).map((list) => list.map((p) => p.address).join('; '));
  if (err.code === 'place_ambiguous' && lists.length > 0) {
    return ctx.t.ambiguousPlace(err.message.replace(/; pick one from the list\.$/, ''), lists.join(' / '));
  }
  return ctx.t.placeNotFound(err.message.replace(/; pick it from the list\.$/, '.'));
}

/** What the request link fills in, said as it is (never "what you told me" when it holds less). */
export function prefilled(ctx: AnswerContext, e: AssistantEntities): string {
  const { prefilled: words } = ctx.t;
  const parts = [
    e.vehicleType ? words.vehicle(vehicleTypeWordsByLocale[ctx.locale][e.vehicleType]) : null,
    e.from ? words.pickup(e.from) : null,
    e.to ? words.delivery(e.to) : null,
    e.date ? words.date(ctx.t.calendarDay(e.date)) : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return words.none;
  return words.some(parts, Boolean(e.from && e.to));
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
const costWords = (
  ctx: AnswerContext,
  q: { moveFeeCents: number; driverReturnCents: number; fuelCents: number },
) =>
  q.driverReturnCents > 0
    ? ctx.t.costWithReturn(formatUsd(q.moveFeeCents), formatUsd(q.driverReturnCents), formatUsd(q.fuelCents))
    : ctx.t.costNoReturn(formatUsd(q.moveFeeCents), formatUsd(q.fuelCents));

export async function quote(ctx: AnswerContext, e: AssistantEntities): Promise<Reply> {
  const { t } = ctx;
  const vehicleType = e.vehicleType ?? 'bobtail';
  const what = vehicleTypeWordsByLocale[ctx.locale][vehicleType];
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
          response: t.routeCall(
            e.from,
            e.to,
            miles(ctx, q.miles),
            t.callReason[q.callReason],
            ctx.contact,
            prefilled(ctx, { ...e, vehicleType }),
          ),
          link: link(href, t.links.startThisRequest),
        };
      }
      return {
        response: `${t.routePrice(e.from, e.to, miles(ctx, q.miles), what, formatUsd(q.totalCents))}${costWords(ctx, q)}`,
        link: link(href, t.links.requestThisMove),
      };
    } catch (err) {
      if (err instanceof AppError && err.status < 500)
        return { response: placeTrouble(ctx, err), link: null };
      throw err;
    }
  }
  if (e.miles !== null) {
    if (e.miles <= 0) return { response: t.milesAboveZero, link: null };
    const q = calculateQuote({ vehicleType, distance: e.miles }, await ctx.geo.tripCostBasis());
    if (q.requiresCall) {
      return { response: `${t.callReason[q.callReason]} ${t.pleaseContact(ctx.contact)}`, link: null };
    }
    return {
      response: `${t.milesPrice(miles(ctx, q.miles), what, formatUsd(q.totalCents))}${costWords(ctx, q)}`,
      link: link(
        `/request?${new URLSearchParams({ vehicleType, distance: String(q.miles) })}`,
        t.links.requestThisMove,
      ),
    };
  }
  const base = BASE_RATE_DOLLARS[vehicleType];
  const trailer = e.vehicleType === 'trailer' || e.vehicleType === 'bobtail-trailer';
  // A trailer with a place or a date named: what was understood goes into a request for that day.
  if (trailer && (e.from || e.to || e.date))
    return {
      response: t.trailerWithPlaces(t.callReason.trailer, ctx.contact, prefilled(ctx, e)),
      link: link(requestLink(e, e.date !== null), t.links.startThisRequest),
    };
  return {
    response: trailer
      ? `${t.callReason.trailer} ${t.pleaseContact(ctx.contact)}`
      : t.baseRate(what, formatUsd(base * 100)),
    link: link('/pricing', t.links.seePricing),
  };
}

export /**
 * How long a move takes: the miles (given, or measured between two places) at planning speed, and how
 * long a rested driver needs with the rest breaks the hours-of-service rules require.
 */
async function tripTime(ctx: AnswerContext, e: AssistantEntities): Promise<Reply> {
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
    return { response: ctx.t.tripNeedsMiles, link: null };
  }
  const driveMs = estimateDriveMs(miles, PLANNING_SPEED_MPH);
  const plan = planDrive([], 0, driveMs, ctx.cycle);
  const rests = plan.steps.filter((step) => step.kind === 'rest' || step.kind === 'restart').length;
  const total = formatDuration(plan.finishAt - plan.start);
  return {
    response: ctx.t.tripTime(formatNumber(miles), formatDuration(driveMs), PLANNING_SPEED_MPH, rests, total),
    link: null,
  };
}

/**
 * A driver asking a price hears their side of it: the price, the commission at their own rate (the one
 * acceptance would fix now) and what they keep, paid in two halves.
 */
export async function driverPay(ctx: AnswerContext, driverId: string, e: AssistantEntities): Promise<Reply> {
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
    response: ctx.t.driverPay(
      formatNumber(distance),
      vehicleTypeWordsByLocale[ctx.locale][vehicleType],
      formatUsd(totalCents),
      percent,
      formatUsd(driverShareCents),
      formatUsd(payout1Cents),
      formatUsd(payout2Cents),
    ),
    link: link('/jobs', ctx.t.links.findJobs),
  };
}
