import { etaSentence } from '@core/eta';
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
import type { RecoveryRequest } from '@core/contracts/jobs';
import { aiStatusOf, isActiveJob } from '@core/jobs';
import {
  COMMISSION_PERCENT_SUBSCRIBED,
  COMMISSION_PERCENT_TRIAL,
  FIRST_PAYOUT_PERCENT,
  formatUsd,
} from '@core/money';
import {
  CALL_HOURS,
  MAX_QUOTABLE_DISTANCE,
  RETURN_TRANSPORT_BOUNDARY,
  type VehicleType,
} from '@core/pricing';
import { TRIAL_DAYS } from '@core/subscriptions';
import { formatInZone, zoneAt } from '@core/zones';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { type Answer, type AnswerContext, type AnswerDeps, link } from './answer-context';
import { driverPay, quote, tripTime } from './trip-answers';

const EMERGENCY_WORDS =
  /\b(emergency|accident|crash(ed)?|collision|injur(ed|y)|hurt|bleeding|ambulance|on fire|sos|911)\b/i;
const PRICE_WORDS = /\b(how much(?! time)|price|cost|quote|rate|charge|estimate|fee)\b/i;
const TIME_WORDS = /\b(how long|how many (days|hours)|how much time|travel time|duration|how fast)\b/i;
/** Asking for a move to be booked. */
const BOOK_WORDS =
  /\b(book|reserve|order a (move|driver)|request a (move|driver)|send a driver|get (it|my truck) moved)\b/i;
/** A truck that stopped moving. */
const STILL_WORDS =
  /\b(not (moved|moving)|hasn'?t moved|stuck|sitting still|stopped( moving)?|no movement)\b/i;
/** What a driver says when asking what a job pays them. */
const EARN_WORDS = /\b(earn|make|take home|get paid|my (pay|cut|share))\b/i;
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

/** What each AI status means to the person who owns the job. */
const statusWords: Record<string, string> = {
  created: 'is waiting for payment',
  awaiting_driver: 'is paid and waiting for a driver to accept it',
  driver_assigned: 'has a driver assigned, on the way to the pickup',
  in_progress: 'is on the road',
  completed: 'is completed',
  cancelled: 'was cancelled',
};

/** The most relevant of the person's jobs for "my truck": one underway, else the newest open one. */
function currentJob(jobs: RecoveryRequest[]): RecoveryRequest | undefined {
  const newest = [...jobs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    newest.find((j) => j.status === 'in_progress' || j.status === 'delivered' || j.status === 'accepted') ??
    newest.find((j) => isActiveJob(j.status)) ??
    newest[0]
  );
}

function describeJob(job: RecoveryRequest): Answer {
  const ai = aiStatusOf(job);
  const words =
    job.status === 'delivered' ? 'was delivered and is waiting for the client to confirm' : statusWords[ai];
  const driver = job.driver?.name ? ` Driver: ${job.driver.name}.` : '';
  // The move's one arrival, on the destination's clock ("Arrives Sun Nov 29, about 5:20 AM EST at Miami, after 2 10-hour rests").
  const arrival = job.arrival;
  const eta = arrival
    ? ` ${etaSentence({ target: 'destination', arriveAt: Date.parse(arrival.arriveAt), stops: arrival.stops }, job.clocks.destination)}.`
    : '';
  return {
    intent: 'job_status',
    action: intentActions.job_status,
    response: `${job.jobNumber} (${vehicleTypeWords[job.vehicleType as VehicleType] ?? job.vehicleType}, ${job.pickupLocation} → ${job.destinationLocation}) ${words}.${driver}${eta}`,
    link: link(`/tracking?id=${job.id}`, 'Track'),
  };
}

async function jobStatus(
  ctx: AnswerContext,
  actor: SessionUser | null,
  e: AssistantEntities,
  // The asker's zone no longer words the arrival: it reads on the destination's clock.
  _zone: string,
  contextJobId?: string | null,
) {
  if (!actor) {
    return {
      response: 'Sign in and I can tell you where your truck is and when it arrives.',
      // The widget turns /login into a sign-in that comes back to the page the question was asked on.
      link: link('/login', 'Sign in'),
    };
  }
  const named = e.jobNumber ?? contextJobId ?? null;
  if (named) {
    try {
      return describeJob(await ctx.jobs.get(actor, named));
    } catch (err) {
      // Someone else's job and a job that does not exist get the same answer.
      if (err instanceof AppError && err.status === 404) {
        return {
          response:
            "I couldn't find that job among your jobs. Check the number on your confirmation e-mail or the tracking page.",
          link: link('/tracking', 'Your jobs'),
        };
      }
      throw err;
    }
  }
  const job = currentJob(await ctx.jobs.listMine(actor));
  if (!job) {
    return {
      response: "You don't have any jobs yet. Request a move and I'll keep you posted.",
      link: link('/request', 'Request a move'),
    };
  }
  return describeJob(job);
}

/**
 * "The driver has not moved": when the last position came in, and what to do. A driver may be resting:
 * the driving-hour rules require a 30-minute break after 8 hours and a 10-hour rest after 11.
 */
async function driverStuck(ctx: AnswerContext, actor: SessionUser | null, zone: string) {
  if (!actor) {
    return {
      response: 'Sign in and I can tell you where your truck is and when its driver last reported.',
      link: link('/login', 'Sign in'),
    };
  }
  const onTheRoad = (await ctx.jobs.listMine(actor)).find((j) => j.status === 'in_progress');
  if (!onTheRoad) {
    return {
      response: `None of your trucks is on the road right now, so there is no driver position to check. If something is wrong, ${ctx.contact}.`,
      link: link('/tracking', 'Your jobs'),
    };
  }
  const last = onTheRoad.lastPosition
    ? `its driver last reported a position at ${formatInZone(Date.parse(onTheRoad.lastPosition.at), zoneAt(onTheRoad.lastPosition) ?? zone)}`
    : 'its driver has not shared a position yet';
  return {
    response: `${onTheRoad.jobNumber} is on the road; ${last}. A driver may be taking a required rest (30 minutes after 8 hours of driving, 10 hours after 11). Message the driver from the tracking page; if you get no answer, ${ctx.contact}: dispatch is told of trucks without a position for 30 minutes.`,
    link: link(`/tracking?id=${onTheRoad.id}`, 'Track'),
  };
}

/** What the request link fills in, said as it is (never "what you told me" when it holds less). */
function prefilled(e: AssistantEntities): string {
  const parts = [
    e.vehicleType ? `the ${vehicleTypeWords[e.vehicleType]}` : null,
    e.from ? `pickup in ${e.from}` : null,
    e.to ? `delivery to ${e.to}` : null,
    e.date ? `a pickup on ${e.date}` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'The request form is ready for the details.';
  return `The request form has ${parts.join(', ')}${e.from && e.to ? '' : '; add the rest there'}.`;
}

const requestLink = (e: AssistantEntities, scheduled: boolean) => {
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

async function reply(
  ctx: AnswerContext,
  intent: AssistantIntent,
  e: AssistantEntities,
  actor: SessionUser | null,
  options: { contextJobId?: string | null; timeZone?: string | null } = {},
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
      return jobStatus(ctx, actor, e, options.timeZone ?? ctx.timeZone, options.contextJobId);
    case 'book_request':
      return {
        response: `Let's get your ${e.vehicleType ? vehicleTypeWords[e.vehicleType] : 'truck'} moving. ${prefilled(e)} Check it, see the price and pay to post the job to drivers.`,
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
    case 'driver_availability': {
      const count = await ctx.drivers.countAvailableDrivers();
      const place = e.near ?? e.from ?? (e.zips[0] || null);
      return {
        response: `${count} verified driver${count === 1 ? ' is' : 's are'} taking work right now${place ? ` (I can't see who is near ${place} until a job is posted: drivers see it sorted by distance)` : ''}. Paid jobs go out to every driver whose licence fits.`,
        link: link('/request', 'Request a move'),
      };
    }
    case 'policy_cancellation':
      return {
        response: `You can cancel from the tracking page until a driver accepts: an unpaid request simply closes and a paid one is refunded in full. Once a driver has accepted, please ${ctx.contact}.`,
        link: link('/tracking', 'Your jobs'),
      };
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
        link: link(`tel:${ctx.supportPhone.replace(/[^\d+]/g, '')}`, `Call ${ctx.supportPhone}`),
      };
    case 'emergency':
      return { response: emergencyText(ctx.supportPhone), link: null };
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
    contact: `call ${deps.supportPhone} (${CALL_HOURS}) or e-mail ${deps.supportEmail}`,
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
      if (intent === 'job_status' && STILL_WORDS.test(command)) intent = 'driver_stuck';
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
      const answer = await reply(ctx, intent, entities, actor, options);
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
