import { INSPECTION_MESSAGES, RECIPIENT_NAME_MIN } from '@core/contracts/dispatch';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatNumber } from '@core/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { useJobPhotos, useRecordDelivery } from '@web/features/dispatch';
import { errorMessage } from '@web/lib/queryClient';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { deliveryReadiness } from '../inspection';
import { PhotoSet } from './PhotoSet';
import { StepSubmit } from './StepSubmit';

/** In progress, at the destination: four after-photos, odometer and who received the truck. */
export function DeliverySection({ job }: { job: RecoveryRequest }) {
  const photos = useJobPhotos(job.id);
  const record = useRecordDelivery(job.id, () =>
    toast({
      title: 'Delivery recorded',
      description: 'The client now confirms the delivery; your second 50% payout follows.',
    }),
  );
  // The server keeps the pre-trip record, so the hint is the same on any phone.
  const pickupOdometer = job.pretrip?.odometer ?? null;
  const [odometer, setOdometer] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [touched, setTouched] = useState({ odometer: false, name: false });
  const readiness = deliveryReadiness(photos.data ?? [], odometer, recipientName, pickupOdometer);

  const submit = () => {
    if (!readiness.ready || !readiness.odometer.ok) return;
    record.mutate({ odometer: readiness.odometer.value, recipientName: readiness.recipientName });
  };

  const odometerError =
    touched.odometer && !readiness.odometer.ok ? (readiness.odometer.error ?? undefined) : undefined;

  return (
    <section aria-labelledby="delivery-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="delivery-title" className="text-xl font-bold text-slate-900">
          Delivery
        </h2>
        <p className="text-sm text-slate-600">
          At the destination, photograph all four sides again, read the odometer and note who received the
          truck.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>After-photos</CardTitle>
          <CardDescription>Front, rear, driver side and passenger side are required.</CardDescription>
        </CardHeader>
        <CardContent>
          <PhotoSet jobId={job.id} stage="after" photos={photos} />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-4 pt-4">
          <TextField
            label="Odometer at delivery (miles)"
            inputMode="numeric"
            autoComplete="off"
            className="h-12 text-lg"
            value={odometer}
            onChange={(e) => setOdometer(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, odometer: true }))}
            error={odometerError}
            hint={
              pickupOdometer !== null
                ? `At pickup: ${formatNumber(pickupOdometer)} miles. The reading cannot be lower.`
                : 'Whole miles; it cannot be lower than the reading at pickup.'
            }
          />
          <TextField
            label="Recipient name"
            autoComplete="off"
            autoCapitalize="words"
            className="h-12 text-lg"
            value={recipientName}
            onChange={(e) => setRecipientName(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, name: true }))}
            error={
              touched.name && readiness.recipientName.length < RECIPIENT_NAME_MIN
                ? INSPECTION_MESSAGES.recipientRequired
                : undefined
            }
            hint="The person who takes the keys at the destination."
          />
        </CardContent>
      </Card>

      <StepSubmit
        remaining={readiness.ready ? [] : readiness.remaining}
        remainingLabel="Still to do before delivery"
        error={record.isError ? errorMessage(record.error) : null}
        pending={record.isPending}
        icon={<PackageCheck aria-hidden="true" className="h-5 w-5" />}
        onSubmit={submit}
      >
        Record delivery
      </StepSubmit>
    </section>
  );
}
