import { claimKindLabels, claimKinds } from '@core/claims';
import { type OpenClaimBody, openClaimForm } from '@core/contracts/claims';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorAlert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useRecoveryRequests } from '@web/features/jobs';
import { useAppForm } from '@web/lib/forms';
import { useId } from 'react';
import type { z } from 'zod';
import { useOpenClaim } from '../api';

/**
 * A claim on a delivered move (within 15 days): what it is about, how much, what happened. The move's
 * condition reports are attached by themselves.
 */
export function OpenClaimForm({ jobId, onOpened }: { jobId?: string; onOpened: (id: string) => void }) {
  const jobs = useRecoveryRequests();
  const open = useOpenClaim();
  const ids = { job: useId(), kind: useId() };
  const moves = (jobs.data ?? []).filter(
    (j) => j.status === 'delivered' || j.status === 'completed' || j.paymentStatus !== 'unpaid',
  );
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof openClaimForm>,
    z.output<typeof openClaimForm>
  >({
    resolver: zodResolver(openClaimForm),
    defaultValues: { jobId: jobId ?? '', kind: 'damage', amount: '', description: '' },
    fields: ['jobId', 'kind', 'amount', 'description'],
    fieldFor: { amountCents: 'amount' },
    send: async (v) => {
      const body: OpenClaimBody = {
        jobId: v.jobId,
        kind: v.kind,
        amountCents: v.amount,
        description: v.description,
      };
      const claim = await open.mutateAsync(body);
      form.reset();
      onOpened(claim.id);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Open a claim</CardTitle>
        <CardDescription>
          Within 15 days of delivery. The move's condition reports, with their marks and photos, are attached
          to it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Open a claim">
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <div className="grid gap-1">
            <Label htmlFor={ids.job}>Move</Label>
            <NativeSelect id={ids.job} aria-invalid={errors.jobId ? true : undefined} {...register('jobId')}>
              <option value="">Choose a move</option>
              {moves.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.jobNumber}: {j.pickupLocation} → {j.destinationLocation}
                </option>
              ))}
            </NativeSelect>
            {errors.jobId ? <p className="text-sm text-red-600">{errors.jobId.message}</p> : null}
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.kind}>About</Label>
            <NativeSelect id={ids.kind} {...register('kind')}>
              {claimKinds.map((k) => (
                <option key={k} value={k}>
                  {claimKindLabels[k]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <TextField
            label="Amount claimed (USD)"
            inputMode="decimal"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <TextAreaField
            label="What happened"
            rows={4}
            error={errors.description?.message}
            {...register('description')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel="Opening…">
            Open claim
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
