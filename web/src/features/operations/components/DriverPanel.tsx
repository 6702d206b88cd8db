import { type AdminDriver, penaltyForm, suspensionForm } from '@core/contracts/operations';
import { formatUsd } from '@core/money';
import { penaltyKinds } from '@core/operations';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { penaltyKindMessages } from '../labels';
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
  const { t, i18n } = useLingui();
  const licenseClass = d.licenseClass ?? '?';
  const reason = d.suspension?.reason;
  const until = d.suspension?.endsAt ? formatDateTime(d.suspension.endsAt) : '';
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {d.name}
          {d.suspension ? (
            <Badge tone="danger">
              <Trans>Suspended</Trans>
            </Badge>
          ) : (
            <Badge tone="success">
              <Trans>Active</Trans>
            </Badge>
          )}
        </DialogTitle>
        <DialogDescription>
          {d.email} · {t`Class ${licenseClass}`} · {d.verificationStatus} ·{' '}
          {d.suspension ? t`suspended` : d.dutyStatus.replace('_', ' ')} ·{' '}
          {d.rating ? `${d.rating.average.toFixed(1)} ★ (${d.rating.count})` : t`new driver`}
        </DialogDescription>
      </DialogHeader>
      {d.suspension ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
          {d.suspension.endsAt ? t`Suspended until ${until}: ${reason}` : t`Suspended permanently: ${reason}`}
        </p>
      ) : null}
      {d.payoutHold ? <PayoutHoldNote hold={d.payoutHold} /> : null}
      <DriverActions driver={d} />
      <DriverWhereWhen d={d} />
      {d.activeJobs.length > 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Active:</Trans>{' '}
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
      <section aria-label={t`Penalties`} className="grid gap-1 text-sm">
        <h3 className="font-semibold text-slate-900">
          <Trans>Penalties</Trans>
        </h3>
        {d.penalties.length === 0 ? (
          <p className="text-slate-600">
            <Trans>None.</Trans>
          </p>
        ) : null}
        {d.penalties.map((p) => (
          <p key={p.id}>
            {formatDate(p.createdAt)} ·{' '}
            {t`${i18n._(penaltyKindMessages[p.kind])} ${formatUsd(p.amountCents)} (${formatUsd(p.recoveredCents)} recovered): ${p.reason}`}
          </p>
        ))}
      </section>
    </div>
  );
}

/** Bank payouts waiting after a change of bank, or frozen by the driver's "this wasn't me". */
function PayoutHoldNote({ hold }: { hold: NonNullable<AdminDriver['payoutHold']> }) {
  const { t } = useLingui();
  if (hold.frozenAt) {
    const frozen = formatDateTime(hold.frozenAt);
    return (
      <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
        <Trans>
          Bank payouts frozen {frozen}: the driver said the change of their payout bank was not theirs. Check
          with them before lifting it.
        </Trans>
      </p>
    );
  }
  if (!hold.holdUntil) return null;
  const until = formatDateTime(hold.holdUntil);
  const changed = hold.bankChangedAt ? formatDateTime(hold.bankChangedAt) : null;
  return (
    <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
      {changed
        ? t`Payout bank changed ${changed}: bank payouts wait until ${until}.`
        : t`Payout bank changed: bank payouts wait until ${until}.`}
    </p>
  );
}

type Open = 'suspend' | 'reinstate' | 'penalty' | 'warning' | 'unfreeze' | 'reset-factor' | null;

function DriverActions({ driver }: { driver: AdminDriver }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const reinstate = useReinstate();
  const warn = useWarning();
  const unfreeze = useLiftPayoutFreeze();
  const resetFactor = useResetSecondFactor();
  const close = (o: boolean) => (o ? undefined : setOpen(null));
  const done = (message: string) => toast({ title: t`Done`, description: message });
  const name = driver.name;
  return (
    <div className="flex flex-wrap gap-2">
      {driver.suspension ? (
        <Button variant="outline" onClick={() => setOpen('reinstate')}>
          <Trans>Reinstate</Trans>
        </Button>
      ) : null}
      {driver.payoutHold?.frozenAt ? (
        <Button variant="outline" onClick={() => setOpen('unfreeze')}>
          <Trans>Lift freeze</Trans>
        </Button>
      ) : null}
      <Button variant={driver.suspension ? 'outline' : 'destructive'} onClick={() => setOpen('suspend')}>
        {driver.suspension ? t`Change suspension` : t`Suspend`}
      </Button>
      <Button variant="outline" onClick={() => setOpen('penalty')}>
        <Trans>Penalty</Trans>
      </Button>
      <Button variant="ghost" onClick={() => setOpen('warning')}>
        <Trans>Warning</Trans>
      </Button>
      <Button variant="ghost" onClick={() => setOpen('reset-factor')}>
        <Trans>Reset two-factor</Trans>
      </Button>
      <SuspendDialog driver={driver} open={open === 'suspend'} onOpenChange={close} />
      <PenaltyDialog driver={driver} open={open === 'penalty'} onOpenChange={close} />
      <NoteDialog
        open={open === 'reinstate'}
        onOpenChange={close}
        title={t`Reinstate ${name}`}
        description={t`The suspension ends now; the driver is told.`}
        label={t`Why`}
        submit={t`Reinstate`}
        send={async (reason) => done((await reinstate.mutateAsync({ id: driver.id, reason })).message)}
      />
      <NoteDialog
        open={open === 'unfreeze'}
        onOpenChange={close}
        title={t`Lift the payout freeze of ${name}`}
        description={t`Bank payouts to the bank now on file resume (once a bank change's wait is over) and the driver is told. Lift it only once the driver has confirmed the change.`}
        label={t`Why`}
        submit={t`Lift freeze`}
        send={async (reason) => done((await unfreeze.mutateAsync({ id: driver.id, reason })).message)}
      />
      <NoteDialog
        open={open === 'reset-factor'}
        onOpenChange={close}
        title={t`Reset two-factor sign-in of ${name}`}
        description={t`For a driver who lost their phone, passkeys and recovery codes. Check it is them outside Pathway first (a call, their licence): their passkeys, app and codes are removed, they are signed out and told.`}
        label={t`How you checked it is them`}
        submit={t`Reset two-factor`}
        send={async (reason) => done((await resetFactor.mutateAsync({ id: driver.id, reason })).message)}
      />
      <NoteDialog
        open={open === 'warning'}
        onOpenChange={close}
        title={t`Warn ${name}`}
        description={t`The driver reads this warning; it is kept in the audit log.`}
        label={t`Warning`}
        submit={t`Send warning`}
        send={async (reason) => done((await warn.mutateAsync({ id: driver.id, reason })).message)}
      />
    </div>
  );
}

const lengths = [
  { value: '30', label: msg`30 days` },
  { value: '90', label: msg`90 days` },
  { value: 'permanent', label: msg`Permanently` },
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
  const { t, i18n } = useLingui();
  const suspend = useSuspend();
  const name = driver.name;
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
      toast({ title: t`Suspended`, description: answer.message });
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
      title={t`Suspend ${name}`}
      description={
        <Trans>
          The driver policy: a missed transportation is 30 days; violations 90 days or permanently. The driver
          sees why and until when, and no open jobs meanwhile.
        </Trans>
      }
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel={t`Suspending…`}
      submit={t`Suspend`}
      submitVariant="destructive"
    >
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          <Trans>How long</Trans>
        </legend>
        {lengths.map((l) => (
          <label
            key={l.value}
            className="flex items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm"
          >
            <input type="radio" value={l.value} {...register('length')} />
            {i18n._(l.label)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={policyId}>
          <Trans>Policy</Trans>
        </Label>
        <NativeSelect id={policyId} {...register('policy')}>
          <option value="no_show">{t`Missed transportation`}</option>
          <option value="violation">{t`Violation`}</option>
          <option value="other">{t`Other`}</option>
        </NativeSelect>
      </div>
      <TextAreaField
        label={t`Reason (the driver reads it)`}
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
  const { t, i18n } = useLingui();
  const penalty = usePenalty();
  const name = driver.name;
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
        toast({ title: t`Penalty recorded`, description: answer.message });
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
      title={t`Penalty for ${name}`}
      description={
        <Trans>
          Damage or a citation costs $500 under the driver policy. It is kept back from the driver's next pay,
          and they see it with its reason.
        </Trans>
      }
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel={t`Recording…`}
      submit={t`Record penalty`}
    >
      <TextField
        label={t`Amount (USD)`}
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <div className="grid gap-1">
        <Label htmlFor={kindId}>
          <Trans>For</Trans>
        </Label>
        <NativeSelect id={kindId} {...register('kind')}>
          {penaltyKinds.map((k) => (
            <option key={k} value={k}>
              {i18n._(penaltyKindMessages[k])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextAreaField
        label={t`Reason (the driver reads it)`}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
