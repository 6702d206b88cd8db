import PgBoss from 'pg-boss';
import type { Services } from '../app';

interface Task {
  name: string;
  cron: string;
  run(): Promise<unknown>;
}

/**
 * Scheduled work in PostgreSQL through pg-boss: any number of processes may run this; each tick is
 * taken by one of them. Every task is idempotent, so a retry after a crash does no harm.
 */
export async function startBackgroundJobs(
  databaseUrl: string,
  services: Services,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => log.error({ err }, 'background jobs error'));
  await boss.start();

  const tasks: Task[] = [
    // Deliveries the client has not confirmed within 24 hours complete themselves (payout 2).
    {
      name: 'deliveries-auto-confirm',
      cron: '*/5 * * * *',
      run: () => services.dispatch.autoConfirmDeliveries(),
    },
    // Accounts whose deletion grace period has passed are erased.
    {
      name: 'accounts-erase',
      cron: '17 3 * * *',
      run: () => services.accounts.eraseDueAccounts((userId) => services.fleet.removeAllFor(userId)),
    },
    // Subscriptions whose period ended renew (or end, or retry a failed renewal): every 15 minutes.
    {
      name: 'subscriptions-renew',
      cron: '*/15 * * * *',
      run: () => services.subscriptions.processRenewals(),
    },
    { name: 'sessions-purge', cron: '41 4 * * *', run: () => services.accounts.purgeExpiredSessions() },
  ];

  for (const task of tasks) {
    await boss.createQueue(task.name);
    await boss.schedule(task.name, task.cron, undefined, { tz: 'UTC' });
    await boss.work(task.name, async () => {
      const result = await task.run();
      log.info({ task: task.name, result }, 'background task done');
    });
  }
  return () => boss.stop({ graceful: true, timeout: 5000 });
}
