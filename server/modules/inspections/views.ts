import type { ConditionReport } from '@core/contracts/inspections';
import {
  compareDamage,
  conditionPhotoLabels,
  equipmentItems,
  requiredConditionPhotos,
} from '@core/inspections';
import type { VehicleType } from '@core/pricing';
import type { DamageMarkRow, ReportPhotoRow, ReportRow, SignatureRow } from './repo';

export interface ReportParts {
  report: ReportRow;
  photos: ReportPhotoRow[];
  marks: DamageMarkRow[];
  signatures: SignatureRow[];
}

/** The signer the other end must provide: the releasing party at pickup, the receiver at delivery. */
export const partyRole = (stage: ReportRow['stage']) => (stage === 'pickup' ? 'releasing' : 'receiving');

/** What is still missing before the report can be submitted, in words the driver can act on. */
export function missingFor(
  parts: ReportParts,
  vehicleType: VehicleType,
  customerNotAvailable = parts.report.customerNotAvailable,
): string[] {
  const { report, photos, signatures } = parts;
  const missing: string[] = [];
  if (!report.vin) missing.push('The VIN');
  if (!report.plate) missing.push('The licence plate');
  if (!report.make || !report.model) missing.push('The make and model');
  if (report.odometer === null) missing.push('The odometer reading');
  if (!report.fuelLevel) missing.push('The fuel level');
  const unanswered = equipmentItems.filter((i) => !report.equipment[i.key]);
  if (unanswered.length > 0) missing.push(`Equipment checks: ${unanswered.map((i) => i.label).join(', ')}`);
  for (const item of equipmentItems) {
    const result = report.equipment[item.key];
    if (result && !result.ok && !result.photoClientId)
      missing.push(`A photo of the failed ${item.label.toLowerCase()}`);
  }
  const kinds = new Set(photos.map((p) => p.kind));
  const photosMissing = requiredConditionPhotos(vehicleType).filter((k) => !kinds.has(k));
  if (photosMissing.length > 0)
    missing.push(`Photos: ${photosMissing.map((k) => conditionPhotoLabels[k].toLowerCase()).join(', ')}`);
  if (report.stage === 'delivery' && !report.receiverName) missing.push('Who receives the truck');
  const roles = new Set(signatures.map((s) => s.role));
  if (!roles.has('driver')) missing.push('Your signature');
  if (customerNotAvailable) {
    if (!kinds.has('keys')) missing.push('A photo of the keys (nobody is there to sign)');
    if (!kinds.has('left_at')) missing.push('A photo of where the truck was left');
  } else if (!roles.has(partyRole(report.stage)))
    missing.push(report.stage === 'pickup' ? "The releasing party's signature" : "The receiver's signature");
  return missing;
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
    remoteStatus: report.remoteStatus,
    submittedAt: report.submittedAt?.toISOString() ?? null,
    missing: report.submittedAt ? [] : missingFor(parts, vehicleType),
  };
}
