import type { AssistantEntities } from '@core/assistant';
import { vehicleTypeWordsByLocale } from '@core/assistant';
import { findState, stateName } from '@core/distance';
import { formatDuration } from '@core/hos';
import type { ExceptionKind } from '@core/operations';
import type { VehicleType } from '@core/pricing';
import type { SessionUser } from '../accounts/service';
import { type AnswerContext, link, type Reply } from './answer-context';

/**
 * Operators' questions, answered from the console's own reads (the board, the live map, the open
 * exceptions) through the operations and notices services: what an operator hears is what the console
 * shows them.
 */

/** How many jobs an answer names before it sends the operator to the console for the rest. */
const NAMED = 5;

/** The exceptions that mean a job is late: its pickup window or its delivery window will be missed. */
const LATE_KINDS: readonly ExceptionKind[] = ['pickup_at_risk', 'hours_breach'];

/** "Which jobs have no driver?": the board's Open column (paid, waiting for a driver). */
export async function jobsWithoutDriver(ctx: AnswerContext, operator: SessionUser): Promise<Reply> {
  const { t } = ctx;
  const board = await ctx.consoleReads.operations.adminJobs(operator, { status: 'open', page: 1 });
  const open = board.counts.open;
  const unpaid = board.counts.unpaid ? t.unpaidWaiting(board.counts.unpaid) : '';
  if (open === 0) return { response: t.everyJobHasDriver(unpaid), link: link('/admin', t.links.console) };
  const now = ctx.now().getTime();
  const named = board.jobs.slice(0, NAMED).map((j) => {
    const waited = formatDuration(Math.max(0, now - Date.parse(j.updatedAt)));
    const what = vehicleTypeWordsByLocale[ctx.locale][j.vehicleType as VehicleType] ?? j.vehicleType;
    const route = `${j.pickupLocation} → ${j.destinationLocation}`;
    return t.waitingJob(j.number, what, route, waited, j.offer ? j.offer.driver.name : null);
  });
  const more = open > named.length ? t.moreOnBoard(open - named.length) : '';
  return { response: t.jobsWithoutDriver(open, named, more, unpaid), link: link('/admin', t.links.console) };
}

/** "Which jobs are late?": the open exceptions of a pickup or delivery window at risk. */
export async function lateJobs(ctx: AnswerContext, operator: SessionUser): Promise<Reply> {
  const { exceptions } = await ctx.consoleReads.notices.listExceptions(operator);
  const late = exceptions.filter((x) => LATE_KINDS.includes(x.kind) && x.job);
  const { t } = ctx;
  if (late.length === 0) return { response: t.noLateJobs, link: link('/admin', t.links.console) };
  // The exception's title and reason are the console's (in English: the console stays English).
  const named = late.slice(0, NAMED).map((x) => `${x.job!.number}: ${x.title.toLowerCase()}, ${x.reason}`);
  const more = late.length > named.length ? t.moreInConsole(late.length - named.length) : '';
  return { response: t.lateJobs(late.length, named, more), link: link('/admin', t.links.console) };
}

/**
 * "How many drivers are available in Texas?": the available drivers (core's one definition, the board's
 * count), each placed by the town nearest their job's last position on the console's live map, or else
 * by their licence's state.
 */
export async function driversByState(
  ctx: AnswerContext,
  operator: SessionUser,
  e: AssistantEntities,
): Promise<Reply> {
  const [available, map] = await Promise.all([
    ctx.drivers.listAvailableDrivers(),
    ctx.consoleReads.operations.liveMap(operator),
  ]);
  const ids = available.map((d) => d.userId);
  const people = await ctx.drivers.summaries(ids);
  const onMap = new Map(map.drivers.map((d) => [d.id, d]));
  const positionOf = new Map(map.jobs.map((j) => [j.id, j.position]));
  const placed = await Promise.all(
    ids.map(async (id) => {
      const d = onMap.get(id);
      const position = d?.jobId ? positionOf.get(d.jobId) : null;
      const town = position ? ctx.geo.nearestTown(position) : null;
      const fromTown = town ? findState(town) : null;
      const licence = fromTown ? null : ((await ctx.drivers.profileRow(id))?.licenseState ?? null);
      const name = people.get(id)?.name ?? d?.name ?? ctx.t.aDriver;
      return {
        name,
        dutyStatus: d?.dutyStatus,
        state: fromTown ?? licence,
        town,
        byLicence: !fromTown && licence !== null,
      };
    }),
  );
  const { t } = ctx;
  const console = link('/admin', t.links.console);
  const total = placed.length;
  if (!e.state) {
    const byState = new Map<string, number>();
    for (const d of placed) byState.set(d.state ?? '?', (byState.get(d.state ?? '?') ?? 0) + 1);
    const list = [...byState.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([s, n]) => `${s === '?' ? t.unknownState : stateName(s)} ${n}`);
    return { response: t.driversByState(total, list), link: console };
  }
  const here = placed.filter((d) => d.state === e.state);
  const where = stateName(e.state);
  const names = here.map(
    (d) => `${d.name} (${t.driverPlace(d.town, d.byLicence, where, d.dutyStatus === 'driving')})`,
  );
  return { response: t.driversInState(here.length, total, where, names), link: console };
}
