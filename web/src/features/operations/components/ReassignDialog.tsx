import { type AdminJob, reassignForm } from '@core/contracts/operations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { useState } from 'react';
import type { z } from 'zod';
import { candidatesQuery, useReassign } from '../api';
import { useDebounced } from '../useDebounced';

const OPEN = 'open';

/**
 * Reassign a job: to a verified driver who fits (licence, hours, not suspended; those who do not are
 * listed with why), or back to the open list first in line. Releasing a driver as a no-show suspends
 * them for 30 days unless the operator waives it with a reason.
 */
export function ReassignDialog({
  job,
  open,
  onOpenChange,
  driverId,
}: {
  job: AdminJob['job'];
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Chosen already (an operator offering from "drivers near this job"). */
  driverId?: string;
}) {
  const number = job.number;
  const holder = job.driver?.name;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Reassign {number}</Trans>
          </DialogTitle>
          <DialogDescription>
            {holder ? (
              <Trans>{holder} has it now. Choose who takes it.</Trans>
            ) : (
              <Trans>Nobody has it now. Choose who takes it.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {open ? <ReassignForm job={job} driverId={driverId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReassignForm({
  job,
  driverId,
  onDone,
}: {
  job: AdminJob['job'];
  driverId?: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const candidates = useQuery({ ...candidatesQuery(job.id, q), placeholderData: (previous) => previous });
  const reassign = useReassign();
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof reassignForm>,
    z.output<typeof reassignForm>
  >({
    resolver: zodResolver(reassignForm),
    defaultValues: { target: driverId ?? '', reason: '', noShow: false, waive: false, waiveReason: '' },
    fields: ['target', 'reason', 'waiveReason'],
    fieldFor: { driverId: 'target', waiveSuspension: 'waiveReason' },
    send: async (v) => {
      const answer = await reassign.mutateAsync({
        id: job.id,
        body: {
          driverId: v.target === OPEN ? null : v.target,
          reason: v.reason,
          noShow: v.noShow,
          ...(v.noShow && v.waive ? { waiveSuspension: v.waiveReason } : {}),
        },
      });
      toast({ title: t`Reassigned`, description: answer.message });
      onDone();
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const noShow = watch('noShow');
  const waive = watch('waive');
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium text-slate-900">
          <Trans>Who takes it</Trans>
        </legend>
        {job.driver ? (
          <label className="flex items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm">
            <input type="radio" value={OPEN} {...register('target')} />
            <Trans>Back to the open list, first in line</Trans>
          </label>
        ) : null}
        <Input
          type="search"
          aria-label={t`Find a driver`}
          placeholder={t`Find a driver by name or e-mail`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {candidates.isPending ? (
          <Skeleton className="h-24 rounded-lg" />
        ) : candidates.isError ? (
          <QueryErrorRetry query={candidates} prefix={t`We could not load the drivers`} />
        ) : candidates.data.drivers.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No other verified driver yet.</Trans>
          </p>
        ) : (
          <div className="grid max-h-56 gap-1 overflow-y-auto">
            {candidates.data.drivers.map((d) => (
              <label
                key={d.id}
                className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  value={d.id}
                  disabled={!d.fits}
                  className="mt-1"
                  {...register('target')}
                />
                <span className="grid">
                  <span className="font-medium text-slate-900">
                    {t`${d.name} · Class ${d.licenseClass ?? '?'}`}
                  </span>
                  <span className="text-xs text-slate-600">
                    {d.fits ? d.dutyStatus.replace('_', ' ') : d.reason}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.target ? <p className="text-sm text-red-600">{errors.target.message}</p> : null}
      </fieldset>
      <TextAreaField label={t`Why`} rows={2} error={errors.reason?.message} {...register('reason')} />
      {job.driver ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1" {...register('noShow')} />
          {t`${job.driver.name} missed this transportation (a no-show: suspended for 30 days)`}
        </label>
      ) : null}
      {noShow ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1" {...register('waive')} />
          <Trans>Waive the suspension</Trans>
        </label>
      ) : null}
      {noShow && waive ? (
        <TextField
          label={t`Why it is waived`}
          error={errors.waiveReason?.message}
          {...register('waiveReason')}
        />
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel={t`Reassigning…`}>
        <Trans>Reassign</Trans>
      </SubmitButton>
    </form>
  );
}
