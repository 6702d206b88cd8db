import type {
  JobReceiptsResponse,
  QueuedReceipt,
  ReceiptDecisionBody,
  ReceiptFields,
  ReceiptView,
} from '@core/contracts/receipts';
import { jobNumber } from '@core/jobs';
import { fuelBeforeDelivery, offRouteMiles, RETURN_RECEIPT_DAYS, receiptWindow } from '@core/receipts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { FilesService } from '../files/service';
import { post } from '../ledger/post';
import type { Notify } from '../notifications/service';
import { tripCostMessages } from './messages';
import { type HoldCostTransfer, lineOf, releaseApprovedCosts } from './receipts-money';
import { receiptsRepo as repo, type TripCostRow } from './receipts-repo';

export interface ReceiptsDeps {
  db: Db;
  files: Pick<FilesService, 'storeImage'>;
  audit: Pick<AuditService, 'record'>;
  notify: Notify;
  /** Receipts' transfers, whether the delivery half went, and sending after a release at once. */
  payouts: {
    holdCostTransfer: (tx: DbOrTx, t: Parameters<HoldCostTransfer>[0]) => Promise<void>;
    halfReleased: (tx: DbOrTx, jobId: string, half: 1 | 2) => Promise<boolean>;
    sendAfterRelease: (driverId: string) => Promise<void>;
  };
  /** Called after a decision commits (the lead wires the settlement to it). */
  afterDecision?: (jobId: string) => Promise<void>;
  now?: () => Date;
}

export function receiptView(row: TripCostRow): ReceiptView {
  return {
    id: row.id,
    jobId: row.jobId,
    kind: row.kind === 'fuel' ? 'fuel' : 'return_receipt',
    status: row.status,
    amountCents: row.amountCents,
    claimedCents: row.claimedCents,
    gallonsMilli: row.gallonsMilli,
    odometerMiles: row.odometerMiles,
    place: row.place,
    occurredAt: row.occurredAt.toISOString(),
    offRouteMiles: row.offRouteMiles,
    photoUrl: row.photoFileId ? `/api/files/${row.photoFileId}` : null,
    clientKey: row.clientKey,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the driver may add to the job now (the server's rule; the phone shows the forms from it). */
async function allowed(db: DbOrTx, job: NonNullable<Awaited<ReturnType<typeof repo.job>>>, now: Date) {
  const mode = await repo.returnModeOf(db, job.id);
  return receiptWindow(
    {
      status: job.status,
      deliveredAt: job.deliveredAt,
      driverReturnCents: job.driverReturnCents,
      returnMode: mode,
    },
    now,
  );
}

export function createReceiptsService(deps: ReceiptsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The job, when the actor drives it (404 for anyone else: whether it exists is not theirs to learn). */
  async function drivenJob(actor: SessionUser, jobId: string, tx: DbOrTx = db, lock = false) {
    const job = await repo.job(tx, jobId, { lock });
    if (!job || job.driverId !== actor.id) throw notFound('Job not found');
    return job;
  }

  /** Miles from the nearest position the trip recorded within a few hours of the receipt (null: none). */
  async function offRouteOf(tx: DbOrTx, job: Awaited<ReturnType<typeof drivenJob>>, f: ReceiptFields) {
    if (f.lat === undefined || f.lng === undefined) return null;
    const driver = await repo.driverPosition(tx, job.driverId!);
    return offRouteMiles({ lat: f.lat, lng: f.lng }, new Date(f.occurredAt), [
      { lat: job.lastLat, lng: job.lastLng, at: job.lastPositionAt },
      { lat: driver?.lat ?? null, lng: driver?.lng ?? null, at: driver?.at ?? null },
    ]);
  }

  return {
    /**
     * POST /api/jobs/:id/receipts: the job's driver records a fill-up or a self-booked return receipt
     * with its photo. Recorded once per the phone's key: a retry from the offline queue gets the first.
     */
    async record(
      actor: SessionUser,
      jobId: string,
      fields: ReceiptFields,
      photo: Buffer,
    ): Promise<ReceiptView> {
      const earlier = await repo.byClientKey(db, actor.id, fields.clientKey);
      if (earlier) {
        if (earlier.jobId !== jobId)
          throw conflict('This receipt was recorded on another job.', 'receipt_other_job');
        return receiptView(earlier);
      }
      const job = await drivenJob(actor, jobId);
      const at = new Date(fields.occurredAt);
      if (at.getTime() > now().getTime() + 15 * 60_000)
        throw badRequest(
          'The receipt’s time is in the future. Check the date and time.',
          'receipt_in_future',
        );
      const window = await allowed(db, job, now());
      if (fields.kind === 'fuel' && (!window.fuel || !fuelBeforeDelivery(at, job.deliveredAt)))
        throw conflict('Fill-ups are recorded while the job is under way.', 'receipt_not_open');
      if (fields.kind === 'return_receipt' && !window.returnReceipt)
        throw conflict(
          `A return receipt is recorded after delivery, within ${RETURN_RECEIPT_DAYS} days, when you book your own way home.`,
          'receipt_not_open',
        );
      const file = await deps.files.storeImage(actor, 'receipt_photo', photo);
      const row = await db.transaction(async (tx) => {
        const locked = await drivenJob(actor, jobId, tx, true);
        const inserted = await repo.insert(tx, {
          jobId,
          driverId: actor.id,
          kind: fields.kind,
          amountCents: fields.totalCents,
          gallonsMilli: fields.kind === 'fuel' ? fields.gallonsMilli : null,
          odometerMiles: fields.kind === 'fuel' ? fields.odometerMiles : null,
          place: fields.place,
          latitude: fields.lat ?? null,
          longitude: fields.lng ?? null,
          offRouteMiles: await offRouteOf(tx, locked, fields),
          occurredAt: at,
          photoFileId: file.id,
          clientKey: fields.clientKey,
        });
        // Two uploads of the same receipt at once: the other one recorded it.
        return inserted ?? (await repo.byClientKey(tx, actor.id, fields.clientKey))!;
      });
      return receiptView(row);
    },

    /** GET /api/jobs/:id/receipts: the driver's receipts on the job, and what they may add now. */
    async listForJob(actor: SessionUser, jobId: string): Promise<JobReceiptsResponse> {
      const job = await repo.job(db, jobId);
      const rows = job ? await repo.receiptsOfJob(db, jobId) : [];
      const own = rows.filter((r) => r.driverId === actor.id);
      if (!job || (job.driverId !== actor.id && own.length === 0)) throw notFound('Job not found');
      const window =
        job.driverId === actor.id ? await allowed(db, job, now()) : { fuel: false, returnReceipt: false };
      return { receipts: own.map(receiptView), canAddFuel: window.fuel, canAddReturn: window.returnReceipt };
    },

    /** GET /api/admin/receipts: receipts waiting for a decision, oldest first, with their cost line. */
    async queue(): Promise<QueuedReceipt[]> {
      const rows = await repo.queue(db);
      const used = await repo.approvedByKind(db, [...new Set(rows.map((r) => r.cost.jobId))]);
      return rows.map((r) => {
        const line = lineOf(r.cost.kind);
        return {
          ...receiptView(r.cost),
          jobNumber: jobNumber(r.jobNumber),
          driverName: r.driverName,
          lineCents: line === 'fuel' ? r.fuelCents : r.driverReturnCents,
          lineClosed: r.lineClosed,
          usedCents: used
            .filter((u) => u.jobId === r.cost.jobId && lineOf(u.kind) === line)
            .reduce((s, u) => s + u.cents, 0),
        };
      });
    },

    /** What a receipt claims (0 when there is none: the decision answers 404). */
    async claimedCentsOf(id: string): Promise<number> {
      return (await repo.find(db, id))?.amountCents ?? 0;
    },

    decide: (operator: SessionUser, id: string, body: ReceiptDecisionBody) =>
      decide(deps, operator, id, body),
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;

/**
 * POST /api/admin/receipts/:id/decision: approve (optionally a corrected amount) or reject with a reason.
 * The job and then the receipt are locked, so two operators deciding at once decide once. An approved
 * receipt is owed to the driver: the client's cost line pays while it lasts, the platform beyond it.
 */
async function decide(
  deps: ReceiptsDeps,
  operator: SessionUser,
  id: string,
  body: ReceiptDecisionBody,
): Promise<ReceiptView> {
  const first = await repo.find(deps.db, id);
  if (!first || first.kind === 'return_ticket') throw notFound('Receipt not found');
  const { row, job, releasedNow } = await deps.db.transaction(async (tx) => {
    const job = (await repo.job(tx, first.jobId, { lock: true }))!;
    const cost = (await repo.find(tx, id, { lock: true }))!;
    if (cost.status !== 'submitted')
      throw conflict(`This receipt was already ${cost.status}.`, 'receipt_decided');
    const approve = body.decision === 'approve';
    const amount = approve ? (body.amountCents ?? cost.amountCents) : cost.amountCents;
    if (approve && amount > cost.amountCents)
      throw badRequest('Approve at most the total on the receipt.', 'amount_above_receipt');
    const row = await repo.decide(tx, id, {
      status: approve ? 'approved' : 'rejected',
      amountCents: amount,
      claimedCents: amount !== cost.amountCents ? cost.amountCents : null,
      decidedBy: operator.id,
      note: approve ? null : body.reason,
    });
    let releasedNow = 0;
    if (approve) {
      await postApproved(tx, job, row);
      // After the delivery half, or on a job cancelled before it, the driver is paid back at once.
      if (job.status === 'cancelled' || (await deps.payouts.halfReleased(tx, job.id, 2)))
        releasedNow = await releaseApprovedCosts(tx, job.id, 2, (t) => deps.payouts.holdCostTransfer(tx, t));
    }
    await deps.audit.record(tx, {
      actor: operator,
      action: approve ? 'trip_costs.receipt_approved' : 'trip_costs.receipt_rejected',
      target: { type: 'job', id: job.id, label: jobNumber(job.number) },
      before: { receiptId: id, status: cost.status, amountCents: cost.amountCents },
      after: { status: row.status, amountCents: row.amountCents, releasedNow: releasedNow > 0 },
      reason: approve ? null : body.reason,
    });
    return { row, job, releasedNow };
  });
  const money = `$${(row.amountCents / 100).toFixed(2)}`;
  await deps
    .notify(
      row.driverId,
      'payout_released',
      (locale) =>
        row.status === 'approved'
          ? {
              ...tripCostMessages[locale].receiptApproved({
                kind: row.kind,
                amount: money,
                releasedNow: releasedNow > 0,
              }),
              link: '/driver/earnings',
            }
          : {
              ...tripCostMessages[locale].receiptRejected({ kind: row.kind, note: row.decisionNote ?? '' }),
              link: `/driver/jobs/${row.jobId}`,
            },
      { dedupeKey: `receipt_decided:${row.id}` },
    )
    .catch(() => undefined);
  if (releasedNow) await deps.payouts.sendAfterRelease(row.driverId);
  if (deps.afterDecision) await deps.afterDecision(job.id).catch(() => undefined);
  return receiptView(row);
}

/**
 * The approved receipt's posting (keyed by the receipt): debit what is still held for its cost line on
 * the job, debit the platform's overrun for the rest, credit the driver the whole amount.
 */
async function postApproved(
  tx: DbOrTx,
  job: NonNullable<Awaited<ReturnType<typeof repo.job>>>,
  cost: TripCostRow,
): Promise<void> {
  const line = lineOf(cost.kind);
  const lineCents = line === 'fuel' ? job.fuelCents : job.driverReturnCents;
  const usedBefore =
    (await repo.approvedByKind(tx, [job.id]))
      .filter((u) => lineOf(u.kind) === line)
      .reduce((s, u) => s + u.cents, 0) - cost.amountCents;
  // Once settled with the client (or the job cancelled, its refund decided), nothing is held for the
  // line any more: the platform bears it.
  const nothingHeld = job.status === 'cancelled' || (await repo.settled(tx, job.id));
  const heldLeft = nothingHeld ? 0 : Math.max(0, lineCents - usedBefore);
  const fromClient = Math.min(cost.amountCents, heldLeft);
  const overrun = cost.amountCents - fromClient;
  const l = (
    account: 'client_funds_held' | 'trip_cost_overrun' | 'driver_payable',
    partyId: string | null,
    cents: number,
  ) => ({
    jobId: job.id,
    adjustmentId: cost.id,
    kind: 'trip_cost' as const,
    account,
    partyId,
    amountCents: cents,
  });
  const lines = [l('driver_payable', cost.driverId, -cost.amountCents)];
  if (fromClient > 0) lines.push(l('client_funds_held', job.clientId, fromClient));
  if (overrun > 0) lines.push(l('trip_cost_overrun', null, overrun));
  await post(tx, lines);
}
