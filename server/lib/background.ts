import PgBoss from 'pg-boss';

/** One scheduled, idempotent piece of work; the composition root (app.ts) says which ones exist. */
export interface BackgroundTask {
  name: string;
  /** Cron expression, UTC. */
  cron: string;
  /** Time zone of the cron expression; UTC unless said. */
  tz?: string;
  /** Also run once when a process starts (`atStart` true then), e.g. repairs after a crash. */
  runAtStart?: boolean;
  run(opts: { atStart: boolean }): Promise<unknown>;
}

/** A queue of work items by id (e.g. outgoing mail), retried with back-off by pg-boss. */
export interface BackgroundQueue {
  name: string;
  work(id: string): Promise<unknown>;
  /** Receives the function that queues an item; the owner calls it when it has something to send. */
  attach(send: (id: string) => Promise<unknown>): void;
  retryLimit: number;
  retryDelaySeconds: number;
}

/** What the composition root (app.ts) says runs in the background. */
export interface BackgroundJobs {
  tasks: readonly BackgroundTask[];
  queues: readonly BackgroundQueue[];
}

/**
 * Scheduled work in PostgreSQL through pg-boss: any number of processes may run this; each tick is
 * taken by one of them. Every task is idempotent, so a retry after a crash does no harm.
 */
export async function startBackgroundJobs(
  databaseUrl: string,
  jobs: BackgroundJobs,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => log.error({ err }, 'background jobs error'));
  await boss.start();

  // Queues: one job per item, retried with back-off; `attach` hands the owner its way to send.
  for (const queue of jobs.queues) {
    await boss.createQueue(queue.name);
    await boss.work<{ id: string }>(queue.name, async ([job]) => {
      if (job) await queue.work(job.data.id);
    });
    queue.attach((id) =>
      boss.send(
        queue.name,
        { id },
        { retryLimit: queue.retryLimit, retryDelay: queue.retryDelaySeconds, retryBackoff: true },
      ),
    );
  }

  for (const task of jobs.tasks) {
    await boss.createQueue(task.name);
    await boss.schedule(task.name, task.cron, undefined, { tz: task.tz ?? 'UTC' });
    await boss.work<{ atStart?: boolean }>(task.name, async ([job]) => {
      const result = await task.run({ atStart: job?.data?.atStart === true });
      log.info({ task: task.name, result }, 'background task done');
    });
    if (task.runAtStart) await boss.send(task.name, { atStart: true });
  }
  return () => boss.stop({ graceful: true, timeout: 5000 });
}
