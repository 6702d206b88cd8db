import { actsForClient } from '@core/companies';
import type { JobRatings, RatingBody, RatingView } from '@core/contracts/ratings';
import { jobNumber } from '@core/jobs';
import {
  blindUntil,
  clientAspects,
  driverAspects,
  editableUntil,
  RATING_EDIT_DAYS,
  type RatingSide,
  ratingSummary,
} from '@core/ratings';
import type { Db } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { Job, JobsService } from '../jobs/service';
import { contactNoticeMessages } from '../notifications/messages';
import type { Notify } from '../notifications/service';
import { type RatingRow, ratingsRepo } from './repo';

export interface RatingsDeps {
  db: Db;
  jobs: Pick<JobsService, 'findByIdOrNumber' | 'findById'>;
  accounts: Pick<AccountsService, 'getUsers'>;
  audit: AuditService;
  notify: Notify;
  now?: () => Date;
}
type RatingsContext = RatingsDeps & { now: () => Date };

const DAY_MS = 86_400_000;

function view(row: RatingRow, raterName: string, at: Date, forOperator = false): RatingView {
  return {
    id: row.id,
    side: row.side,
    raterName,
    overall: row.overall,
    aspects: row.aspects,
    comment: row.hiddenAt && !forOperator ? null : row.comment,
    hidden: Boolean(row.hiddenAt),
    reply: row.reply,
    public: row.publicAt <= at,
    publicAt: row.publicAt.toISOString(),
    editableUntil: editableUntil(row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

async function names(ctx: RatingsContext, rows: RatingRow[]) {
  const users = await ctx.accounts.getUsers([...new Set(rows.map((r) => r.raterId))]);
  return new Map(users.map((u) => [u.id, u.name]));
}

/** The job for one of its parties (or an operator); 404 for anyone else. */
async function partyJob(ctx: RatingsContext, actor: SessionUser, id: string): Promise<Job> {
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (!job || !(actor.isAdmin || job.driverId === actor.id || actsForClient(actor, job, 'view')))
    throw notFound('Recovery request not found');
  return job;
}

const sideOf = (job: Job, actor: SessionUser): RatingSide | null =>
  job.driverId !== actor.id && actsForClient(actor, job, 'order')
    ? 'client_rates_driver'
    : job.driverId === actor.id
      ? 'driver_rates_client'
      : null;

/** GET /api/recovery-requests/:id/ratings */
export async function jobRatings(ctx: RatingsContext, actor: SessionUser, id: string): Promise<JobRatings> {
  const job = await partyJob(ctx, actor, id);
  const at = ctx.now();
  const rows = await ratingsRepo.ofJob(ctx.db, job.id);
  const nameOf = await names(ctx, rows);
  const side = sideOf(job, actor);
  const mine = rows.find((r) => r.side === side);
  const theirs = rows.find((r) => side && r.side !== side);
  const show = (r: RatingRow | undefined) => (r ? view(r, nameOf.get(r.raterId) ?? 'Former user', at) : null);
  return {
    canRate: side !== null && job.status === 'completed' && (!mine || editableUntil(mine.createdAt) > at),
    side,
    mine: show(mine),
    theirs: theirs && theirs.publicAt <= at ? show(theirs) : null,
    theirsWaiting: Boolean(theirs && theirs.publicAt > at),
    all: actor.isAdmin ? rows.map((r) => view(r, nameOf.get(r.raterId) ?? 'Former user', at, true)) : [],
  };
}

/** POST /api/recovery-requests/:id/rating: given once per side, changeable for 7 days. */
export async function rate(ctx: RatingsContext, actor: SessionUser, id: string, body: RatingBody) {
  const job = await partyJob(ctx, actor, id);
  const side = sideOf(job, actor);
  if (!side || !job.driverId) throw notFound('Recovery request not found');
  if (job.status !== 'completed')
    throw conflict('You can rate once the delivery is confirmed.', 'not_completed');
  const expected: readonly string[] = side === 'client_rates_driver' ? driverAspects : clientAspects;
  const given = Object.keys(body.aspects);
  const missing = expected.filter((a) => !given.includes(a));
  const extra = given.filter((a) => !expected.includes(a));
  if (missing.length > 0 || extra.length > 0)
    throw badRequest(
      `Rate ${expected.join(', ')}${extra.length ? ` (not ${extra.join(', ')})` : ''}.`,
      'rating_aspects',
      Object.fromEntries([...missing, ...extra].map((a) => [`aspects.${a}`, 'Choose 1 to 5 stars'])),
    );
  const at = ctx.now();
  const ratedId = side === 'client_rates_driver' ? job.driverId : job.clientId;
  const first = !(await ratingsRepo.ofJob(ctx.db, job.id)).some((r) => r.side === side);
  await ctx.db.transaction(async (tx) => {
    const saved = await ratingsRepo.upsert(
      tx,
      {
        jobId: job.id,
        side,
        raterId: actor.id,
        ratedId,
        overall: body.overall,
        aspects: body.aspects as Record<string, number>,
        comment: body.comment || null,
        publicAt: blindUntil(job.deliveredAt ?? at),
        createdAt: at,
      },
      new Date(at.getTime() - RATING_EDIT_DAYS * DAY_MS),
    );
    if (!saved)
      throw conflict(
        `A rating can be changed for ${RATING_EDIT_DAYS} days; this one is fixed now.`,
        'rating_fixed',
      );
    // Both sides have rated: neither can answer the other's rating any more, so both show now.
    if ((await ratingsRepo.ofJob(tx, job.id)).length === 2) await ratingsRepo.publishJob(tx, job.id, at);
  });
  if (first)
    await ctx
      .notify(ratedId, 'job_completed', (locale) => ({
        ...contactNoticeMessages[locale].rated(jobNumber(job.number)),
        link: side === 'client_rates_driver' ? `/driver/jobs/${job.id}` : `/tracking?id=${job.id}`,
      }))
      .catch(() => undefined);
  return jobRatings(ctx, actor, job.id);
}

/** POST /api/ratings/:id/reply: the rated person answers a public rating, once. */
export async function reply(ctx: RatingsContext, actor: SessionUser, id: string, text: string) {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await ratingsRepo.find(ctx.db, id) : undefined;
  if (!row || row.ratedId !== actor.id || row.publicAt > ctx.now()) throw notFound('Rating not found');
  const saved = await ratingsRepo.reply(ctx.db, row.id, actor.id, text);
  if (!saved) throw conflict('You already replied to this rating.', 'already_replied');
  return view(saved, (await names(ctx, [saved])).get(saved.raterId) ?? 'Former user', ctx.now());
}

/** POST /api/admin/ratings/:id/hide: an abusive comment is hidden from everyone but operators (audited). */
export async function hideComment(ctx: RatingsContext, operator: SessionUser, id: string, reason: string) {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await ratingsRepo.find(ctx.db, id) : undefined;
  if (!row) throw notFound('Rating not found');
  const hidden = await ctx.db.transaction(async (tx) => {
    const saved = await ratingsRepo.hide(tx, row.id, reason);
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'rating.hide_comment',
      target: { type: 'job', id: row.jobId, label: `rating ${row.id}` },
      before: { comment: row.comment },
      after: { hidden: true },
      reason,
    });
    return saved!;
  });
  return view(hidden, (await names(ctx, [hidden])).get(hidden.raterId) ?? 'Former user', ctx.now(), true);
}

/** What clients said about a driver, once public, with the average (the driver's own page, the console). */
export async function driverRatings(ctx: RatingsContext, driverId: string) {
  const at = ctx.now();
  const rows = await ratingsRepo.publicAbout(ctx.db, driverId, 'client_rates_driver', at, 1000);
  const nameOf = await names(ctx, rows);
  return {
    summary: ratingSummary(
      rows.length,
      rows.reduce((s, r) => s + r.overall, 0),
    ),
    ratings: rows.slice(0, 100).map((r) => view(r, nameOf.get(r.raterId) ?? 'Former user', at)),
  };
}

/** GET /api/driver/ratings: what clients said about the signed-in driver. */
export async function myRatings(ctx: RatingsContext, actor: SessionUser) {
  return driverRatings(ctx, actor.id);
}

/** Ratings both ways after a completed move (product/platform: trust between strangers). */
export function createRatingsService(deps: RatingsDeps) {
  const ctx: RatingsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return bindActions(ctx, { jobRatings, rate, reply, hideComment, myRatings, driverRatings });
}
export type RatingsService = ReturnType<typeof createRatingsService>;
