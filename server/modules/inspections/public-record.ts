import { notFound } from '../../lib/errors';
import type { Job } from '../jobs/service';
import type { InspectionsContext } from './context';
import { describeReports } from './records';
import { inspectionsRepo } from './repo';

/** What a tracking link may show of the condition reports: the truck as recorded, and the delivery. */

export interface TrackedRecord {
  /** As recorded on the pickup report (null before it). */
  vehicle: { make: string | null; model: string | null; vin: string | null } | null;
  /** The submitted delivery report: who took the truck, the odometer, the marks, the photos' ids. */
  delivery: {
    at: string;
    receivedBy: string | null;
    odometer: number | null;
    marks: number;
    newMarks: number;
    photos: { id: string; kind: string }[];
  } | null;
}

export async function trackedRecord(ctx: InspectionsContext, job: Job): Promise<TrackedRecord> {
  const { pickup, delivery } = await describeReports(ctx, job);
  return {
    vehicle: pickup ? { make: pickup.make, model: pickup.model, vin: pickup.vin } : null,
    delivery:
      delivery?.submittedAt != null
        ? {
            at: delivery.submittedAt,
            receivedBy: delivery.receiverName,
            odometer: delivery.odometer,
            marks: delivery.marks.length,
            newMarks: delivery.marks.filter(
              (m) => m.comparedToPickup === 'new' || m.comparedToPickup === 'worse',
            ).length,
            photos: delivery.photos.map((p) => ({ id: p.id, kind: p.kind })),
          }
        : null,
  };
}

/** One photo of the job's submitted delivery report (a tracking link's holder sees those, not pickup's). */
export async function deliveryPhoto(ctx: InspectionsContext, job: Job, photoId: string) {
  const report = (await inspectionsRepo.reportsOf(ctx.db, job.id)).find(
    (r) => r.stage === 'delivery' && r.submittedAt,
  );
  const photo = report
    ? (await inspectionsRepo.photos(ctx.db, [report.id])).find((p) => p.id === photoId)
    : undefined;
  const read = photo ? await ctx.files.read(photo.fileId) : null;
  if (!read) throw notFound('Photo not found');
  return read;
}
