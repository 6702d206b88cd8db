import type { ConditionReport } from '@core/contracts/inspections';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatNumber } from '@core/format';
import type { ConditionPhotoKind, DiagramView } from '@core/inspections';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/time';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useConditionReports } from '../api';
import {
  conditionPhotoMessages,
  damageSeverityLowerMessages,
  damageTypeLowerMessages,
  diagramViewMessages,
  fuelLevelMessages,
} from '../labels';
import { type DiagramMark, VehicleDiagram } from './VehicleDiagram';

const roleLabel = {
  releasing: msg`Released by`,
  receiving: msg`Received by`,
  driver: msg`Driver`,
} as const;

const remoteStatusLabel = {
  waiting: msg`waiting`,
  signed: msg`signed`,
  disputed: msg`disputed`,
} as const;

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
  const { t } = useLingui();
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
  const stage = report.stage === 'pickup' ? t`pickup` : t`delivery`;
  // The failed items by their key and the driver's note, as the report records them.
  const failures = failed.map(([k, r]) => `${k} (${r.note ?? ''})`).join('; ');
  const freshCount = fresh.length;
  const odometer = report.odometer === null ? null : formatNumber(report.odometer);
  const refusedReason = report.partyRefusedReason;
  const remoteStatus = t(remoteStatusLabel[report.remoteStatus ?? 'waiting']);
  const signatureOf = (name: string) => t`Signature of ${name}`;
  const photoKind = (kind: string) => {
    const label = conditionPhotoMessages[kind as ConditionPhotoKind];
    return label ? t(label) : kind;
  };
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        <dt className="text-slate-500">
          <Trans>VIN</Trans>
        </dt>
        <dd className="font-mono">{report.vin ?? '—'}</dd>
        <dt className="text-slate-500">
          <Trans>Plate</Trans>
        </dt>
        <dd>{report.plate ?? '—'}</dd>
        <dt className="text-slate-500">
          <Trans>Odometer</Trans>
        </dt>
        <dd>{odometer === null ? '—' : <Trans>{odometer} mi</Trans>}</dd>
        <dt className="text-slate-500">
          <Trans>Fuel</Trans>
        </dt>
        <dd>{report.fuelLevel ? t(fuelLevelMessages[report.fuelLevel]) : '—'}</dd>
      </dl>
      <p>
        {failed.length === 0 ? (
          <Trans>Equipment: every item in good working order.</Trans>
        ) : (
          <Trans>Equipment failed: {failures}</Trans>
        )}
      </p>
      {fresh.length > 0 ? (
        <p className="rounded-xl bg-red-50 p-2 font-medium text-red-800">
          <Plural
            value={freshCount}
            one="# damage mark is new or worse since pickup."
            other="# damage marks are new or worse since pickup."
          />
        </p>
      ) : null}
      <VehicleDiagram vehicleType={vehicleType} view={view} onView={setView} marks={marks} />
      {report.marks.length > 0 ? (
        <ul className="grid gap-1" aria-label={t`Damage at ${stage}`}>
          {report.marks.map((m) => (
            <li key={m.id}>
              {t(diagramViewMessages[m.view])}: {t(damageTypeLowerMessages[m.type])},{' '}
              {t(damageSeverityLowerMessages[m.severity])}
              {m.note ? <span translate="no">{` (${m.note})`}</span> : null}{' '}
              {m.comparedToPickup === 'new' ? (
                <Badge tone="danger">
                  <Trans>New since pickup</Trans>
                </Badge>
              ) : null}
              {m.comparedToPickup === 'worse' ? (
                <Badge tone="warning">
                  <Trans>Worse than at pickup</Trans>
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">
          <Trans>No damage marked.</Trans>
        </p>
      )}
      {report.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-1" aria-label={t`Photos at ${stage}`}>
          {report.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.url}
                  alt={`${photoKind(p.kind)}, ${formatDateTime(p.takenAt)}`}
                  className="aspect-square w-full rounded-lg object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="grid gap-2" aria-label={t`Signatures at ${stage}`}>
        {report.signatures.map((s) => (
          <li key={s.role} className="grid grid-cols-[8rem_1fr] items-center gap-2">
            <svg
              viewBox="0 0 300 100"
              role="img"
              aria-label={signatureOf(s.signerName)}
              className="rounded border border-slate-200 bg-white"
            >
              <path d={s.strokes} fill="none" stroke="#0f172a" strokeWidth="2.5" />
            </svg>
            <span>
              {t(roleLabel[s.role])}: <strong>{s.signerName}</strong>
              <span className="block text-xs text-slate-500">
                {s.remote ? <SignedFromLink at={formatDateTime(s.signedAt)} /> : formatDateTime(s.signedAt)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {report.partyRefusedReason ? (
        <p className="rounded-xl bg-red-50 p-2 text-red-800">
          <Trans>The other party refused to sign: {refusedReason}</Trans>
        </p>
      ) : null}
      {report.customerNotAvailable ? (
        <p className="text-slate-700">
          <Trans>Nobody was there to sign: remote signature {remoteStatus}.</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** When a remote signer signed: the time, then that it came from the link. */
function SignedFromLink({ at }: { at: string }) {
  return <Trans>{at}, from the link</Trans>;
}

/** What the record holds so far: a report counts as signed once submitted (its signatures are its submission). */
function recordLine(pickup: ConditionReport | null, delivery: ConditionReport | null) {
  const atPickup = pickup?.status === 'submitted';
  const atDelivery = delivery?.status === 'submitted';
  if (atPickup && atDelivery) return msg`Recorded and signed at pickup and at delivery.`;
  if (atPickup) return msg`Recorded and signed at pickup; the delivery is recorded when the truck arrives.`;
  return msg`Being recorded at pickup.`;
}

/** The job's signed record (tracking, the driver's finished job): both reports and the bill of lading. */
export function ConditionRecord({ job }: { job: RecoveryRequest }) {
  const { t } = useLingui();
  const reports = useConditionReports(job.id);
  if (reports.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (reports.isError)
    return <QueryErrorRetry query={reports} prefix={t`Could not load the condition reports`} />;
  const { pickup, delivery, bolUrl } = reports.data;
  if (!pickup && !delivery) return null;
  return (
    <Card role="region" aria-labelledby="condition-record-title">
      <CardHeader>
        <CardTitle id="condition-record-title">
          <Trans>Condition of the truck</Trans>
        </CardTitle>
        <CardDescription>{t(recordLine(pickup, delivery))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {bolUrl ? (
          <a href={bolUrl} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'md')}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            <Trans>Bill of lading (PDF)</Trans>
          </a>
        ) : null}
        {pickup?.status === 'submitted' ? (
          <section aria-label={t`At pickup`} className="grid gap-2">
            <h3 className="font-semibold text-slate-900">
              <Trans>At pickup</Trans>
            </h3>
            <ReportView report={pickup} vehicleType={job.vehicleType} />
          </section>
        ) : null}
        {delivery?.status === 'submitted' ? (
          <section aria-label={t`At delivery`} className="grid gap-2">
            <h3 className="font-semibold text-slate-900">
              <Trans>At delivery</Trans>
            </h3>
            <ReportView report={delivery} vehicleType={job.vehicleType} pickupMarks={pickup?.marks ?? []} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
