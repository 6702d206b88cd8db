import { clientMonthly, driverWeekly } from '@core/analytics';
import type { Analytics } from '@core/contracts/subscriptions';
import type { SessionUser } from '../accounts/service';
import type { JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import type { SubscriptionsService } from '../subscriptions/service';

/**
 * Advanced Analytics (a premium feature): a client's spend, jobs and on-time delivery per month; a
 * driver's earnings, miles and jobs per week. Built from the actor's own jobs only.
 */
export function createAnalyticsService(deps: {
  jobs: Pick<JobsService, 'listMine'>;
  /** What each job's charge took in and its refunds gave back: spend is net of credit notes. */
  ledger: Pick<LedgerService, 'clientMoney'>;
  subscriptions: Pick<SubscriptionsService, 'requireAccess'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async forActor(actor: SessionUser): Promise<Analytics> {
      await deps.subscriptions.requireAccess(actor);
      const all = await deps.jobs.listMine(actor);
      if (actor.role === 'driver') {
        const mine = all.filter((j) => j.driver?.id === actor.id);
        return { role: 'driver', period: 'week', points: driverWeekly(mine, now()) };
      }
      const mine = all.filter((j) => j.userId === actor.id);
      const money = await deps.ledger.clientMoney(mine.map((j) => j.id));
      const spent = mine.map((j) => {
        const m = money.get(j.id);
        return { ...j, spentCents: m ? m.paidCents - m.refundedCents : 0 };
      });
      return { role: 'client', period: 'month', points: clientMonthly(spent, now()) };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
