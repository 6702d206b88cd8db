import type { ConditionReport } from '@core/contracts/inspections';
import { compareDamage, partyRoleOf, reportMissing } from '@core/inspections';
import type { VehicleType } from '@core/pricing';
import { ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conditionReports } from '../../db/schema';
import type { DamageMarkRow, ReportPhotoRow, ReportRow, SignatureRow } from './repo';

export interface ReportParts {
  report: ReportRow;
  photos: ReportPhotoRow[];
  marks: DamageMarkRow[];
  signatures: SignatureRow[];
}

/** The signer the other end must provide: the releasing party at pickup, the receiver at delivery. */
export const partyRole = partyRoleOf;

/** What is still missing before the report can be submitted (core's rule, on the stored report). */
export function missingFor(
  parts: ReportParts,
  vehicleType: VehicleType,
  customerNotAvailable = parts.report.customerNotAvailable,
  partyRefused = Boolean(parts.report.partyRefusedReason),
): string[] {
  const { report, photos, signatures } = parts;
  return reportMissing(
    {
      ...report,
      photoKinds: new Set(photos.map((p) => p.kind)),
      signatureRoles: new Set(signatures.map((s) => s.role)),
      customerNotAvailable,
      partyRefused,
    },
    vehicleType,
  );
}

const photoView = (p: ReportPhotoRow) => ({
  id: p.id,
  clientId: p.clientId,
  kind: p.kind,
  url: `/api/files/${p.fileId}`,
  takenAt: p.takenAt.toISOString(),
  distanceMiles: p.distanceMiles === null ? null : Math.round(p.distanceMiles * 10) / 10,
  farFromSite: p.farFromSite,
});

/** A report as the API answers it; a delivery report's marks say how they compare with pickup. */
export function reportView(
  parts: ReportParts,
  vehicleType: VehicleType,
  pickupMarks?: DamageMarkRow[],
): ConditionReport {
  const { report, photos, marks, signatures } = parts;
  const compared = pickupMarks ? compareDamage(pickupMarks, marks) : null;
  const stateOf = (m: DamageMarkRow) =>
    !compared ? null : compared.added.includes(m) ? 'new' : compared.worsened.includes(m) ? 'worse' : 'known';
  return {
    stage: report.stage,
    status: report.submittedAt ? 'submitted' : 'draft',
    vin: report.vin,
    plate: report.plate,
    make: report.make,
    model: report.model,
    odometer: report.odometer,
    fuelLevel: report.fuelLevel,
    equipment: Object.fromEntries(
      Object.entries(report.equipment).map(([k, v]) => [
        k,
        { ok: v!.ok, note: v!.note ?? null, photoClientId: v!.photoClientId ?? null },
      ]),
    ),
    receiverName: report.receiverName,
    photos: photos.map(photoView),
    marks: marks.map((m) => ({
      id: m.id,
      view: m.view,
      x: m.x,
      y: m.y,
      type: m.type,
      severity: m.severity,
      note: m.note,
      photoClientIds: m.photoClientIds,
      comparedToPickup: stateOf(m),
    })),
    signatures: signatures.map((s) => ({
      role: s.role,
      signerName: s.signerName,
      strokes: s.strokes,
      remote: s.remote,
      signedAt: s.signedAt.toISOString(),
    })),
    customerNotAvailable: report.customerNotAvailable,
    partyRefusedReason: report.partyRefusedReason,
    remoteStatus: report.remoteStatus,
    submittedAt: report.submittedAt?.toISOString() ?? null,
    missing: report.submittedAt ? [] : missingFor(parts, vehicleType),
  };
}

/** Read-only projections of the inspections tables for other domains' queries. */
export const inspectionsViews = {
  /** A subquery of the ids of jobs whose condition report recorded a VIN matching `pattern` (LIKE, escaped). */
  jobIdsWithVin: (db: DbOrTx, pattern: string) =>
    db
      .select({ id: conditionReports.jobId })
      .from(conditionReports)
      .where(ilike(conditionReports.vin, pattern)),
};
