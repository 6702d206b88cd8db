import type { ConditionReport } from '@core/contracts/inspections';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatNumber } from '@core/format';
import {
  type ConditionPhotoKind,
  conditionPhotoLabels,
  type DiagramView,
  damageTypeLabels,
  diagramViewLabels,
  fuelLevelLabels,
} from '@core/inspections';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/time';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useConditionReports } from '../api';
import { type DiagramMark, VehicleDiagram } from './VehicleDiagram';

const roleLabel = { releasing: 'Released by', receiving: 'Received by', driver: 'Driver' } as const;

/** One report, read-only: the truck, damage on the diagram (new damage highlighted), photos, signatures. */
export function ReportView({
  report,
  vehicleType,
  pickupMarks = [],
}: {
  report: ConditionReport;
  vehicleType: RecoveryRequest['vehicleType'];
  pickupMarks?: ConditionReport['marks'];
}) {
  const [view, setView] = useState<DiagramView>(report.marks[0]?.view ?? 'left');
  const marks: DiagramMark[] = [
    ...pickupMarks.map((m) => ({ ...m, id: `pickup-${m.id}`, tone: 'pickup' as const })),
    ...report.marks.map((m) => ({
      ...m,
      tone: report.stage === 'delivery' ? (m.comparedToPickup ?? 'known') : ('known' as const),
    })),
  ];
  const fresh = report.marks.filter((m) => m.comparedToPickup === 'new' || m.comparedToPickup === 'worse');
  const failed = Object.entries(report.equipment).filter(([, r]) => !r.ok);
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        <dt className="text-slate-500">VIN</dt>
        <dd className="font-mono">{report.vin ?? '—'}</dd>
        <dt className="text-slate-500">Plate</dt>
        <dd>{report.plate ?? '—'}</dd>
        <dt className="text-slate-500">Odometer</dt>
        <dd>{report.odometer === null ? '—' : `${formatNumber(report.odometer)} mi`}</dd>
        <dt className="text-slate-500">Fuel</dt>
        <dd>{report.fuelLevel ? fuelLevelLabels[report.fuelLevel] : '—'}</dd>
      </dl>
      <p>
        {failed.length === 0
          ? 'Equipment: every item in good working order.'
          : `Equipment failed: ${failed.map(([k, r]) => `${k} (${r.note ?? ''})`).join('; ')}`}
      </p>
      {fresh.length > 0 ? (
        <p className="rounded-xl bg-red-50 p-2 font-medium text-red-800">
          {fresh.length} damage {fresh.length === 1 ? 'mark is' : 'marks are'} new or worse since pickup.
        </p>
      ) : null}
      <VehicleDiagram vehicleType={vehicleType} view={view} onView={setView} marks={marks} />
      {report.marks.length > 0 ? (
        <ul className="grid gap-1" aria-label={`Damage at ${report.stage}`}>
          {report.marks.map((m) => (
            <li key={m.id}>
              {diagramViewLabels[m.view]}: {damageTypeLabels[m.type].toLowerCase()}, {m.severity}
              {m.note ? ` (${m.note})` : ''}{' '}
              {m.comparedToPickup === 'new' ? <Badge tone="danger">New since pickup</Badge> : null}
              {m.comparedToPickup === 'worse' ? <Badge tone="warning">Worse than at pickup</Badge> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No damage marked.</p>
      )}
      {report.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-1" aria-label={`Photos at ${report.stage}`}>
          {report.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.url}
                  alt={`${conditionPhotoLabels[p.kind as ConditionPhotoKind] ?? p.kind}, ${formatDateTime(p.takenAt)}`}
                  className="aspect-square w-full rounded-lg object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="grid gap-2" aria-label={`Signatures at ${report.stage}`}>
        {report.signatures.map((s) => (
          <li key={s.role} className="grid grid-cols-[8rem_1fr] items-center gap-2">
            <svg
              viewBox="0 0 300 100"
              role="img"
              aria-label={`Signature of ${s.signerName}`}
              className="rounded border border-slate-200 bg-white"
            >
              <path d={s.strokes} fill="none" stroke="#0f172a" strokeWidth="2.5" />
            </svg>
            <span>
              {roleLabel[s.role]}: <strong>{s.signerName}</strong>
              <span className="block text-xs text-slate-500">
                {formatDateTime(s.signedAt)}
                {s.remote ? ', from the link' : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {report.partyRefusedReason ? (
        <p className="rounded-xl bg-red-50 p-2 text-red-800">
          The other party refused to sign: {report.partyRefusedReason}
        </p>
      ) : null}
      {report.customerNotAvailable ? (
        <p className="text-slate-700">
          Nobody was there to sign: remote signature {report.remoteStatus ?? 'waiting'}.
        </p>
      ) : null}
    </div>
  );
}

/** What the record holds so far: a report counts as signed once submitted (its signatures are its submission). */
function recordLine(pickup: ConditionReport | null, delivery: ConditionReport | null): string {
  const atPickup = pickup?.status === 'submitted';
  const atDelivery = delivery?.status === 'submitted';
  if (atPickup && atDelivery) return 'Recorded and signed at pickup and at delivery.';
  if (atPickup) return 'Recorded and signed at pickup; the delivery is recorded when the truck arrives.';
  return 'Being recorded at pickup.';
}

/** The job's signed record (tracking, the driver's finished job): both reports and the bill of lading. */
export function ConditionRecord({ job }: { job: RecoveryRequest }) {
  const reports = useConditionReports(job.id);
  if (reports.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (reports.isError)
    return <QueryErrorRetry query={reports} prefix="Could not load the condition reports" />;
  const { pickup, delivery, bolUrl } = reports.data;
  if (!pickup && !delivery) return null;
  return (
    <Card role="region" aria-labelledby="condition-record-title">
      <CardHeader>
        <CardTitle id="condition-record-title">Condition of the truck</CardTitle>
        <CardDescription>{recordLine(pickup, delivery)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {bolUrl ? (
          <a href={bolUrl} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'md')}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            Bill of lading (PDF)
          </a>
        ) : null}
        {pickup?.status === 'submitted' ? (
          <section aria-label="At pickup" className="grid gap-2">
            <h3 className="font-semibold text-slate-900">At pickup</h3>
            <ReportView report={pickup} vehicleType={job.vehicleType} />
          </section>
        ) : null}
        {delivery?.status === 'submitted' ? (
          <section aria-label="At delivery" className="grid gap-2">
            <h3 className="font-semibold text-slate-900">At delivery</h3>
            <ReportView report={delivery} vehicleType={job.vehicleType} pickupMarks={pickup?.marks ?? []} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
