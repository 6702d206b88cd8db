import { type AdminDriver, penaltyForm, suspensionForm } from '@core/contracts/operations';
import { formatUsd } from '@core/money';
import { penaltyKindLabels, penaltyKinds } from '@core/operations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { formatDate, formatDateTime } from '@web/lib/time';
import { useId, useState } from 'react';
import type { z } from 'zod';
import {
  adminDriverQuery,
  useLiftPayoutFreeze,
  usePenalty,
  useReinstate,
  useResetSecondFactor,
  useSuspend,
  useWarning,
} from '../api';
import { DriverRecord, DriverWhereWhen } from './DriverPanelDetails';
import { FormDialog } from './FormDialog';
import { NoteDialog } from './NoteDialog';
import { PanelBody, PanelDialog } from './PanelDialog';

/**
 * The driver panel (/admin?driver=…): their standing, where and when they work, jobs, documents,
 * ratings, penalties, and the policy's actions.
 */
export function DriverPanel(props: {
  id: string | null;
  onClose: () => void;
  onOpenJob: (id: string) => void;
}) {
  return (
    <PanelDialog open={props.id !== null} onClose={props.onClose} className="sm:max-w-lg">
      {props.id ? <DriverPanelBody id={props.id} onOpenJob={props.onOpenJob} /> : null}
    </PanelDialog>
  );
}

function DriverPanelBody({ id, onOpenJob }: { id: string; onOpenJob: (id: string) => void }) {
  const driver = useQuery(adminDriverQuery(id));
  return (
    <PanelBody query={driver} what="driver">
      {(d) => <DriverPanelView d={d} onOpenJob={onOpenJob} />}
    </PanelBody>
  );
}

function DriverPanelView({ d, onOpenJob }: { d: AdminDriver; onOpenJob: (id: string) => void }) {
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {d.name}
          {d.suspension ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
        </DialogTitle>
        <DialogDescription>
          {d.email} · Class {d.licenseClass ?? '?'} · {d.verificationStatus} ·{' '}
          {d.suspension ? 'suspended' : d.dutyStatus.replace('_', ' ')} ·{' '}
          {d.rating ? `${d.rating.average.toFixed(1)} ★ (${d.rating.count})` : 'new driver'}
        </DialogDescription>
      </DialogHeader>
      {d.suspension ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
          Suspended {d.suspension.endsAt ? `until ${formatDateTime(d.suspension.endsAt)}` : 'permanently'}:{' '}
          {d.suspension.reason}
        </p>
      ) : null}
      {d.payoutHold ? <PayoutHoldNote hold={d.payoutHold} /> : null}
      <DriverActions driver={d} />
      <DriverWhereWhen d={d} />
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
      <DriverRecord d={d} onOpenJob={onOpenJob} />
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

/** Bank payouts waiting after a change of bank, or frozen by the driver's "this wasn't me". */
function PayoutHoldNote({ hold }: { hold: NonNullable<AdminDriver['payoutHold']> }) {
  if (hold.frozenAt)
    return (
      <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
        Bank payouts frozen {formatDateTime(hold.frozenAt)}: the driver said the change of their payout bank
        was not theirs. Check with them before lifting it.
      </p>
    );
  if (!hold.holdUntil) return null;
  return (
    <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
      Payout bank changed{hold.bankChangedAt ? ` ${formatDateTime(hold.bankChangedAt)}` : ''}: bank payouts
      wait until {formatDateTime(hold.holdUntil)}.
    </p>
  );
}

type Open = 'suspend' | 'reinstate' | 'penalty' | 'warning' | 'unfreeze' | 'reset-factor' | null;

function DriverActions({ driver }: { driver: AdminDriver }) {
  const [open, setOpen] = useState<Open>(null);
  const reinstate = useReinstate();
  const warn = useWarning();
  const unfreeze = useLiftPayoutFreeze();
  const resetFactor = useResetSecondFactor();
  const close = (o: boolean) => (o ? undefined : setOpen(null));
  const done = (message: string) => toast({ title: 'Done', description: message });
  return (
    <div className="flex flex-wrap gap-2">
      {driver.suspension ? (
        <Button variant="outline" onClick={() => setOpen('reinstate')}>
          Reinstate
        </Button>
      ) : null}
      {driver.payoutHold?.frozenAt ? (
        <Button variant="outline" onClick={() => setOpen('unfreeze')}>
          Lift freeze
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
      <Button variant="ghost" onClick={() => setOpen('reset-factor')}>
        Reset two-factor
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
        open={open === 'unfreeze'}
        onOpenChange={close}
        title={`Lift the payout freeze of ${driver.name}`}
        description="Bank payouts to the bank now on file resume (once a bank change's wait is over) and the driver is told. Lift it only once the driver has confirmed the change."
        label="Why"
        submit="Lift freeze"
        send={async (reason) => done((await unfreeze.mutateAsync({ id: driver.id, reason })).message)}
      />
      <NoteDialog
        open={open === 'reset-factor'}
        onOpenChange={close}
        title={`Reset two-factor sign-in of ${driver.name}`}
        description="For a driver who lost their phone, passkeys and recovery codes. Check it is them outside Pathway first (a call, their licence): their passkeys, app and codes are removed, they are signed out and told."
        label="How you checked it is them"
        submit="Reset two-factor"
        send={async (reason) => done((await resetFactor.mutateAsync({ id: driver.id, reason })).message)}
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Suspend ${driver.name}`}
      description={
        <>
          The driver policy: a missed transportation is 30 days; violations 90 days or permanently. The driver
          sees why and until when, and no open jobs meanwhile.
        </>
      }
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel="Suspending…"
      submit="Suspend"
      submitVariant="destructive"
    >
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
    </FormDialog>
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Penalty for ${driver.name}`}
      description={
        <>
          Damage or a citation costs $500 under the driver policy. It is kept back from the driver's next pay,
          and they see it with its reason.
        </>
      }
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel="Recording…"
      submit="Record penalty"
    >
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
    </FormDialog>
  );
}
