/**
 * The baseline for bench:api-open-jobs: a bare `node:http` + `pg` server that does only what the app's
 * open-jobs answer cannot do without: look the session up, and run the page query (the very statement
 * the app's jobs repo builds, taken from it once at start), both as named prepared statements like the
 * app's. No framework, validation, or other lookups.
 *
 *   DATABASE_URL=… PORT=… tsx scripts/bench/open-jobs-raw-server.ts
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { vehicleTypes } from '@core/pricing';
import pg from 'pg';
import { connectDatabase } from '../../server/db/client';
import { openJobsRepo } from '../../server/modules/jobs/open-jobs-repo';

const url = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const page = openJobsRepo.openPageQuery(connectDatabase(url, 1).db, {
  vehicleTypes: [...vehicleTypes],
  sort: 'newest',
  limit: 25,
});

const SESSION_SQL =
  'select u.id, u.role from sessions s join users u on u.id = s.user_id where s.id = $1 and s.expires_at > now() limit 1';

http
  .createServer(async (req, res) => {
    try {
      // The cookie is `pathway_session=<token>.<signature>`; the baseline skips checking the signature.
      const token = /pathway_session=([^.;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const sessionId = token ? createHash('sha256').update(decodeURIComponent(token)).digest('hex') : '';
      const user = (await pool.query({ name: 'raw_session', text: SESSION_SQL, values: [sessionId] }))
        .rows[0];
      if (!user) {
        res.writeHead(401).end();
        return;
      }
      const { rows } = await pool.query({
        name: 'raw_open_page',
        text: page.sql,
        values: page.params,
        rowMode: 'array',
      });
      const body = JSON.stringify({ items: rows, nextCursor: null });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  })
  .listen(port, '127.0.0.1', () => console.log(`raw open-jobs server on ${port}`));
