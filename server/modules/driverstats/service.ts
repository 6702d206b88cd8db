import type { DriverStats } from '@core/contracts/timeclock';
import { WEEK_STARTS_ON } from '@core/scheduling';
import { dateInZone, nextDate, startOfDateInZone } from '@core/zones';
import type { SessionUser } from '../accounts/service';
import type { DispatchService } from '../dispatch/service';
import type { JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import type { TimeclockService } from '../timeclock/service';

export const STATS_DAYS = 14;

export interface DriverStatsDeps {
  dispatch: Pick<DispatchService, 'myJobs'>;
  jobs: Pick<JobsService, 'milestonesOf'>;
  ledger: Pick<LedgerService, 'driverPostings'>;
  timeclock: Pick<TimeclockService, 'hoursByDay'>;
  timeZone: string;
  now?: () => Date;
}

/** The Stats tab: real figures from the driver's jobs, the ledger and the record of duty status. */
export function createDriverStatsService({
  dispatch,
  jobs: jobsService,
  ledger,
  timeclock,
  timeZone,
  now = () => new Date(),
}: DriverStatsDeps) {
  return {
    async stats(actor: SessionUser, zone = timeZone): Promise<DriverStats> {
      const at = now().getTime();
      const [jobs, postings, hoursByDay] = await Promise.all([
        dispatch.myJobs(actor),
        ledger.driverPostings(actor.id),
        timeclock.hoursByDay(actor.id, STATS_DAYS, zone),
      ]);
      const done = jobs.filter((j) => j.status === 'delivered' || j.status === 'completed');
      const miles = done.reduce((sum, j) => {
        const odometer = j.delivery && j.pretrip ? j.delivery.odometer - j.pretrip.odometer : null;
        return sum + (odometer !== null && odometer > 0 ? odometer : j.distance);
      }, 0);
      const withDeadline = done.filter((j) => j.delivery);
      // The truck's arrival at the destination by its positions counts when it came before the report.
      const arrived = await jobsService.milestonesOf(
        withDeadline.map((j) => j.id),
        'arrived_destination',
      );
      const onTime = withDeadline.filter((j) => {
        const at = Math.min(Date.parse(j.delivery!.at), arrived.get(j.id)?.getTime() ?? Infinity);
        return at <= Date.parse(j.deliveryWindow?.end ?? j.eta);
      }).length;

      const today = dateInZone(at, zone);
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      const weekStart = startOfDateInZone(nextDate(today, -((weekday - WEEK_STARTS_ON + 7) % 7)), zone);
      const monthStart = startOfDateInZone(`${today.slice(0, 8)}01`, zone);
      // Payouts debit the driver's payable: money released to the driver.
      const released = (from: number) =>
        postings
          .filter((p) => (p.kind === 'payout_1' || p.kind === 'payout_2') && p.createdAt.getTime() >= from)
          .reduce((sum, p) => sum + p.amountCents, 0);

      return {
        timeZone: zone,
        jobsCompleted: done.length,
        milesDriven: Math.round(miles),
        earningsWeekCents: released(weekStart),
        earningsMonthCents: released(monthStart),
        onTimeRate: withDeadline.length === 0 ? null : onTime / withDeadline.length,
        onTimeDeliveries: onTime,
        deliveriesCounted: withDeadline.length,
        hoursByDay,
      };
    },
  };
}
export type DriverStatsService = ReturnType<typeof createDriverStatsService>;
