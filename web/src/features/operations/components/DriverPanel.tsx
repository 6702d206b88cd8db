import { type AdminDriver, penaltyForm, suspensionForm } from '@core/contracts/operations';
import { formatUsd } from '@core/money';
import { penaltyKindLabels, penaltyKinds } from '@core/operations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { formatDate, formatDateTime } from '@web/lib/time';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { adminDriverQuery, usePenalty, useReinstate, useSuspend, useWarning } from '../api';
import { NoteDialog } from './NoteDialog';

/** The driver panel (/admin?driver=…): their standing, penalties, active jobs, and the policy's actions. */
export function DriverPanel(props: {
  id: string | null;
  onClose: () => void;
  onOpenJob: (id: string) => void;
}) {
  return (
    <Dialog open={props.id !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="sm:max-w-lg" aria-describedby={undefined}>
        {props.id ? <DriverPanelBody id={props.id} onOpenJob={props.onOpenJob} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DriverPanelBody({ id, onOpenJob }: { id: string; onOpenJob: (id: string) => void }) {
  const driver = useQuery(adminDriverQuery(id));
  if (driver.isPending)
    return (
      <>
        <DialogTitle>Loading the driver…</DialogTitle>
        <Skeleton className="h-48 rounded-2xl" />
      </>
    );
  if (driver.isError)
    return (
      <>
        <DialogTitle>Driver</DialogTitle>
        <QueryErrorRetry query={driver} prefix="We could not load the driver" />
      </>
    );
  const d = driver.data;
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {d.name}
          {d.suspension ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
        </DialogTitle>
        <DialogDescription>
          {d.email} · Class {d.licenseClass ?? '?'} · {d.verificationStatus} ·{' '}
          {d.dutyStatus.replace('_', ' ')} ·{' '}
          {d.rating ? `${d.rating.average.toFixed(1)} ★ (${d.rating.count})` : 'new driver'}
        </DialogDescription>
      </DialogHeader>
      {d.suspension ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
          Suspended {d.suspension.endsAt ? `until ${formatDateTime(d.suspension.endsAt)}` : 'permanently'}:{' '}
          {d.suspension.reason}
        </p>
      ) : null}
      <DriverActions driver={d} />
      {d.activeJobs.length > 0 ? (
        <p className="text-sm text-slate-700">
          Active:{' '}
          {d.activeJobs.map((j, i) => (
            <span key={j.id}>
              {i > 0 ? ', ' : ''}
              <button
                type="button"
                onClick={() => onOpenJob(j.id)}
                className="text-brand-700 hover:underline"
              >
                {j.number}
              </button>
            </span>
          ))}
        </p>
      ) : null}
      <section aria-label="Penalties" className="grid gap-1 text-sm">
        <h3 className="font-semibold text-slate-900">Penalties</h3>
        {d.penalties.length === 0 ? <p className="text-slate-600">None.</p> : null}
        {d.penalties.map((p) => (
          <p key={p.id}>
            {formatDate(p.createdAt)} · {penaltyKindLabels[p.kind]} {formatUsd(p.amountCents)} (
            {formatUsd(p.recoveredCents)} recovered): {p.reason}
          </p>
        ))}
      </section>
    </div>
  );
}

type Open = 'suspend' | 'reinstate' | 'penalty' | 'warning' | null;

function DriverActions({ driver }: { driver: AdminDriver }) {
  const [open, setOpen] = useState<Open>(null);
  const reinstate = useReinstate();
  const warn = useWarning();
  const close = (o: boolean) => (o ? undefined : setOpen(null));
  const done = (message: string) => toast({ title: 'Done', description: message });
  return (
    <div className="flex flex-wrap gap-2">
      {driver.suspension ? (
        <Button variant="outline" onClick={() => setOpen('reinstate')}>
          Reinstate
        </Button>
      ) : null}
      <Button variant={driver.suspension ? 'outline' : 'destructive'} onClick={() => setOpen('suspend')}>
        {driver.suspension ? 'Change suspension' : 'Suspend'}
      </Button>
      <Button variant="outline" onClick={() => setOpen('penalty')}>
        Penalty
      </Button>
      <Button variant="ghost" onClick={() => setOpen('warning')}>
        Warning
      </Button>
      <SuspendDialog driver={driver} open={open === 'suspend'} onOpenChange={close} />
      <PenaltyDialog driver={driver} open={open === 'penalty'} onOpenChange={close} />
      <NoteDialog
        open={open === 'reinstate'}
        onOpenChange={close}
        title={`Reinstate ${driver.name}`}
        description="The suspension ends now; the driver is told."
        label="Why"
        submit="Reinstate"
        send={async (reason) => done((await reinstate.mutateAsync({ id: driver.id, reason })).message)}
      />
      <NoteDialog
        open={open === 'warning'}
        onOpenChange={close}
        title={`Warn ${driver.name}`}
        description="The driver reads this warning; it is kept in the audit log."
        label="Warning"
        submit="Send warning"
        send={async (reason) => done((await warn.mutateAsync({ id: driver.id, reason })).message)}
      />
    </div>
  );
}

const lengths = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'permanent', label: 'Permanently' },
] as const;

function SuspendDialog({
  driver,
  open,
  onOpenChange,
}: {
  driver: AdminDriver;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const suspend = useSuspend();
  const policyId = useId();
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof suspensionForm>,
    z.output<typeof suspensionForm>
  >({
    resolver: zodResolver(suspensionForm),
    defaultValues: { length: '30', policy: 'no_show', reason: '' },
    fields: ['length', 'reason'],
    fieldFor: { days: 'length' },
    send: async (v) => {
      const days = v.length === 'permanent' ? null : (Number(v.length) as 30 | 90);
      const answer = await suspend.mutateAsync({
        id: driver.id,
        body: { days, policy: v.policy, reason: v.reason },
      });
      toast({ title: 'Suspended', description: answer.message });
      onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suspend {driver.name}</DialogTitle>
          <DialogDescription>
            The driver policy: a missed transportation is 30 days; violations 90 days or permanently. The
            driver sees why and until when, and no open jobs meanwhile.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <fieldset className="grid grid-cols-3 gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">How long</legend>
            {lengths.map((l) => (
              <label
                key={l.value}
                className="flex items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm"
              >
                <input type="radio" value={l.value} {...register('length')} />
                {l.label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor={policyId}>Policy</Label>
            <NativeSelect id={policyId} {...register('policy')}>
              <option value="no_show">Missed transportation</option>
              <option value="violation">Violation</option>
              <option value="other">Other</option>
            </NativeSelect>
          </div>
          <TextAreaField
            label="Reason (the driver reads it)"
            rows={2}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel="Suspending…" variant="destructive">
            Suspend
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PenaltyDialog({
  driver,
  open,
  onOpenChange,
}: {
  driver: AdminDriver;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const penalty = usePenalty();
  const kindId = useId();
  const { form, formError, onSubmit } = useAppForm<z.input<typeof penaltyForm>, z.output<typeof penaltyForm>>(
    {
      resolver: zodResolver(penaltyForm),
      defaultValues: { amount: '500', kind: 'damage', reason: '' },
      fields: ['amount', 'kind', 'reason'],
      fieldFor: { amountCents: 'amount' },
      send: async (v) => {
        const answer = await penalty.mutateAsync({
          id: driver.id,
          body: { amountCents: v.amount, kind: v.kind, reason: v.reason },
        });
        toast({ title: 'Penalty recorded', description: answer.message });
        onOpenChange(false);
      },
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Penalty for {driver.name}</DialogTitle>
          <DialogDescription>
            Damage or a citation costs $500 under the driver policy. It is kept back from the driver's next
            pay, and they see it with its reason.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <TextField
            label="Amount (USD)"
            inputMode="decimal"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <div className="grid gap-1">
            <Label htmlFor={kindId}>For</Label>
            <NativeSelect id={kindId} {...register('kind')}>
              {penaltyKinds.map((k) => (
                <option key={k} value={k}>
                  {penaltyKindLabels[k]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <TextAreaField
            label="Reason (the driver reads it)"
            rows={2}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel="Recording…">
            Record penalty
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
