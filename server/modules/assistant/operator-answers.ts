import type { AssistantEntities } from '@core/assistant';
import { vehicleTypeWords } from '@core/assistant';
import { findState, stateName } from '@core/distance';
import { formatDuration } from '@core/hos';
import type { ExceptionKind } from '@core/operations';
import type { VehicleType } from '@core/pricing';
import type { SessionUser } from '../accounts/service';
import { type Answer, type AnswerContext, link } from './answer-context';

/**
 * Operators' questions, answered from the console's own reads (the board, the live map, the open
 * exceptions) through the operations and notices services: what an operator hears is what the console
 * shows them.
 */

type Reply = Omit<Answer, 'intent' | 'action'>;

/** How many jobs an answer names before it sends the operator to the console for the rest. */
const NAMED = 5;

/** The exceptions that mean a job is late: its pickup window or its delivery window will be missed. */
const LATE_KINDS: readonly ExceptionKind[] = ['pickup_at_risk', 'hours_breach'];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Which jobs have no driver?": the board's Open column (paid, waiting for a driver). */
export async function jobsWithoutDriver(ctx: AnswerContext, operator: SessionUser): Promise<Reply> {
  const board = await ctx.consoleReads.operations.adminJobs(operator, { status: 'open', page: 1 });
  const open = board.counts.open;
  const unpaid = board.counts.unpaid
    ? ` ${plural(board.counts.unpaid, 'more request')} ${board.counts.unpaid === 1 ? 'waits' : 'wait'} for payment.`
    : '';
  if (open === 0)
    return { response: `Every paid job has a driver.${unpaid}`, link: link('/admin', 'Open the console') };
  const now = ctx.now().getTime();
  const named = board.jobs.slice(0, NAMED).map((j) => {
    const waited = formatDuration(Math.max(0, now - Date.parse(j.updatedAt)));
    const what = vehicleTypeWords[j.vehicleType as VehicleType] ?? j.vehicleType;
    const offer = j.offer ? `, offered to ${j.offer.driver.name}` : '';
    return `${j.number} (${what}, ${j.pickupLocation} → ${j.destinationLocation}, waiting ${waited}${offer})`;
  });
  const more = open > named.length ? ` and ${open - named.length} more on the board` : '';
  return {
    response: `${plural(open, 'paid job')} ${open === 1 ? 'has' : 'have'} no driver: ${named.join('; ')}${more}.${unpaid}`,
    link: link('/admin', 'Open the console'),
  };
}

/** "Which jobs are late?": the open exceptions of a pickup or delivery window at risk. */
export async function lateJobs(ctx: AnswerContext, operator: SessionUser): Promise<Reply> {
  const { exceptions } = await ctx.consoleReads.notices.listExceptions(operator);
  const late = exceptions.filter((x) => LATE_KINDS.includes(x.kind) && x.job);
  if (late.length === 0)
    return {
      response:
        'No job is late: no pickup or delivery window is at risk right now. The monitor checks every minute.',
      link: link('/admin', 'Open the console'),
    };
  const named = late.slice(0, NAMED).map((x) => `${x.job!.number}: ${x.title.toLowerCase()}, ${x.reason}`);
  const more = late.length > named.length ? ` (${late.length - named.length} more in the console)` : '';
  return {
    response: `${plural(late.length, 'job')} ${late.length === 1 ? 'is' : 'are'} late or at risk: ${named.join('; ')}${more}.`,
    link: link('/admin', 'Open the console'),
  };
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
      const name = people.get(id)?.name ?? d?.name ?? 'A driver';
      return {
        name,
        dutyStatus: d?.dutyStatus,
        state: fromTown ?? licence,
        town,
        byLicence: !fromTown && licence !== null,
      };
    }),
  );
  const console = link('/admin', 'Open the console');
  const total = placed.length;
  if (!e.state) {
    const byState = new Map<string, number>();
    for (const d of placed) byState.set(d.state ?? '?', (byState.get(d.state ?? '?') ?? 0) + 1);
    const list = [...byState.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([s, n]) => `${s === '?' ? 'unknown' : stateName(s)} ${n}`);
    return {
      response: `${plural(total, 'driver')} ${total === 1 ? 'is' : 'are'} online and taking work now${total ? `: ${list.join(', ')}` : ''}. Ask about a state for their names.`,
      link: console,
    };
  }
  const here = placed.filter((d) => d.state === e.state);
  const where = stateName(e.state);
  const names = here.map(
    (d) =>
      `${d.name} (${d.town ? `near ${d.town}` : d.byLicence ? `no position, ${where} licence` : 'no position'}${d.dutyStatus === 'driving' ? ', driving' : ''})`,
  );
  return {
    response: `${plural(here.length, 'driver')} of ${total} online ${here.length === 1 ? 'is' : 'are'} in ${where}${names.length ? `: ${names.join('; ')}` : ''}. A driver is placed by their job's last position, or else by their licence's state.`,
    link: console,
  };
}
