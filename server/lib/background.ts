import PgBoss from 'pg-boss';

/** One scheduled, idempotent piece of work; the composition root (app.ts) says which ones exist. */
export interface BackgroundTask {
  name: string;
  /** Cron expression, UTC. */
  cron: string;
  run(): Promise<unknown>;
}

/**
 * Scheduled work in PostgreSQL through pg-boss: any number of processes may run this; each tick is
 * taken by one of them. Every task is idempotent, so a retry after a crash does no harm.
 */
export async function startBackgroundJobs(
  databaseUrl: string,
  tasks: readonly BackgroundTask[],
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => log.error({ err }, 'background jobs error'));
  await boss.start();

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
