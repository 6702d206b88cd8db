import PgBoss from 'pg-boss';
import type { Services } from '../app';
import { MAX_MAIL_ATTEMPTS } from '../modules/mail/service';

const MAIL_QUEUE = 'mail-send';

/** Operators' notices at 08:00, 17:00 and 22:00, and at 12:30 (one pg-boss schedule per queue). */
export const NOTICE_SCHEDULES = ['0 8,17,22 * * *', '30 12 * * *'] as const;

interface Task {
  name: string;
  cron: string;
  /** Time zone of the cron expression; UTC unless said. */
  tz?: string;
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
  operatorTimeZone = 'UTC',
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
      run: () =>
        services.accounts.eraseDueAccounts(async (userId) => {
          await services.fleet.removeAllFor(userId);
          await services.documents.eraseAllFor(userId);
        }),
    },
    // Licences and medical certificates expiring in 30 or 7 days: the owner is told.
    {
      name: 'documents-expiry-warnings',
      cron: '7 8 * * *',
      run: () => services.documents.sendExpiryWarnings(),
    },
    { name: 'documents-tmp-clean', cron: '23 * * * *', run: () => services.documents.cleanTemporaryFiles() },
    // Mail whose queue job was lost (a crash between storing and queueing) is queued again.
    { name: 'mail-sweep', cron: '*/5 * * * *', run: () => services.mail.sweep() },
    // Subscriptions whose period ended renew (or end, or retry a failed renewal): every 15 minutes.
    {
      name: 'subscriptions-renew',
      cron: '*/15 * * * *',
      run: () => services.subscriptions.processRenewals(),
    },
    { name: 'sessions-purge', cron: '41 4 * * *', run: () => services.accounts.purgeExpiredSessions() },
    // Rate-limit counters whose window has ended (a returning client starts a new one anyway).
    { name: 'rate-limits-purge', cron: '*/15 * * * *', run: () => services.rateLimits.purgeExpired() },
    // Drivers hear about a scheduled pickup 12 hours ahead.
    { name: 'pickup-reminders', cron: '*/5 * * * *', run: () => services.scheduling.sendPickupReminders() },
    // Operators' notices at 08:00, 12:30, 17:00 and 22:00 in their time zone (spec §9).
    {
      name: 'operator-notices',
      cron: NOTICE_SCHEDULES[0],
      tz: operatorTimeZone,
      run: () => services.notices.sendOperatorNotice(),
    },
    {
      name: 'operator-notices-midday',
      cron: NOTICE_SCHEDULES[1],
      tz: operatorTimeZone,
      run: () => services.notices.sendOperatorNotice(),
    },
  ];
  // The test gateway delivers its events again when a delivery failed, as Stripe retries webhooks.
  const testGateway = services.testGateway;
  if (testGateway) {
    tasks.push({
      name: 'test-gateway-events',
      cron: '* * * * *',
      run: () => testGateway.redeliverPending(),
    });
  }

  // Outgoing mail: one job per message, retried with back-off; the mail service marks the last failure.
  await boss.createQueue(MAIL_QUEUE);
  await boss.work<{ id: string }>(MAIL_QUEUE, async ([job]) => {
    if (job) await services.mail.deliver(job.data.id);
  });
  services.mail.attachQueue((id) =>
    boss.send(MAIL_QUEUE, { id }, { retryLimit: MAX_MAIL_ATTEMPTS - 1, retryDelay: 30, retryBackoff: true }),
  );

  for (const task of tasks) {
    await boss.createQueue(task.name);
    await boss.schedule(task.name, task.cron, undefined, { tz: task.tz ?? 'UTC' });
    await boss.work(task.name, async () => {
      const result = await task.run();
      log.info({ task: task.name, result }, 'background task done');
    });
  }
  return () => boss.stop({ graceful: true, timeout: 5000 });
}
