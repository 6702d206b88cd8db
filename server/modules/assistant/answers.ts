import { formatNumber } from '@core/format';

export type { Answer, AnswerDeps } from './answer-context';

import {
  type AssistantEntities,
  type AssistantIntent,
  emergencyText,
  extractEntities,
  intentActions,
  vehicleTypeWords,
} from '@core/assistant';
import {
  COMMISSION_PERCENT_SUBSCRIBED,
  COMMISSION_PERCENT_TRIAL,
  FIRST_PAYOUT_PERCENT,
  formatUsd,
} from '@core/money';
import { NO_SHOW_SUSPENSION_DAYS, SUSPENSION_DAYS } from '@core/operations';
import {
  CALL_HOURS,
  callReasonMessages,
  MAX_QUOTABLE_DISTANCE,
  RETURN_TRANSPORT_BOUNDARY,
} from '@core/pricing';
import { TRIAL_DAYS } from '@core/subscriptions';
import type { SessionUser } from '../accounts/service';
import { type Answer, type AnswerContext, type AnswerDeps, link } from './answer-context';
import { driverStuck, jobStatus } from './job-answers';
import { driversByState, jobsWithoutDriver, lateJobs } from './operator-answers';
import { driverPay, prefilled, quote, requestLink, tripTime } from './trip-answers';

const EMERGENCY_WORDS =
  /\b(emergency|accident|crash(ed)?|collision|injur(ed|y)|hurt|bleeding|ambulance|on fire|sos|911)\b/i;
const PRICE_WORDS = /\b(how much(?! time)|price|cost|quote|rate|charge|estimate|fee)\b/i;
const TIME_WORDS = /\b(how long|how many (days|hours)|how much time|travel time|duration|how fast)\b/i;
/** Asking for a move to be booked. */
const BOOK_WORDS =
  /\b(book|reserve|order a (move|driver)|request a (move|driver)|send a driver|get (it|my truck) moved|(need|want)s? (?:(?:my|a|an|the|our|this) )?[a-z-]+(?: [a-z-]+)? (moved|relocated|driven|transported))\b/i;
/** A truck that stopped moving. */
const STILL_WORDS =
  /\b(not (moved|moving)|hasn'?t moved|stuck|sitting still|stopped( moving)?|no movement)\b/i;
/** What a driver says when asking what a job pays them. */
const EARN_WORDS = /\b(earn|make|take home|get paid|my (pay|cut|share))\b/i;
/** A driver giving back a job: a question of the driver policy, whatever else the sentence reads like. */
const DRIVER_CANCEL_WORDS =
  /\b(cancel(l?ing|l?ed)?|back(ing)? out|bail(ing)?|drop(ping)?(?!\s*off)|walk(ing)? away|hand(ing)? back|give up)\b.*\b(job|load|move|accepted|took)\b|\b(accepted|took)\b.*\bcancel/i;
/** The plans, asked with a price word ("how much are your plans"): still the plans. */
const PLAN_WORDS = /\b(plans?|subscriptions?|premium|membership)\b/i;
/** Someone else's truck that stands still ("sitting still all afternoon"): the driver's last position. */
const TRUCK_WORDS = /\b(truck|driver|rig|tractor|vehicle)\b/i;
/** Intents a time question may be read as (a question about the trial's length stays about the plans). */
const TRIP_LIKE = new Set<AssistantIntent>([
  'unknown',
  'quote',
  'trip_time',
  'book_request',
  'schedule',
  'job_status',
]);
/** What a question about towing names: a truck that cannot be driven. */
const NOT_RUNNING_WORDS =
  /\b(tow(ed|ing)?|wrecker|broke(n)?( down)?|won'?t start|wont start|does ?n[o']?t (run|start)|not running|non[- ]running|dead|blown|crash(ed)?|flatbed)\b/i;

/**
 * Who is asking decides the policy: a driver hears the driver policy (an accepted job cannot be
 * cancelled, and what failing one costs), an operator the console's cancel-with-refund, a client the
 * refund rule.
 */
function cancellationPolicy(ctx: AnswerContext, actor: SessionUser | null) {
  if (actor?.role === 'driver' && !actor.isAdmin)
    return {
      response: `As a driver you cannot cancel a job once you have accepted it. Cancelling or failing an accepted job brings an automatic suspension of at least ${NO_SHOW_SUSPENSION_DAYS} days (missing transportation the client provided: ${NO_SHOW_SUSPENSION_DAYS} days, and you reimburse it); repeated violations mean ${SUSPENSION_DAYS[1]} days or permanent removal. If something stops you, press "I can't make it" on the job to tell dispatch: the job stays yours until they decide. Before you accept, there is nothing to cancel: leave the job on the open list.`,
      link: link('/driver', 'Your active job'),
    };
  if (actor?.isAdmin)
    return {
      response:
        "Cancel a job from its panel in the console: Cancel with refund sets the amount (up to what is refundable) and the reason, and the client is told. A driver's accepted job is not cancelled by the driver: release or reassign it instead.",
      link: link('/admin', 'Open the console'),
    };
  return {
    response: `You can cancel from the tracking page until a driver accepts: an unpaid request simply closes and a paid one is refunded in full. Once a driver has accepted, please ${ctx.contact}.`,
    link: link('/tracking', 'Your jobs'),
  };
}

/**
 * Drivers available now (core's one definition, as the board counts them). Operators get them by state;
 * others hear how many there are, since where a driver is stays private until a job is posted.
 */
async function driverAvailability(ctx: AnswerContext, actor: SessionUser | null, e: AssistantEntities) {
  if (actor?.isAdmin) return driversByState(ctx, actor, e);
  const count = await ctx.drivers.countAvailableDrivers();
  const place = e.near ?? e.from ?? (e.zips[0] || null);
  return {
    response: `${count} verified driver${count === 1 ? ' is' : 's are'} online right now${place ? ` (I can't see who is near ${place} until a job is posted: drivers see it sorted by distance)` : ''}. Paid jobs go out to every driver whose licence fits.`,
    link: link('/request', 'Request a move'),
  };
}

/** An operators' question from someone else: never reached (the intent becomes their own job's status). */
const unreachable = (ctx: AnswerContext) => ({
  response: `That is for Pathway's operators. I can tell you about your own jobs; for anything else, ${ctx.contact}.`,
  link: null,
});

async function reply(
  ctx: AnswerContext,
  intent: AssistantIntent,
  e: AssistantEntities,
  actor: SessionUser | null,
  options: { contextJobId?: string | null; timeZone?: string | null; text?: string } = {},
): Promise<Omit<Answer, 'intent' | 'action'>> {
  switch (intent) {
    case 'greeting':
      return {
        response:
          "Hello! I'm Pathway's dispatch assistant. I can price a move, tell you where your truck is, start a request or put you through to a person.",
        link: null,
      };
    case 'thanks':
      return { response: "You're welcome. Anything else I can do?", link: null };
    case 'services': {
      const services = await ctx.catalog.listServiceTypes();
      const names = services.map((s) => s.name);
      return {
        response: names.length
          ? `We move working commercial trucks with verified drivers: ${names.join(', ')}. Bobtails and box trucks are priced instantly; trailer moves by phone.`
          : `We move working commercial trucks with verified drivers. Please ${ctx.contact} for the current services.`,
        link: link('/request', 'Request a move'),
      };
    }
    case 'quote':
      return actor?.role === 'driver' ? driverPay(ctx, actor.id, e) : quote(ctx, e);
    case 'job_status':
      return jobStatus(
        ctx,
        actor,
        options.text ?? '',
        e,
        options.timeZone ?? ctx.timeZone,
        options.contextJobId,
      );
    case 'book_request':
      return {
        response: `Let's get your ${e.vehicleType ? vehicleTypeWords[e.vehicleType] : 'truck'} moving. ${prefilled(e)} ${
          e.vehicleType === 'trailer' || e.vehicleType === 'bobtail-trailer'
            ? `${callReasonMessages.trailer} Please ${ctx.contact} to have it priced.`
            : 'Check it, see the price and pay to post the job to drivers.'
        }`,
        // A date named makes it a scheduled request for that day.
        link: link(requestLink(e, e.date !== null), 'Start a request'),
      };
    case 'schedule':
      return {
        response: `You can schedule the pickup${e.date ? ` for ${e.date}` : ''} on the request form; after payment, set the pickup and delivery windows on the scheduling page.`,
        link: link(requestLink(e, true), 'Schedule a move'),
      };
    case 'subscription': {
      const plans = await ctx.subscriptions.plans(actor);
      const list = plans
        .filter((p) => p.isActive && p.interval === 'monthly')
        .map((p) => `${p.name} ${formatUsd(p.priceCents)}/month`);
      return {
        response: `Every account starts with a ${TRIAL_DAYS}-day free trial.${list.length ? ` Plans: ${list.join('; ')}.` : ''} Annual billing saves 15%.`,
        link: link('/subscriptions', 'See plans'),
      };
    }
    case 'commission':
      return {
        response: `Pathway keeps ${COMMISSION_PERCENT_TRIAL}% of the price during the free trial and ${COMMISSION_PERCENT_SUBSCRIBED}% with a paid subscription. The driver is paid ${FIRST_PAYOUT_PERCENT}% of their share after the pre-trip inspection and the rest after the client confirms delivery.`,
        link: link('/subscriptions', 'See plans'),
      };
    case 'driver_availability':
      return driverAvailability(ctx, actor, e);
    case 'policy_cancellation':
      return cancellationPolicy(ctx, actor);
    case 'jobs_unassigned':
      return actor?.isAdmin ? jobsWithoutDriver(ctx, actor) : unreachable(ctx);
    case 'jobs_late':
      return actor?.isAdmin ? lateJobs(ctx, actor) : unreachable(ctx);
    case 'policy_return':
      return {
        response: `Up to ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the client covers the driver's return transport; over ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the driver pays their own way back. Trips over ${formatNumber(MAX_QUOTABLE_DISTANCE)} miles are priced by phone.`,
        link: null,
      };
    case 'policy_working_only':
      return {
        response: `No: Pathway moves working trucks only, driven by a verified driver. We do not tow or haul trucks that cannot be driven. For a truck that does not run, please ${ctx.contact} and we will tell you who can help.`,
        link: null,
      };
    case 'trip_time':
      return tripTime(ctx, e);
    case 'driver_stuck':
      return driverStuck(ctx, actor, options.timeZone ?? ctx.timeZone);
    case 'auto_renew':
      return {
        response:
          'Turn auto-renew off on Subscription Plans: open Manage subscription and switch auto-renew off, at least 24 hours before the period ends. Your plan stays active until then and nothing more is charged. A plan bought through Google Play is turned off in the Play Store app, under Subscriptions.',
        link: link('/subscriptions', 'Manage subscription'),
      };
    case 'human':
      return {
        response: `Our dispatch team is happy to help: ${ctx.contact}.`,
        link: link(`tel:${ctx.support.phone.replace(/[^\d+]/g, '')}`, `Call ${ctx.support.phone}`),
      };
    case 'emergency':
      return { response: emergencyText(ctx.support.phone), link: null };
    case 'unknown':
      return {
        response: `I can't help with that yet. I can price a move, find your truck or start a request; for anything else, ${ctx.contact}.`,
        link: null,
      };
  }
}

/**
 * The offline assistant: classifies the sentence, reads its entities and answers from real data through
 * the same services the pages use. It never invents a fact: what it cannot answer, it says so and names
 * the support line.
 */
export function createOfflineAnswers(deps: AnswerDeps) {
  const ctx: AnswerContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    contact: `call ${deps.support.phone} (${CALL_HOURS}) or e-mail ${deps.support.email}`,
  };
  return {
    /** `options.timeZone`: the asker's, for times in answers (the operators' zone otherwise). */
    async answer(
      actor: SessionUser | null,
      command: string,
      options: { contextJobId?: string | null; timeZone?: string | null } = {},
    ): Promise<Answer> {
      const classifier = await ctx.classifier();
      const entities = extractEntities(command, ctx.now());
      let { intent } = await classifier.classify(command);
      // Safety net: words of an accident or injury always get the emergency answer, whatever the model.
      if (EMERGENCY_WORDS.test(command)) intent = 'emergency';
      // A question of time is a trip time, a question of money a quote, whatever the model leans to.
      else if (TIME_WORDS.test(command) && !PRICE_WORDS.test(command) && TRIP_LIKE.has(intent))
        intent = 'trip_time';
      else if (intent === 'trip_time' && PRICE_WORDS.test(command)) intent = 'quote';
      // Two places and a price word: a quote, even when the sentence reads like something else.
      else if (entities.from && entities.to && PRICE_WORDS.test(command)) intent = 'quote';
      // A driver asking what a job earns is asking a price, from their side.
      if (
        actor?.role === 'driver' &&
        EARN_WORDS.test(command) &&
        (intent === 'commission' || intent === 'unknown')
      )
        intent = 'quote';
      // A truck that is not moving is asked about its driver's last position, not its status alone.
      if (
        (intent === 'job_status' || intent === 'unknown') &&
        STILL_WORDS.test(command) &&
        TRUCK_WORDS.test(command)
      )
        intent = 'driver_stuck';
      // A driver asking what giving back a job costs is asking the driver policy.
      if (actor?.role === 'driver' && DRIVER_CANCEL_WORDS.test(command) && intent !== 'emergency')
        intent = 'policy_cancellation';
      if (intent === 'quote' && PLAN_WORDS.test(command) && entities.miles === null && !entities.from)
        intent = 'subscription';
      // "No, working trucks only" answers a truck that cannot be driven, not any mention of a truck.
      if (intent === 'policy_working_only' && !NOT_RUNNING_WORDS.test(command)) intent = 'book_request';
      // Words of booking with no price word start a request, even where the sentence names two places.
      if (
        BOOK_WORDS.test(command) &&
        !PRICE_WORDS.test(command) &&
        (intent === 'unknown' || intent === 'quote')
      )
        intent = 'book_request';
      // A distance or a from–to pair with no clear question is a price question.
      if (intent === 'unknown' && (entities.miles !== null || (entities.from && entities.to)))
        intent = 'quote';
      if (intent === 'unknown' && entities.jobNumber) intent = 'job_status';
      // Operators' questions from anyone else ("is my job late?") are about their own jobs.
      if ((intent === 'jobs_unassigned' || intent === 'jobs_late') && !actor?.isAdmin) intent = 'job_status';
      const answer = await reply(ctx, intent, entities, actor, { ...options, text: command });
      return { intent, action: intentActions[intent], ...answer };
    },
    /** The same answers, by intent, for the language model's tool calls. */
    byIntent: (
      intent: AssistantIntent,
      entities: AssistantEntities,
      actor: SessionUser | null,
      timeZone?: string | null,
    ) =>
      reply(ctx, intent, entities, actor, { timeZone }).then((a) => ({
        intent,
        action: intentActions[intent],
        ...a,
      })),
  };
}
export type OfflineAnswers = ReturnType<typeof createOfflineAnswers>;
