/**
 * Subscription rules shared by the server and the web app (product/platform §1, §9). Pure: the clock is
 * always passed in.
 */

export const TRIAL_DAYS = 90;

/**
 * An e-mail address as one person for the free trial: case, dots and a +tag in the part before the @
 * do not make another person (x+2@… and x.y.z@… are xyz@…).
 */
export function trialEmailKey(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).toLowerCase().split('+')[0]!.replaceAll('.', '');
  return `${local}@${email.slice(at + 1).toLowerCase()}`;
}

/** Why a free trial is not offered, and what is offered instead. */
export const TRIAL_REFUSALS = {
  email:
    'This e-mail address already had the free trial on another account, so the plan starts without one: you are charged today.',
  card: 'This card already had the free trial on another account. You can subscribe without the trial (charged today), or use another card.',
} as const;
/** Auto-renew can be turned off until this many hours before the period ends. */
export const AUTO_RENEW_CUTOFF_HOURS = 24;
/** The badge shows the days left once fewer than this remain. */
export const DAYS_LEFT_WARNING = 7;
export const ANNUAL_DISCOUNT_PERCENT = 15;
/** A failed renewal keeps access (past_due) this long while retries run; then the subscription expires. */
export const PAST_DUE_GRACE_DAYS = 7;
/** How long after a failed renewal the next attempt is made. */
export const RENEWAL_RETRY_HOURS = 24;

export const planIntervals = ['monthly', 'annual'] as const;
export type PlanInterval = (typeof planIntervals)[number];
export const planAudiences = ['client', 'driver'] as const;
export type PlanAudience = (typeof planAudiences)[number];

export const subscriptionStatuses = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The mobile screens say `yearly`; the plans page says `annual`. Both mean the same plan interval. */
export function normaliseInterval(value: string): PlanInterval | null {
  const v = value.trim().toLowerCase();
  if (v === 'monthly' || v === 'month') return 'monthly';
  if (v === 'annual' || v === 'yearly' || v === 'year') return 'annual';
  return null;
}

/** Adds calendar months in UTC, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The end of a paid period that starts at `start`. */
export function periodEnd(start: Date, interval: PlanInterval): Date {
  return addMonths(start, interval === 'annual' ? 12 : 1);
}

export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Whether the subscriber may use premium features now. */
export function hasAccess(status: SubscriptionStatus, currentPeriodEnd: Date | null, now: Date): boolean {
  if (status === 'past_due') return true;
  if (status !== 'trialing' && status !== 'active' && status !== 'cancelled') return false;
  return currentPeriodEnd !== null && currentPeriodEnd.getTime() > now.getTime();
}

/** Paid (not trialing) and current: what earns a driver the 10% commission. */
export function isPaidAndCurrent(
  status: SubscriptionStatus,
  currentPeriodEnd: Date | null,
  now: Date,
): boolean {
  return (
    (status === 'active' || status === 'cancelled') &&
    currentPeriodEnd !== null &&
    currentPeriodEnd.getTime() > now.getTime()
  );
}

/** The last moment auto-renew can still be turned off. */
export function autoRenewCutoff(currentPeriodEnd: Date): Date {
  return new Date(currentPeriodEnd.getTime() - AUTO_RENEW_CUTOFF_HOURS * HOUR_MS);
}

export function canTurnOffAutoRenew(currentPeriodEnd: Date, now: Date): boolean {
  return now.getTime() < autoRenewCutoff(currentPeriodEnd).getTime();
}

/** Whole days until `end` (rounded up, never negative). */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** The product's plan card shows only the part of the name before an opening parenthesis. */
export function planDisplayName(name: string): string {
  const i = name.indexOf('(');
  return (i === -1 ? name : name.slice(0, i)).trim();
}

/**
 * Plan features as the plan screens read them: a JSON-encoded array of strings (the success screen
 * also accepts a comma-separated string). Anything else gives an empty list ("Features not available").
 */
export function parsePlanFeatures(features: unknown): string[] {
  if (Array.isArray(features)) return features.filter((f): f is string => typeof f === 'string');
  if (typeof features !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(features);
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return features.includes(',')
      ? features
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
      : [];
  }
}

/** "$20.00/month" style price per interval. */
export function intervalLabel(interval: PlanInterval): string {
  return interval === 'annual' ? 'year' : 'month';
}
