import type { remoteSigningBody } from '@core/contracts/inspections';
import { jobNumber } from '@core/jobs';
import { vehicleTypeLabels } from '@core/labels';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/errors';
import { deadLink, hashLinkToken, isLinkTokenShape } from '../../lib/link-tokens';
import { contactNoticeMessages } from '../notifications/messages';
import { keepBolCopy } from './bol';
import type { InspectionsContext } from './context';
import { describeReports } from './records';
import { inspectionsRepo } from './repo';
import { partyRole } from './views';

const NOT_FOUND = 'This signing link does not exist. Ask the sender for a new one.';

/** The report behind a signing link: one job's one report, while the link lasts. */
async function linked(ctx: InspectionsContext, token: string) {
  if (!isLinkTokenShape(token)) throw deadLink(404, NOT_FOUND);
  const report = await inspectionsRepo.bySigningToken(ctx.db, hashLinkToken(token));
  if (!report?.signingExpiresAt) throw deadLink(404, NOT_FOUND);
  if (report.signingExpiresAt.getTime() < ctx.now().getTime())
    throw deadLink(
      410,
      'This signing link has expired. Contact Pathway to sign or dispute the report.',
      'link_expired',
    );
  const job = (await ctx.jobs.findById(report.jobId))!;
  return { report, job };
}

/** GET /api/condition-reports/sign/:token: the report to sign or dispute, for whoever holds the link. */
export async function signingView(ctx: InspectionsContext, token: string) {
  const { report, job } = await linked(ctx, token);
  const all = await describeReports(ctx, job);
  const shown = all[report.stage]!;
  return {
    jobNumber: jobNumber(job.number),
    stage: report.stage,
    vehicleType: job.vehicleType,
    vehicle: `${vehicleTypeLabels[job.vehicleType]}${report.make ? `, ${report.make} ${report.model ?? ''}` : ''}`,
    // The photos through the link itself: the holder has no account to open /api/files with.
    report: {
      ...shown,
      photos: shown.photos.map((p) => ({ ...p, url: `/api/condition-reports/sign/${token}/photos/${p.id}` })),
    },
    expiresAt: report.signingExpiresAt!.toISOString(),
    status: report.remoteStatus ?? 'waiting',
  };
}

/** GET /api/condition-reports/sign/:token/photos/:photoId: one photo of the linked report. */
export async function signingPhoto(ctx: InspectionsContext, token: string, photoId: string) {
  const { report } = await linked(ctx, token);
  const photo = (await inspectionsRepo.photos(ctx.db, [report.id])).find((p) => p.id === photoId);
  const read = photo ? await ctx.files.read(photo.fileId) : null;
  if (!read) throw notFound('Photo not found');
  return read;
}

/** POST /api/condition-reports/sign/:token: sign the report, or say what is wrong with it (once). */
export async function decideSigning(
  ctx: InspectionsContext,
  token: string,
  body: z.output<typeof remoteSigningBody>,
) {
  const { report, job } = await linked(ctx, token);
  const decided = conflict('This report was signed or disputed already.', 'already_decided');
  if (report.remoteStatus !== 'waiting') throw decided;
  if (body.decision === 'sign') {
    await ctx.db.transaction(async (tx) => {
      // One decision per link, whoever sends two at once.
      if (!(await inspectionsRepo.decideRemote(tx, report.id, { remoteStatus: 'signed' }))) throw decided;
      await inspectionsRepo.insertSignature(tx, {
        reportId: report.id,
        role: partyRole(report.stage),
        signerName: body.signerName,
        strokes: body.strokes,
        remote: true,
      });
    });
    // The signed version replaces the client's copy.
    await keepBolCopy(ctx, job).catch((err) => ctx.log(`bill of lading copy for job ${job.id} failed`, err));
  } else {
    const claimed = await inspectionsRepo.decideRemote(ctx.db, report.id, {
      remoteStatus: 'disputed',
      disputeNote: body.note,
    });
    if (!claimed) throw decided;
    // A disputed report is an exception: operators look at it, and the second payout waits for them.
    await ctx.notices.raiseFlag(
      job.id,
      'signature_disputed',
      `the ${report.stage} report was disputed: ${body.note}`,
    );
  }
  if (job.driverId)
    await ctx
      .notify(job.driverId, 'job_contact', (locale) => ({
        ...contactNoticeMessages[locale].reportAnswered({
          number: jobNumber(job.number),
          stage: report.stage,
          signed: body.decision === 'sign',
          signer: body.decision === 'sign' ? body.signerName : '',
          note: body.decision === 'sign' ? '' : body.note,
        }),
        link: `/driver/jobs/${job.id}`,
      }))
      .catch(() => undefined);
  return signingView(ctx, token);
}
