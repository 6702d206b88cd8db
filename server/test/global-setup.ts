import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { TEMPLATE_DB, withDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL to a maintenance database on the test server, for creating per-file databases. */
    testServerUrl: string;
  }
}

/**
 * One PostgreSQL for the whole API suite (embedded in a temp folder, or TEST_DATABASE_URL),
 * with a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-test-'));
    embedded = await startEmbeddedPostgres(dataDir);
    serverUrl = embedded.url;
  }
  const adminUrl = withDatabase(serverUrl, 'postgres');

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const template = connectDatabase(withDatabase(serverUrl, TEMPLATE_DB), 1);
  await runMigrations(template.db);
  await template.close();

  project.provide('testServerUrl', adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
