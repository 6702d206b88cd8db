import type { RecoveryRequest } from '@core/contracts/jobs';
import { type EquipmentKey, type FuelLevel, partyRoleOf, reportMissing } from '@core/inspections';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useConditionReports } from '../api';
import { useOnline, useOutbox } from '../useOutbox';
import { type Stage, usePendingPreviews } from './capture';
import { mergeReport } from './condition-report/merge';

/**
 * Each section of the report is its own module, loaded when the report opens (in parallel, not with the
 * driver's pages): the diagram, the signature pad and the forms are code a phone only needs at a yard.
 */
function section<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const VehicleSection = section(async () => (await import('./VehicleSection')).VehicleSection);
const OutboxStatus = section(async () => (await import('./condition-report/OutboxStatus')).OutboxStatus);
const EquipmentSection = section(
  async () => (await import('./condition-report/EquipmentSection')).EquipmentSection,
);
const PhotosSection = section(async () => (await import('./condition-report/PhotosSection')).PhotosSection);
const DamageSection = section(async () => (await import('./condition-report/DamageSection')).DamageSection);
const SignaturesSection = section(
  async () => (await import('./condition-report/SignaturesSection')).SignaturesSection,
);
const SubmitSection = section(async () => (await import('./condition-report/SubmitSection')).SubmitSection);

/** A section while its code loads: a block of about its height, so the sections below do not jump. */
function Loading({ children, height }: { children: ReactNode; height: string }) {
  return (
    <Suspense fallback={<Skeleton aria-hidden="true" className={`${height} rounded-2xl`} />}>
      {children}
    </Suspense>
  );
}

/**
 * The condition report of one end of the trip, on the driver's phone: the truck's identity, the
 * equipment check, the photos, damage on the diagram, the signatures, then the submission. Everything is
 * kept on the phone first and uploads by itself, so a yard without signal loses nothing.
 */
export function ConditionReportStep({
  job,
  stage,
  driverName,
}: {
  job: RecoveryRequest;
  stage: Stage;
  driverName: string;
}) {
  const { t } = useLingui();
  const reports = useConditionReports(job.id);
  const { entries, loaded } = useOutbox(job.id);
  const online = useOnline();
  const [notAvailable, setNotAvailable] = useState(false);
  const [refusedReason, setRefusedReason] = useState<string | null>(null);
  const previews = usePendingPreviews(entries);
  const local = useMemo(
    () => mergeReport(reports.data?.[stage] ?? null, entries, stage, previews),
    [reports.data, entries, stage, previews],
  );
  if (reports.isPending || !loaded) return <Skeleton className="h-96 rounded-2xl" />;
  // A refetch that failed for want of signal keeps what was loaded: the driver goes on with it.
  if (reports.isError && !reports.data && entries.length === 0)
    return (
      <ErrorAlert>
        <Trans>Could not load the report. It will load when the network is back.</Trans>
      </ErrorAlert>
    );
  const pickupMarks = stage === 'delivery' ? (reports.data?.pickup?.marks ?? []) : [];
  const customerNotAvailable = local.customerNotAvailable || notAvailable;
  const kinds = new Set(local.photos.map((p) => p.kind));
  const carried = stage === 'delivery' ? reports.data?.pickup : null;
  const missing = reportMissing(
    {
      stage,
      // At delivery the server starts the report from the pickup's truck facts.
      vin: (local.details.vin as string) ?? carried?.vin ?? null,
      plate: (local.details.plate as string) ?? carried?.plate ?? null,
      make: (local.details.make as string) ?? carried?.make ?? null,
      model: (local.details.model as string) ?? carried?.model ?? null,
      odometer: (local.details.odometer as number | null | undefined) ?? null,
      fuelLevel: (local.details.fuelLevel as FuelLevel) ?? null,
      equipment: local.equipment as Partial<
        Record<EquipmentKey, { ok: boolean; photoClientId: string | null }>
      >,
      receiverName: (local.details.receiverName as string) ?? null,
      photoKinds: kinds,
      signatureRoles: local.roles,
      customerNotAvailable,
      partyRefused: refusedReason !== null,
    },
    job.vehicleType,
  );
  const title = stage === 'pickup' ? t`Pickup report` : t`Delivery report`;
  return (
    <section aria-label={title} className="grid gap-4">
      <Suspense fallback={null}>
        <OutboxStatus entries={entries} online={online} />
      </Suspense>
      <Loading height="h-64">
        <VehicleSection job={job} stage={stage} details={local.details} pickup={carried} />
      </Loading>
      <Loading height="h-96">
        <EquipmentSection job={job} stage={stage} equipment={local.equipment} />
      </Loading>
      <Loading height="h-64">
        <PhotosSection
          job={job}
          stage={stage}
          photos={local.photos}
          customerNotAvailable={customerNotAvailable}
        />
      </Loading>
      <Loading height="h-96">
        <DamageSection
          job={job}
          stage={stage}
          marks={local.marks}
          pickupMarks={pickupMarks}
          photos={local.photos}
        />
      </Loading>
      <Loading height="h-96">
        <SignaturesSection
          job={job}
          stage={stage}
          roles={local.roles}
          driverName={driverName}
          customerNotAvailable={customerNotAvailable}
          newDamage={
            local.marks.filter((m) => m.comparedToPickup === 'new' || m.comparedToPickup === 'worse').length
          }
          receiverName={(local.details.receiverName as string) ?? ''}
        />
      </Loading>
      <Loading height="h-40">
        <SubmitSection
          job={job}
          stage={stage}
          missing={missing}
          submitting={local.submitting}
          online={online}
          canSkipParty={!local.roles.has(partyRoleOf(stage))}
          notAvailable={customerNotAvailable}
          onNotAvailable={(value) => {
            setNotAvailable(value);
            if (value) setRefusedReason(null);
          }}
          refusedReason={refusedReason}
          onRefusedReason={(reason) => {
            setRefusedReason(reason);
            if (reason !== null) setNotAvailable(false);
          }}
        />
      </Loading>
    </section>
  );
}
