import { CLAIM_WINDOW_DAYS, claimBlocker, claimKinds } from '@core/claims';
import { type OpenClaimBody, openClaimForm } from '@core/contracts/claims';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useRecoveryRequests } from '@web/features/jobs';
import { useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { uploadFile } from '@web/lib/upload';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { claimContract, useOpenClaim } from '../api';
import { claimKindText } from '../labels';

/**
 * A claim on a delivered move (within 15 days): what it is about, how much, what happened, and photos
 * of it. The move's condition reports are attached by themselves. `jobId` (from "Open a claim" on a
 * move) preselects the move when a claim can be opened on it, and says why not otherwise.
 */
export function OpenClaimForm({ jobId, onOpened }: { jobId?: string; onOpened: (id: string) => void }) {
  const { t } = useLingui();
  const jobs = useRecoveryRequests();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Open a claim</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Within 15 days of delivery. The move's condition reports, with their marks and photos, are
            attached to it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <Skeleton className="h-48 rounded-xl" />
        ) : jobs.isError ? (
          <QueryErrorRetry query={jobs} prefix={t`We could not load your moves`} />
        ) : (
          <ClaimForm jobs={jobs.data} jobId={jobId} onOpened={onOpened} />
        )}
      </CardContent>
    </Card>
  );
}

function ClaimForm({
  jobs,
  jobId,
  onOpened,
}: {
  jobs: RecoveryRequest[];
  jobId?: string;
  onOpened: (id: string) => void;
}) {
  const { t } = useLingui();
  const open = useOpenClaim();
  const ids = { job: useId(), kind: useId() };
  const [photos, setPhotos] = useState<File[]>([]);
  const now = Date.now();
  const named = jobId ? jobs.find((j) => j.id === jobId) : undefined;
  const namedBlocker = named ? claimBlocker(named, 'damage', now) : null;
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof openClaimForm>,
    z.output<typeof openClaimForm>
  >({
    resolver: zodResolver(openClaimForm),
    defaultValues: {
      jobId: named && !namedBlocker ? named.id : '',
      kind: 'damage',
      amount: '',
      description: '',
    },
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
      // The claim is open; its photos follow it, one by one (a failed one can be added on the claim).
      let failed = 0;
      for (const file of photos)
        await uploadFile(`/api/claims/${encodeURIComponent(claim.id)}/photos`, file, claimContract).catch(
          (err: unknown) => {
            failed += 1;
            toast({ title: t`Photo not added`, description: errorMessage(err), variant: 'destructive' });
          },
        );
      form.reset({ jobId: '', kind: 'damage', amount: '', description: '' });
      setPhotos([]);
      if (failed > 0)
        toast({
          title: plural(failed, {
            one: 'Claim opened; # photo(s) to add again on the claim.',
            other: 'Claim opened; # photo(s) to add again on the claim.',
          }),
        });
      onOpened(claim.id);
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const kind = watch('kind');
  // Only the moves a claim of this kind can be opened on now (the server's rule, from core).
  const moves = jobs.filter((j) => claimBlocker(j, kind, now) === null);
  const days = CLAIM_WINDOW_DAYS;
  // core's rule, in the person's language (the move is named for a damage claim: never a billing one).
  const blockerText =
    namedBlocker?.code === 'not_delivered'
      ? t`A claim about the move is opened once the truck is delivered.`
      : t`Claims are opened within ${days} days of delivery; this window has closed.`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t`Open a claim`}>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      {named && namedBlocker ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {named.jobNumber}: {blockerText}
        </p>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={ids.job}>
          <Trans>Move</Trans>
        </Label>
        <NativeSelect id={ids.job} aria-invalid={errors.jobId ? true : undefined} {...register('jobId')}>
          <option value="">{moves.length === 0 ? t`No move open to a claim` : t`Choose a move`}</option>
          {moves.map((j) => (
            <option key={j.id} value={j.id}>
              {j.jobNumber}: {j.pickupLocation} → {j.destinationLocation}
            </option>
          ))}
        </NativeSelect>
        {errors.jobId ? <p className="text-sm text-red-600">{errors.jobId.message}</p> : null}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={ids.kind}>
          <Trans>About</Trans>
        </Label>
        <NativeSelect id={ids.kind} {...register('kind')}>
          {claimKinds.map((k) => (
            <option key={k} value={k}>
              {t(claimKindText[k])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextField
        label={t`Amount claimed (USD)`}
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextAreaField
        label={t`What happened`}
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <PhotosPicker photos={photos} onAdd={(picked) => setPhotos((p) => [...p, ...picked])} />
      <SubmitButton pending={isSubmitting} pendingLabel={t`Opening…`}>
        <Trans>Open claim</Trans>
      </SubmitButton>
    </form>
  );
}

/** Photos of what the claim is about, sent with it once it is open. */
function PhotosPicker({ photos, onAdd }: { photos: File[]; onAdd: (files: File[]) => void }) {
  const id = useId();
  const names = photos.map((f) => f.name).join(', ');
  const count = photos.length;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>
        <Trans>Photos (optional)</Trans>
      </Label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="text-sm"
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {photos.length > 0 ? (
        <p className="text-xs text-slate-600">
          {plural(count, {
            one: `# photo to send with the claim: ${names}`,
            other: `# photos to send with the claim: ${names}`,
          })}
        </p>
      ) : null}
    </div>
  );
}
