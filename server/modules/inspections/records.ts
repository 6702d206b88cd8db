import type { Job } from '../jobs/service';
import type { InspectionsContext } from './context';
import { inspectionsRepo, type ReportRow } from './repo';
import { type ReportParts, reportView } from './views';

/** Each report with its photos, marks and signatures (three queries for any number of reports). */
export async function partsOf(
  ctx: InspectionsContext,
  reports: ReportRow[],
): Promise<Map<string, ReportParts>> {
  const ids = reports.map((r) => r.id);
  const [photos, marks, signatures] = await Promise.all([
    inspectionsRepo.photos(ctx.db, ids),
    inspectionsRepo.marks(ctx.db, ids),
    inspectionsRepo.signatures(ctx.db, ids),
  ]);
  return new Map(
    reports.map((report) => [
      report.id,
      {
        report,
        photos: photos.filter((p) => p.reportId === report.id),
        marks: marks.filter((m) => m.reportId === report.id),
        signatures: signatures.filter((s) => s.reportId === report.id),
      },
    ]),
  );
}

/** Both reports of a job, as the API answers them (delivery marks compared with pickup's). */
export async function describeReports(ctx: InspectionsContext, job: Job) {
  const rows = await inspectionsRepo.reportsOf(ctx.db, job.id);
  const parts = await partsOf(ctx, rows);
  const pickup = rows.find((r) => r.stage === 'pickup');
  const delivery = rows.find((r) => r.stage === 'delivery');
  const pickupParts = pickup ? parts.get(pickup.id)! : null;
  return {
    pickup: pickupParts ? reportView(pickupParts, job.vehicleType) : null,
    delivery: delivery
      ? reportView(parts.get(delivery.id)!, job.vehicleType, pickupParts?.marks ?? [])
      : null,
    bolUrl: pickup?.submittedAt ? `/api/recovery-requests/${job.id}/bol.pdf` : null,
    parts: { pickup: pickupParts, delivery: delivery ? parts.get(delivery.id)! : null },
  };
}
