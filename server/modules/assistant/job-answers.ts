import { type AssistantEntities, resolveJob, vehicleTypeWordsByLocale } from '@core/assistant';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { aiStatusOf, isActiveJob } from '@core/jobs';
import type { VehicleType } from '@core/pricing';
import { zoneAt } from '@core/zones';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { type Answer, type AnswerContext, link, type Reply } from './answer-context';

/** Answers about the asker's own jobs: which one they mean, where it is and when it arrives. */

/** The most relevant of the person's jobs for "my truck": one underway, else the newest open one. */
function currentJob(jobs: RecoveryRequest[]): RecoveryRequest | undefined {
  const newest = [...jobs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    newest.find((j) => j.status === 'in_progress' || j.status === 'delivered' || j.status === 'accepted') ??
    newest.find((j) => isActiveJob(j.status)) ??
    newest[0]
  );
}

const city = (address: string) => (address.split(',')[0] ?? address).trim();

const jobLine = (ctx: Pick<AnswerContext, 'locale'>, job: RecoveryRequest) =>
  `${job.jobNumber} (${vehicleTypeWordsByLocale[ctx.locale][job.vehicleType as VehicleType] ?? job.vehicleType}, ${job.pickupLocation} → ${job.destinationLocation})`;

/** What each AI status means to the person who owns the job (`ctx.t.status`), where it is and when it arrives. */
export function describeJob(
  ctx: Pick<AnswerContext, 'locale' | 't'>,
  job: RecoveryRequest,
  now: Date,
): Answer {
  const { t } = ctx;
  const ai = aiStatusOf(job);
  const words = job.status === 'delivered' ? t.deliveredStatus : t.status[ai];
  const driver = job.driver?.name ? t.driver(job.driver.name) : '';
  // The move's one arrival (core/eta), on the destination's clock; while the driver heads to the pickup,
  // the time at the pickup on the pickup's clock. A time already past is not an estimate: left out.
  const live = job.liveEta;
  const done = job.status === 'completed' || job.status === 'cancelled' || job.status === 'delivered';
  const ahead = (at: string) => !done && Date.parse(at) > now.getTime();
  let eta = '';
  if (live?.target === 'pickup' && ahead(live.arriveAt)) {
    eta = ` ${t.eta({ ...live, arriveAt: Date.parse(live.arriveAt) }, job.clocks.pickup)}.`;
  } else if (job.arrival && ahead(job.arrival.arriveAt)) {
    const { arriveAt, stops } = job.arrival;
    eta = ` ${t.eta({ target: 'destination', arriveAt: Date.parse(arriveAt), stops }, job.clocks.destination)}.`;
  }
  return {
    intent: 'job_status',
    action: 'job_status',
    locale: ctx.locale,
    response: `${jobLine(ctx, job)} ${words}.${driver}${eta}`,
    link: link(`/tracking?id=${job.id}`, t.links.track),
  };
}

/**
 * The job a sentence means, among the asker's own jobs only: by its number (another person's number
 * gets the answer of a number that does not exist), the job open on the page, its cities or its
 * vehicle; two that match are named and the asker is asked which.
 */
export async function jobStatus(
  ctx: AnswerContext,
  actor: SessionUser | null,
  text: string,
  e: AssistantEntities,
  // The asker's zone no longer words the answer: each time reads on its place's clock.
  _zone: string,
  contextJobId?: string | null,
): Promise<Reply> {
  const { t } = ctx;
  if (!actor) {
    return {
      response: t.signInForStatus,
      // The widget turns /login into a sign-in that comes back to the page the question was asked on.
      link: link('/login', t.links.signIn),
    };
  }
  const now = ctx.now();
  if (e.jobNumber) {
    try {
      return describeJob(ctx, await ctx.jobs.get(actor, e.jobNumber), now);
    } catch (err) {
      // Someone else's job and a job that does not exist get the same answer.
      if (err instanceof AppError && err.status === 404)
        return { response: t.jobNotFound, link: link('/tracking', t.links.yourJobs) };
      throw err;
    }
  }
  // A client's or driver's own jobs only (an operator's list is every job, as on the console).
  const visible = await ctx.jobs.listMine(actor);
  const mine = actor.isAdmin
    ? visible
    : visible.filter((j) => j.userId === actor.id || j.driver?.id === actor.id);
  const resolved = resolveJob(mine, text, e);
  if (resolved.kind === 'one') return describeJob(ctx, resolved.job, now);
  if (resolved.kind === 'many') {
    const shown = resolved.jobs.slice(0, 4);
    return {
      response: t.manyJobs(
        resolved.jobs.length,
        shown.map((job) => jobLine(ctx, job)),
      ),
      link: link('/tracking', t.links.yourJobs),
    };
  }
  if (resolved.kind === 'none') {
    // What was named, with the vehicle in the answer's language.
    const named = [
      e.to ?? e.from ?? e.near,
      e.vehicleType ? vehicleTypeWordsByLocale[ctx.locale][e.vehicleType] : null,
    ]
      .filter(Boolean)
      .join(', ');
    return { response: t.noJobMatches(named || resolved.named), link: link('/tracking', t.links.yourJobs) };
  }
  const contextual = contextJobId
    ? mine.find((j) => j.id === contextJobId || j.jobNumber === contextJobId)
    : null;
  const job = contextual ?? currentJob(mine);
  if (!job) return { response: t.noJobsYet, link: link('/request', t.links.requestMove) };
  return describeJob(ctx, job, now);
}

/**
 * "The driver has not moved": when the last position came in (in the zone of the town it was near),
 * and what to do. A driver may be resting: the driving-hour rules require a 30-minute break after
 * 8 hours and a 10-hour rest after 11.
 */
export async function driverStuck(ctx: AnswerContext, actor: SessionUser | null, zone: string) {
  const { t } = ctx;
  if (!actor) return { response: t.signInForPosition, link: link('/login', t.links.signIn) };
  const onTheRoad = (await ctx.jobs.listMine(actor)).find(
    (j) => j.status === 'in_progress' && j.userId === actor.id,
  );
  if (!onTheRoad) return { response: t.noneOnRoad(ctx.contact), link: link('/tracking', t.links.yourJobs) };
  const position = onTheRoad.lastPosition;
  const town = position ? ctx.geo.nearestTown(position) : null;
  const last = position
    ? t.lastPosition(position.at, zoneAt(position) ?? zone, town ? city(town) : null)
    : t.noPosition;
  return {
    response: t.stuck(onTheRoad.jobNumber, last, ctx.contact),
    link: link(`/tracking?id=${onTheRoad.id}`, t.links.track),
  };
}
