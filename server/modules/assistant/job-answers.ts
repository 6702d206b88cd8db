import { type AssistantEntities, resolveJob, vehicleTypeWords } from '@core/assistant';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { etaSentence } from '@core/eta';
import { aiStatusOf, isActiveJob } from '@core/jobs';
import { formatMoment } from '@core/moment';
import type { VehicleType } from '@core/pricing';
import { zoneAt } from '@core/zones';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { type Answer, type AnswerContext, link } from './answer-context';

/** Answers about the asker's own jobs: which one they mean, where it is and when it arrives. */

type Reply = Omit<Answer, 'intent' | 'action'>;

/** What each AI status means to the person who owns the job. */
const statusWords: Record<string, string> = {
  created: 'is waiting for payment',
  awaiting_driver: 'is paid and waiting for a driver to accept it',
  driver_assigned: 'has a driver assigned, on the way to the pickup',
  in_progress: 'is on the road',
  completed: 'is completed',
  cancelled: 'was cancelled',
};

const NOT_FOUND =
  "I couldn't find that job among your jobs. Check the number on your confirmation e-mail or the tracking page.";

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

const jobLine = (job: RecoveryRequest) =>
  `${job.jobNumber} (${vehicleTypeWords[job.vehicleType as VehicleType] ?? job.vehicleType}, ${job.pickupLocation} → ${job.destinationLocation})`;

export function describeJob(job: RecoveryRequest, now: Date): Answer {
  const ai = aiStatusOf(job);
  const words =
    job.status === 'delivered' ? 'was delivered and is waiting for the client to confirm' : statusWords[ai];
  const driver = job.driver?.name ? ` Driver: ${job.driver.name}.` : '';
  // The move's one arrival (core/eta), on the destination's clock; while the driver heads to the pickup,
  // the time at the pickup on the pickup's clock. A time already past is not an estimate: left out.
  const live = job.liveEta;
  const done = job.status === 'completed' || job.status === 'cancelled' || job.status === 'delivered';
  const ahead = (at: string) => !done && Date.parse(at) > now.getTime();
  let eta = '';
  if (live?.target === 'pickup' && ahead(live.arriveAt)) {
    eta = ` ${etaSentence({ ...live, arriveAt: Date.parse(live.arriveAt) }, job.clocks.pickup)}.`;
  } else if (job.arrival && ahead(job.arrival.arriveAt)) {
    const { arriveAt, stops } = job.arrival;
    eta = ` ${etaSentence({ target: 'destination', arriveAt: Date.parse(arriveAt), stops }, job.clocks.destination)}.`;
  }
  return {
    intent: 'job_status',
    action: 'job_status',
    response: `${jobLine(job)} ${words}.${driver}${eta}`,
    link: link(`/tracking?id=${job.id}`, 'Track'),
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
  if (!actor) {
    return {
      response: 'Sign in and I can tell you where your truck is and when it arrives.',
      // The widget turns /login into a sign-in that comes back to the page the question was asked on.
      link: link('/login', 'Sign in'),
    };
  }
  const now = ctx.now();
  if (e.jobNumber) {
    try {
      return describeJob(await ctx.jobs.get(actor, e.jobNumber), now);
    } catch (err) {
      // Someone else's job and a job that does not exist get the same answer.
      if (err instanceof AppError && err.status === 404)
        return { response: NOT_FOUND, link: link('/tracking', 'Your jobs') };
      throw err;
    }
  }
  // A client's or driver's own jobs only (an operator's list is every job, as on the console).
  const visible = await ctx.jobs.listMine(actor);
  const mine = actor.isAdmin
    ? visible
    : visible.filter((j) => j.userId === actor.id || j.driver?.id === actor.id);
  const resolved = resolveJob(mine, text, e);
  if (resolved.kind === 'one') return describeJob(resolved.job, now);
  if (resolved.kind === 'many') {
    const shown = resolved.jobs.slice(0, 4);
    return {
      response: `${resolved.jobs.length} of your jobs match: ${shown.map(jobLine).join('; ')}. Which one do you mean? Tell me its number.`,
      link: link('/tracking', 'Your jobs'),
    };
  }
  if (resolved.kind === 'none') {
    return {
      response: `None of your jobs matches ${resolved.named}. Tell me the job number (PW-…) from your confirmation e-mail or the tracking page.`,
      link: link('/tracking', 'Your jobs'),
    };
  }
  const contextual = contextJobId
    ? mine.find((j) => j.id === contextJobId || j.jobNumber === contextJobId)
    : null;
  const job = contextual ?? currentJob(mine);
  if (!job) {
    return {
      response: "You don't have any jobs yet. Request a move and I'll keep you posted.",
      link: link('/request', 'Request a move'),
    };
  }
  return describeJob(job, now);
}

/**
 * "The driver has not moved": when the last position came in (in the zone of the town it was near),
 * and what to do. A driver may be resting: the driving-hour rules require a 30-minute break after
 * 8 hours and a 10-hour rest after 11.
 */
export async function driverStuck(ctx: AnswerContext, actor: SessionUser | null, zone: string) {
  if (!actor) {
    return {
      response: 'Sign in and I can tell you where your truck is and when its driver last reported.',
      link: link('/login', 'Sign in'),
    };
  }
  const onTheRoad = (await ctx.jobs.listMine(actor)).find(
    (j) => j.status === 'in_progress' && j.userId === actor.id,
  );
  if (!onTheRoad) {
    return {
      response: `None of your trucks is on the road right now, so there is no driver position to check. If something is wrong, ${ctx.contact}.`,
      link: link('/tracking', 'Your jobs'),
    };
  }
  const position = onTheRoad.lastPosition;
  const town = position ? ctx.geo.nearestTown(position) : null;
  const last = position
    ? `its driver last reported a position at ${formatMoment(position.at, { zone: zoneAt(position) ?? zone, place: town ? city(town) : null })}`
    : 'its driver has not shared a position yet';
  return {
    response: `${onTheRoad.jobNumber} is on the road; ${last}. A driver may be taking a required rest (30 minutes after 8 hours of driving, 10 hours after 11). Message the driver from the tracking page; if you get no answer, ${ctx.contact}: dispatch is told of trucks without a position for 30 minutes.`,
    link: link(`/tracking?id=${onTheRoad.id}`, 'Track'),
  };
}
