import type {
  ConditionReport,
  damageMarkBody,
  reportDetailsBody,
  reportPhotoFields,
  signatureBody,
} from '@core/contracts/inspections';
import type { Locale } from '@core/i18n';
import type { EquipmentKey } from '@core/inspections';
import { equipmentItems, photoTimePlausible, photoWarningMiles } from '@core/inspections';
import { jobNumber } from '@core/jobs';
import { haversineMiles } from '@core/sphere';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newLinkToken } from '../../lib/link-tokens';
import type { SessionUser } from '../accounts/service';
import type { StoredFile } from '../files/service';
import { canSeeJob, type Job } from '../jobs/service';
import { keepBolCopy, sendBillOfLading } from './bol';
import { inspectionNoticeMessages } from './bol-messages';
import { driversJob, type InspectionsContext } from './context';
import { expectedVin, pickupTruckFacts, refuseMismatch, siteOf } from './identity';
import { checkOdometer } from './odometer';
import { describeReports, partsOf } from './records';
import { inspectionsRepo, type ReportRow, type Stage } from './repo';
import { missingFor, partyRole } from './views';

/** A remote signing link works this long. */
export const SIGNING_LINK_HOURS = 24;

/** GET …/condition-reports: the client, the assigned driver and operators. */
export async function conditionReports(ctx: InspectionsContext, actor: SessionUser, jobId: string) {
  const job = await ctx.jobs.findVisible(actor, jobId);
  const { parts: _parts, ...answer } = await describeReports(ctx, job);
  return answer;
}

async function oneReport(ctx: InspectionsContext, job: Job, stage: Stage): Promise<ConditionReport> {
  const all = await describeReports(ctx, job);
  return all[stage]!;
}

const STAGE_CLOSED: Record<Stage, string> = {
  pickup: 'The pickup report is made after accepting and before the trip starts.',
  delivery: 'The delivery report is made at the destination, once the trip is under way.',
};

/**
 * The driver's draft for this stage; refused once the stage is past or the report submitted. The report
 * row is made by `ensure`, called once the request is known to be good (a refused one writes nothing).
 */
async function draftFor(
  ctx: InspectionsContext,
  actor: SessionUser,
  jobId: string,
  stage: Stage,
  { content = false }: { content?: boolean } = {},
) {
  const job = await driversJob(ctx, actor, jobId);
  const existing = await inspectionsRepo.report(ctx.db, job.id, stage);
  if (existing?.submittedAt) throw conflict(`The ${stage} report is submitted already.`, 'report_submitted');
  if (job.status !== (stage === 'pickup' ? 'accepted' : 'in_progress'))
    throw conflict(STAGE_CLOSED[stage], 'wrong_stage');
  if (content) await refuseIfSigned(ctx, existing, stage);
  const ensure = async () => {
    if (existing) return existing;
    const made = await inspectionsRepo.ensureReport(ctx.db, job.id, stage, actor.id, {
      ...(await siteOf(ctx, job, stage)),
      ...(stage === 'delivery' ? await pickupTruckFacts(ctx, job) : {}),
    });
    // The first write of the pickup report: the driver is on duty from here.
    if (stage === 'pickup') await ctx.dispatch.pickupBegun(actor, job);
    return made;
  };
  return { job, existing, ensure };
}

/** What the other party signed is what the report says: its content is fixed from their signature on. */
async function refuseIfSigned(ctx: InspectionsContext, report: ReportRow | undefined, stage: Stage) {
  if (!report) return;
  const signed = await inspectionsRepo.signatures(ctx.db, [report.id]);
  if (signed.some((sig) => sig.role === partyRole(stage)))
    throw conflict(
      `${stage === 'pickup' ? 'The releasing party' : 'The receiver'} has signed this report: what they signed cannot change.`,
      'report_signed',
    );
}

/** PUT …/condition-reports/:stage: identity, odometer, fuel, equipment, receiver (saved as filled in). */
export async function saveDetails(
  ctx: InspectionsContext,
  actor: SessionUser,
  jobId: string,
  stage: Stage,
  body: z.output<typeof reportDetailsBody>,
): Promise<ConditionReport> {
  const { job, existing, ensure } = await draftFor(ctx, actor, jobId, stage, { content: true });
  if (body.vin) {
    const expected = await expectedVin(ctx, job, stage);
    if (expected && expected !== body.vin) await refuseMismatch(ctx, job, body.vin, expected, stage);
  }
  if (stage === 'delivery' && body.odometer !== undefined) {
    const atPickup = (await inspectionsRepo.report(ctx.db, job.id, 'pickup'))?.odometer ?? null;
    if (atPickup !== null && body.odometer < atPickup)
      throw badRequest(`The odometer cannot be lower than at pickup (${atPickup}).`, 'odometer_low', {
        odometer: 'Lower than at pickup',
      });
  }
  const equipment = { ...existing?.equipment };
  for (const [key, result] of Object.entries(body.equipment ?? {})) {
    if (!result) continue;
    equipment[key as keyof typeof equipment] = {
      ok: result.ok,
      note: result.note ?? null,
      photoClientId: result.photoClientId ?? null,
    };
  }
  const photoIds = Object.values(equipment)
    .map((r) => r?.photoClientId)
    .filter((id): id is string => Boolean(id));
  if (photoIds.length > 0) {
    const mine = new Set(
      (await inspectionsRepo.photos(ctx.db, existing ? [existing.id] : [])).map((p) => p.clientId),
    );
    if (photoIds.some((id) => !mine.has(id)))
      throw badRequest('A failed item’s photo must be one taken for this report.', 'unknown_photo');
  }
  const { equipment: _e, ...fields } = body;
  await inspectionsRepo.updateReport(ctx.db, (await ensure()).id, { ...fields, equipment });
  return oneReport(ctx, job, stage);
}

/** A photo of the report, stored once per phone id, stamped with time and place (and how far from the site). */
export async function addPhoto(
  ctx: InspectionsContext,
  actor: SessionUser,
  jobId: string,
  stage: Stage,
  fields: z.output<typeof reportPhotoFields>,
  bytes: Buffer,
) {
  const { job, existing, ensure } = await draftFor(ctx, actor, jobId, stage, {});
  // Between the job's acceptance (less a day) and now (plus a little): 400 otherwise.
  if (!photoTimePlausible(new Date(fields.takenAt), job.acceptedAt ?? job.createdAt, ctx.now()))
    throw badRequest(
      'The time this photo was taken is not possible for this job (before it was accepted, or in the future). Check the date and time on your phone, then take the photo again.',
      'photo_time_implausible',
      { takenAt: 'Between a day before the job was accepted and now' },
    );
  const replayed = existing
    ? (await inspectionsRepo.photos(ctx.db, [existing.id])).find((p) => p.clientId === fields.clientId)
    : undefined;
  if (!replayed) await refuseIfSigned(ctx, existing, stage);
  const saved =
    replayed ??
    (await (async () => {
      // The bytes are checked (an image, within the limit) before anything is written.
      const file = await ctx.files.storeImage(actor, 'condition_photo', bytes);
      const report = await ensure();
      const site =
        report.siteLat !== null && report.siteLng !== null
          ? { lat: report.siteLat, lng: report.siteLng }
          : null;
      const here =
        fields.lat !== undefined && fields.lng !== undefined ? { lat: fields.lat, lng: fields.lng } : null;
      const distanceMiles = site && here ? haversineMiles(site, here) : null;
      const limit = photoWarningMiles[report.sitePrecision ?? 'exact'];
      const { row, created } = await inspectionsRepo.insertPhoto(ctx.db, {
        reportId: report.id,
        clientId: fields.clientId,
        kind: fields.kind,
        fileId: file.id,
        takenAt: new Date(fields.takenAt),
        lat: here?.lat ?? null,
        lng: here?.lng ?? null,
        distanceMiles,
        farFromSite: distanceMiles !== null && limit !== null && distanceMiles > limit,
      });
      // Two uploads of one photo at once: the second's file is not kept.
      if (!created) await ctx.files.remove(file.id);
      return row;
    })());
  return {
    id: saved.id,
    clientId: saved.clientId,
    kind: saved.kind,
    url: `/api/files/${saved.fileId}`,
    takenAt: saved.takenAt.toISOString(),
    distanceMiles: saved.distanceMiles === null ? null : Math.round(saved.distanceMiles * 10) / 10,
    farFromSite: saved.farFromSite,
  };
}

/** A damage mark on the diagram (placed again with the same phone id, it moves). */
export async function addMark(
  ctx: InspectionsContext,
  actor: SessionUser,
  jobId: string,
  stage: Stage,
  body: z.output<typeof damageMarkBody>,
): Promise<ConditionReport> {
  const { job, existing } = await draftFor(ctx, actor, jobId, stage, { content: true });
  const mine = new Set(
    (await inspectionsRepo.photos(ctx.db, existing ? [existing.id] : [])).map((p) => p.clientId),
  );
  if (!existing || body.photoClientIds.some((id) => !mine.has(id)))
    throw badRequest('A damage mark’s photos must be ones taken for this report.', 'unknown_photo');
  await inspectionsRepo.upsertMark(ctx.db, { ...body, note: body.note ?? null, reportId: existing.id });
  return oneReport(ctx, job, stage);
}

export async function removeMark(
  ctx: InspectionsContext,
  actor: SessionUser,
  jobId: string,
  stage: Stage,
  markId: string,
): Promise<ConditionReport> {
  const { job, existing } = await draftFor(ctx, actor, jobId, stage, { content: true });
  if (!existing || !(await inspectionsRepo.deleteMark(ctx.db, existing.id, markId)))
    throw notFound('Damage mark not found');
  return oneReport(ctx, job, stage);
}

/** A signature on the driver's screen: the driver's own, or the other party's (after seeing the report). */
export async function sign(
  ctx: InspectionsContext,
  actor: SessionUser,
  jobId: string,
  stage: Stage,
  body: z.output<typeof signatureBody>,
): Promise<ConditionReport> {
  const { job, ensure } = await draftFor(ctx, actor, jobId, stage);
  if (body.role !== 'driver' && body.role !== partyRole(stage))
    throw badRequest(
      stage === 'pickup'
        ? 'At pickup the releasing party signs (and you).'
        : 'At delivery the receiver signs (and you).',
      'wrong_signer',
    );
  const report = await ensure();
  const { row, created } = await inspectionsRepo.insertSignature(ctx.db, {
    reportId: report.id,
    role: body.role,
    signerName: body.signerName,
    strokes: body.strokes,
    lat: body.lat ?? null,
    lng: body.lng ?? null,
  });
  if (!created && row.strokes !== body.strokes)
    throw conflict('This party has signed already.', 'already_signed');
  return oneReport(ctx, job, stage);
}

/**
 * Submits the report: the pickup's starts the trip (payout 1), the delivery's hands the truck over. The
 * bill of lading goes to the client (and the receiver); nobody there to sign sends a link to sign or
 * dispute within 24 hours; damage new at delivery opens an exception that holds the second payout.
 */
export async function submit(
  ctx: InspectionsContext,
  actor: SessionUser,
  jobId: string,
  stage: Stage,
  body: { customerNotAvailable: boolean; partyRefusedReason?: string },
): Promise<ConditionReport> {
  const { job, existing: report } = await draftFor(ctx, actor, jobId, stage);
  if (!report) throw badRequest('Fill in the report first: nothing is recorded yet.', 'report_incomplete');
  const parts = (await partsOf(ctx, [report])).get(report.id)!;
  const missing = missingFor(
    parts,
    job.vehicleType,
    body.customerNotAvailable,
    Boolean(body.partyRefusedReason),
  );
  if (missing.length > 0)
    throw badRequest(`Before submitting, add: ${missing.join('; ')}.`, 'report_incomplete');
  const failed = equipmentItems.filter((i) => report.equipment[i.key]?.ok === false);
  if (stage === 'pickup' && failed.length > 0) {
    await tellOfFailedEquipment(
      ctx,
      job,
      failed.map((i) => i.key),
    );
    throw conflict(
      `The truck cannot be driven with failed equipment (${failed.map((i) => i.label.toLowerCase()).join(', ')}). The client and Pathway's operators have been told.`,
      'equipment_failed',
    );
  }
  const link = body.customerNotAvailable ? newLinkToken() : null;
  const updated = await ctx.db.transaction(async (tx) => {
    // The trip's step first: it locks the job and checks it is still this driver's, so concurrent
    // submissions and an operator's reassignment wait for each other there.
    const odometer = report.odometer ?? 0;
    const moved =
      stage === 'pickup'
        ? await ctx.dispatch.startTrip(tx, actor, job.id, {
            checklist: Object.fromEntries(equipmentItems.map((i) => [i.key, 'ok' as const])),
            odometer,
          })
        : await ctx.dispatch.finishTrip(tx, actor, job.id, {
            odometer,
            recipientName: report.receiverName ?? '',
          });
    const marked = await inspectionsRepo.markSubmitted(tx, report.id, {
      customerNotAvailable: body.customerNotAvailable,
      partyRefusedReason: body.partyRefusedReason ?? null,
      ...(link
        ? {
            signingTokenHash: link.tokenHash,
            signingExpiresAt: new Date(ctx.now().getTime() + SIGNING_LINK_HOURS * 3600_000),
            remoteStatus: 'waiting' as const,
          }
        : {}),
    });
    if (!marked) throw conflict(`The ${stage} report is submitted already.`, 'report_submitted');
    if (!moved) throw conflict('This job changed meanwhile. Reload and try again.', 'bad_transition');
    if (stage === 'pickup' && report.vin) await ctx.jobs.recordVin(tx, job.id, report.vin);
    return moved;
  });
  await ctx.dispatch.afterTripStep(updated);
  const all = await describeReports(ctx, updated);
  if (stage === 'delivery') {
    const fresh = all.delivery!.marks.filter(
      (m) => m.comparedToPickup === 'new' || m.comparedToPickup === 'worse',
    );
    if (fresh.length > 0)
      await ctx.notices.raiseFlag(
        job.id,
        'new_damage',
        `${fresh.length} damage ${fresh.length === 1 ? 'mark' : 'marks'} at delivery not on the pickup report; the second payout is held`,
      );
    await checkOdometer(ctx, updated).catch(() => {});
  }
  if (body.partyRefusedReason) {
    const who = stage === 'pickup' ? 'releasing party' : 'receiver';
    // A refused signature holds the second payout until an operator has looked at it.
    await ctx.notices.raiseFlag(
      job.id,
      'signature_disputed',
      `the ${who} refused to sign the ${stage} report: ${body.partyRefusedReason}`,
    );
  }
  // The step has happened; a failed copy or e-mail is logged, not undone (the BOL is rendered on demand too).
  await keepBolCopy(ctx, updated).catch((err) =>
    ctx.log(`bill of lading copy for job ${job.id} failed`, err),
  );
  await sendBillOfLading(ctx, updated, stage, link ? `${ctx.publicUrl}/sign/${link.token}` : null).catch(
    (err) => ctx.log(`bill of lading e-mail for job ${job.id} failed`, err),
  );
  return all[stage]!;
}

/** File access: a report's photos are for the job's client, its driver and operators. */
export async function canReadFile(
  ctx: InspectionsContext,
  actor: SessionUser,
  file: StoredFile,
): Promise<boolean> {
  if (file.purpose !== 'condition_photo') return false;
  const report = await inspectionsRepo.reportOfFile(ctx.db, file.id);
  const job = report ? await ctx.jobs.findById(report.jobId) : undefined;
  return Boolean(job && canSeeJob(actor, job));
}

async function tellOfFailedEquipment(ctx: InspectionsContext, job: Job, items: EquipmentKey[]) {
  const content = (locale: Locale) => ({
    ...inspectionNoticeMessages[locale].equipmentFailed(jobNumber(job.number), items),
    link: `/tracking?id=${job.id}`,
  });
  await ctx.notify(job.clientId, 'job_contact', content).catch(() => undefined);
  for (const id of await ctx.accounts.listOperatorIds())
    await ctx.notify(id, 'job_stuck', content).catch(() => undefined);
}
