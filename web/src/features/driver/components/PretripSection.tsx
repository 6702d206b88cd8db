import { type ChecklistValue, pretripItems } from '@core/contracts/dispatch';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { useCompletePretrip, useJobPhotos } from '@web/features/dispatch';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { ClipboardCheck, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { type Checklist, checklistBody, pretripReadiness } from '../inspection';
import { payoutLines } from '../jobs';
import { PhotoSet } from './PhotoSet';
import { StepSubmit } from './StepSubmit';

function ChecklistRow({
  item,
  value,
  onChange,
}: {
  item: (typeof pretripItems)[number];
  value: ChecklistValue | undefined;
  onChange: (value: ChecklistValue | undefined) => void;
}) {
  const id = useId();
  return (
    <li
      className={cn(
        'grid rounded-xl border-2 transition-colors',
        value ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200 bg-white',
      )}
    >
      <label htmlFor={id} className="flex min-h-14 cursor-pointer items-center gap-3 px-3 py-2">
        <input
          id={id}
          type="checkbox"
          className="h-6 w-6 shrink-0 cursor-pointer rounded accent-emerald-600"
          checked={value === 'ok'}
          onChange={(e) => onChange(e.target.checked ? 'ok' : undefined)}
        />
        <span className="text-base text-slate-900">{item.label}</span>
      </label>
      {item.optional ? (
        <label
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 border-t px-3 py-2 text-sm font-medium text-slate-700',
            value ? 'border-emerald-200' : 'border-slate-200',
          )}
        >
          <input
            type="checkbox"
            className="h-6 w-6 shrink-0 cursor-pointer rounded accent-slate-600"
            checked={value === 'na'}
            aria-label={`Not present: ${item.label}`}
            onChange={(e) => onChange(e.target.checked ? 'na' : undefined)}
          />
          <span aria-hidden="true">Not present on this vehicle</span>
        </label>
      ) : null}
    </li>
  );
}

/** Accepted: checklist, four before-photos and the odometer, then the trip starts (payout 1). */
export function PretripSection({ job }: { job: RecoveryRequest }) {
  const photos = useJobPhotos(job.id);
  const complete = useCompletePretrip(job.id, (started) => {
    const pay = started.driverPayCents ?? job.driverPayCents;
    toast({
      title: 'Trip started',
      description:
        pay === null
          ? 'Pre-trip complete. Your first 50% payout was released.'
          : `Pre-trip complete. Your first 50% payout (${payoutLines(pay).first}) was released.`,
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  });
  const [checklist, setChecklist] = useState<Checklist>({});
  const [odometer, setOdometer] = useState('');
  const [odometerTouched, setOdometerTouched] = useState(false);
  const readiness = pretripReadiness(checklist, photos.data ?? [], odometer);
  const done = pretripItems.length - readiness.unchecked.length;

  const submit = () => {
    if (!readiness.ready || !readiness.odometer.ok) return;
    const reading = readiness.odometer.value;
    complete.mutate({ checklist: checklistBody(checklist), odometer: reading });
  };

  return (
    <section aria-labelledby="pretrip-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="pretrip-title" className="text-xl font-bold text-slate-900">
          Pre-trip inspection
        </h2>
        <p className="text-sm text-slate-600">
          Check the truck, photograph all four sides and read the odometer before you drive. Your first 50%
          payout is released when you start the trip.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ClipboardCheck aria-hidden="true" className="h-5 w-5 text-brand-600" />
            Checklist
          </CardTitle>
          <CardDescription aria-live="polite">
            {done} of {pretripItems.length} checked
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {pretripItems.map((item) => (
              <ChecklistRow
                key={item.key}
                item={item}
                value={checklist[item.key]}
                onChange={(value) => setChecklist((c) => ({ ...c, [item.key]: value }))}
              />
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Before-photos</CardTitle>
          <CardDescription>
            Front, rear, driver side and passenger side are required. Tap a box to open the camera.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PhotoSet jobId={job.id} stage="before" photos={photos} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Odometer</CardTitle>
        </CardHeader>
        <CardContent>
          <TextField
            label="Odometer reading (miles)"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            className="h-12 text-lg"
            value={odometer}
            onChange={(e) => setOdometer(e.target.value)}
            onBlur={() => setOdometerTouched(true)}
            error={
              odometerTouched && !readiness.odometer.ok ? (readiness.odometer.error ?? undefined) : undefined
            }
            hint="Whole miles, as shown on the dashboard."
          />
        </CardContent>
      </Card>

      <StepSubmit
        remaining={readiness.ready ? [] : readiness.remaining}
        remainingLabel="Still to do"
        error={complete.isError ? errorMessage(complete.error) : null}
        pending={complete.isPending}
        icon={<Play aria-hidden="true" className="h-5 w-5" />}
        onSubmit={submit}
      >
        Complete pre-trip &amp; start trip
      </StepSubmit>
    </section>
  );
}
