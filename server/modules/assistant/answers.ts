export type { Answer, AnswerDeps } from './answer-context';

import {
  type AssistantEntities,
  type AssistantIntent,
  detectLocale,
  extractEntities,
  intentActions,
  plainSpanish,
  vehicleTypeWordsByLocale,
} from '@core/assistant';
import type { Locale } from '@core/i18n';
import { formatUsd } from '@core/money';
import type { SessionUser } from '../accounts/service';
import { type Answer, type AnswerContext, type AnswerDeps, link, type Reply } from './answer-context';
import type { IntentRules } from './intent-rules';
import { driverStuck, jobStatus } from './job-answers';
import { driversByState, jobsWithoutDriver, lateJobs } from './operator-answers';
import { spanishRules } from './rules-es';
import { assistantTexts } from './texts';
import { driverPay, prefilled, quote, requestLink, tripTime } from './trip-answers';

const englishRules: IntentRules = {
  emergency:
    /\b(emergency|accident|crash(ed)?|collision|injur(ed|y)|hurt|bleeding|ambulance|on fire|sos|911)\b/i,
  price: /\b(how much(?! time)|price|cost|quote|rate|charge|estimate|fee)\b/i,
  time: /\b(how long|how many (days|hours)|how much time|travel time|duration|how fast)\b/i,
  book: /\b(book|reserve|order a (move|driver)|request a (move|driver)|send a driver|get (it|my truck) moved|(need|want)s? (?:(?:my|a|an|the|our|this) )?[a-z-]+(?: [a-z-]+)? (moved|relocated|driven|transported))\b/i,
  still: /\b(not (moved|moving)|hasn'?t moved|stuck|sitting still|stopped( moving)?|no movement)\b/i,
  earn: /\b(earn|make|take home|get paid|my (pay|cut|share))\b/i,
  driverCancel:
    /\b(cancel(l?ing|l?ed)?|back(ing)? out|bail(ing)?|drop(ping)?(?!\s*off)|walk(ing)? away|hand(ing)? back|give up)\b.*\b(job|load|move|accepted|took)\b|\b(accepted|took)\b.*\bcancel/i,
  plan: /\b(plans?|subscriptions?|premium|membership)\b/i,
  truck: /\b(truck|driver|rig|tractor|vehicle)\b/i,
  notRunning:
    /\b(tow(ed|ing)?|wrecker|broke(n)?( down)?|won'?t start|wont start|does ?n[o']?t (run|start)|not running|non[- ]running|dead|blown|crash(ed)?|flatbed)\b/i,
};
const intentRules: Record<Locale, IntentRules> = { en: englishRules, es: spanishRules };

/** Intents a time question may be read as (a question about the trial's length stays about the plans). */
const TRIP_LIKE = new Set<AssistantIntent>([
  'unknown',
  'quote',
  'trip_time',
  'book_request',
  'schedule',
  'job_status',
]);
/**
 * Who is asking decides the policy: a driver hears the driver policy (an accepted job cannot be
 * cancelled, and what failing one costs), an operator the console's cancel-with-refund, a client the
 * refund rule.
 */
function cancellationPolicy(ctx: AnswerContext, actor: SessionUser | null) {
  const { t } = ctx;
  if (actor?.role === 'driver' && !actor.isAdmin)
    return { response: t.cancelDriver, link: link('/driver', t.links.yourActiveJob) };
  if (actor?.isAdmin) return { response: t.cancelOperator, link: link('/admin', t.links.console) };
  return { response: t.cancelClient(ctx.contact), link: link('/tracking', t.links.yourJobs) };
}

/**
 * Drivers available now (core's one definition, as the board counts them). Operators get them by state;
 * others hear how many there are, since where a driver is stays private until a job is posted.
 */
async function driverAvailability(ctx: AnswerContext, actor: SessionUser | null, e: AssistantEntities) {
  if (actor?.isAdmin) return driversByState(ctx, actor, e);
  const count = await ctx.drivers.countAvailableDrivers();
  const place = e.near ?? e.from ?? (e.zips[0] || null);
  return { response: ctx.t.driversOnline(count, place), link: link('/request', ctx.t.links.requestMove) };
}

/** An operators' question from someone else: never reached (the intent becomes their own job's status). */
const unreachable = (ctx: AnswerContext) => ({ response: ctx.t.operatorsOnly(ctx.contact), link: null });

async function reply(
  ctx: AnswerContext,
  intent: AssistantIntent,
  e: AssistantEntities,
  actor: SessionUser | null,
  options: { contextJobId?: string | null; timeZone?: string | null; text?: string } = {},
): Promise<Reply> {
  const { t } = ctx;
  switch (intent) {
    case 'greeting':
      return { response: t.greeting, link: null };
    case 'thanks':
      return { response: t.thanks, link: null };
    case 'services': {
      const services = await ctx.catalog.listServiceTypes();
      const names = services.map((s) => s.name);
      return {
        response: names.length ? t.services(names) : t.servicesNone(ctx.contact),
        link: link('/request', t.links.requestMove),
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
    case 'book_request': {
      const what = e.vehicleType ? vehicleTypeWordsByLocale[ctx.locale][e.vehicleType] : t.truck;
      const trailer = e.vehicleType === 'trailer' || e.vehicleType === 'bobtail-trailer';
      return {
        response: t.book(what, prefilled(ctx, e), trailer ? t.trailerCall(ctx.contact) : null),
        // A date named makes it a scheduled request for that day.
        link: link(requestLink(e, e.date !== null), t.links.startRequest),
      };
    }
    case 'schedule':
      return {
        response: t.schedule(e.date),
        link: link(requestLink(e, true), t.links.scheduleMove),
      };
    case 'subscription': {
      const plans = await ctx.subscriptions.plans(actor);
      const list = plans
        .filter((p) => p.isActive && p.interval === 'monthly')
        .map((p) => t.planLine(p.name, formatUsd(p.priceCents)));
      return { response: t.subscription(list), link: link('/subscriptions', t.links.seePlans) };
    }
    case 'commission':
      return { response: t.commission, link: link('/subscriptions', t.links.seePlans) };
    case 'driver_availability':
      return driverAvailability(ctx, actor, e);
    case 'policy_cancellation':
      return cancellationPolicy(ctx, actor);
    case 'jobs_unassigned':
      return actor?.isAdmin ? jobsWithoutDriver(ctx, actor) : unreachable(ctx);
    case 'jobs_late':
      return actor?.isAdmin ? lateJobs(ctx, actor) : unreachable(ctx);
    case 'policy_return':
      return { response: t.returnPolicy, link: null };
    case 'policy_working_only':
      return { response: t.workingOnly(ctx.contact), link: null };
    case 'trip_time':
      return tripTime(ctx, e);
    case 'driver_stuck':
      return driverStuck(ctx, actor, options.timeZone ?? ctx.timeZone);
    case 'auto_renew':
      return { response: t.autoRenew, link: link('/subscriptions', t.links.manageSubscription) };
    case 'human':
      return {
        response: t.human(ctx.contact),
        link: link(`tel:${ctx.support.phone.replace(/[^\d+]/g, '')}`, t.links.call(ctx.support.phone)),
      };
    case 'emergency':
      return { response: t.emergency(ctx.support.phone), link: null };
    case 'unknown':
      return { response: t.unknown(ctx.contact), link: null };
  }
}

/**
 * The offline assistant: classifies the sentence, reads its entities and answers from real data through
 * the same services the pages use. It never invents a fact: what it cannot answer, it says so and names
 * the support line.
 */
export function createOfflineAnswers(deps: AnswerDeps) {
  const now = deps.now ?? (() => new Date());
  /** The answers' context in one language: its texts and how to reach a person, said in it. */
  const contexts = Object.fromEntries(
    (Object.keys(assistantTexts) as Locale[]).map((locale) => {
      const t = assistantTexts[locale];
      const ctx: AnswerContext = {
        ...deps,
        now,
        locale,
        t,
        contact: t.contact(deps.support.phone, deps.support.email),
      };
      return [locale, ctx];
    }),
  ) as Record<Locale, AnswerContext>;
  return {
    /**
     * `options.timeZone`: the asker's, for times in answers (the operators' zone otherwise);
     * `options.locale`: the language to answer in when the sentence does not tell (the person's
     * account language or the page's). The answer is in the language the sentence is written in.
     */
    async answer(
      actor: SessionUser | null,
      command: string,
      options: { contextJobId?: string | null; timeZone?: string | null; locale?: Locale | null } = {},
    ): Promise<Answer> {
      const locale = detectLocale(command, options.locale ?? 'en');
      const ctx = contexts[locale];
      const {
        emergency: EMERGENCY_WORDS,
        price: PRICE_WORDS,
        time: TIME_WORDS,
        book: BOOK_WORDS,
        still: STILL_WORDS,
        earn: EARN_WORDS,
        driverCancel: DRIVER_CANCEL_WORDS,
        plan: PLAN_WORDS,
        truck: TRUCK_WORDS,
        notRunning: NOT_RUNNING_WORDS,
      } = intentRules[locale];
      // The rules read Spanish without accents, as people often type it.
      const said = locale === 'es' ? plainSpanish(command) : command;
      const classifier = await ctx.classifier();
      const entities = extractEntities(command, ctx.now(), locale);
      // "holaa", "graciass": a letter doubled at a word's end, as people type Spanish in a hurry.
      const typed = locale === 'es' ? command.replace(/(\p{L})\1+(?![\p{L}])/gu, '$1') : command;
      let { intent } = await classifier.classify(typed, locale);
      // Safety net: words of an accident or injury always get the emergency answer, whatever the model.
      if (EMERGENCY_WORDS.test(said)) intent = 'emergency';
      // A question of time is a trip time, a question of money a quote, whatever the model leans to.
      else if (TIME_WORDS.test(said) && !PRICE_WORDS.test(said) && TRIP_LIKE.has(intent))
        intent = 'trip_time';
      else if (intent === 'trip_time' && PRICE_WORDS.test(said)) intent = 'quote';
      // Two places and a price word: a quote, even when the sentence reads like something else.
      else if (entities.from && entities.to && PRICE_WORDS.test(said)) intent = 'quote';
      // A driver asking what a job earns is asking a price, from their side.
      if (
        actor?.role === 'driver' &&
        EARN_WORDS.test(said) &&
        (intent === 'commission' || intent === 'unknown')
      )
        intent = 'quote';
      // A truck that is not moving is asked about its driver's last position, not its status alone.
      if (
        (intent === 'job_status' || intent === 'unknown') &&
        STILL_WORDS.test(said) &&
        TRUCK_WORDS.test(said)
      )
        intent = 'driver_stuck';
      // A driver asking what giving back a job costs is asking the driver policy.
      if (actor?.role === 'driver' && DRIVER_CANCEL_WORDS.test(said) && intent !== 'emergency')
        intent = 'policy_cancellation';
      if (intent === 'quote' && PLAN_WORDS.test(said) && entities.miles === null && !entities.from)
        intent = 'subscription';
      // "No, working trucks only" answers a truck that cannot be driven, not any mention of a truck.
      if (intent === 'policy_working_only' && !NOT_RUNNING_WORDS.test(said)) intent = 'book_request';
      // Words of booking with no price word start a request, even where the sentence names two places.
      if (BOOK_WORDS.test(said) && !PRICE_WORDS.test(said) && (intent === 'unknown' || intent === 'quote'))
        intent = 'book_request';
      // A distance or a from–to pair with no clear question is a price question.
      if (intent === 'unknown' && (entities.miles !== null || (entities.from && entities.to)))
        intent = 'quote';
      if (intent === 'unknown' && entities.jobNumber) intent = 'job_status';
      // Operators' questions from anyone else ("is my job late?") are about their own jobs.
      if ((intent === 'jobs_unassigned' || intent === 'jobs_late') && !actor?.isAdmin) intent = 'job_status';
      const answer = await reply(ctx, intent, entities, actor, { ...options, text: command });
      return { intent, action: intentActions[intent], locale, ...answer };
    },
    /** The same answers, by intent, for the language model's tool calls. */
    byIntent: (
      intent: AssistantIntent,
      entities: AssistantEntities,
      actor: SessionUser | null,
      timeZone?: string | null,
      locale: Locale = 'en',
    ) =>
      reply(contexts[locale], intent, entities, actor, { timeZone }).then((a) => ({
        intent,
        action: intentActions[intent],
        locale,
        ...a,
      })),
  };
}
export type OfflineAnswers = ReturnType<typeof createOfflineAnswers>;
