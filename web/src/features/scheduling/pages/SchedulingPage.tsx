import type { PendingRequest } from '@core/contracts/scheduling';
import { formatUsd } from '@core/money';
import { formatWindow, hourSlots } from '@core/scheduling';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { loginPathFor, WithMe } from '@web/features/auth';
import { useServiceTypes } from '@web/features/catalog';
import { PlaceField, type PlaceProblem, placeProblemOf } from '@web/features/geo';
import { storeCurrentRequestId } from '@web/features/jobs';
import { payNowHref } from '@web/features/payments';
import { ReceiverFields, receiverErrors } from '@web/features/request';
import { rulesResolver, useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { CalendarClock, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { pendingRequestsQuery, useScheduleMove } from '../api';
import { DateField } from '../components/DateField';
import {
  buildScheduleBody,
  emptySchedule,
  firstMissing,
  type ScheduleFormValues,
  validateSchedule,
} from '../form';

const newKey = () => crypto.randomUUID();
const today = () => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
};

function HourSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (h: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t`Select time`}</option>
        {hourSlots.map((s) => (
          <option key={s.hour} value={s.hour}>
            {s.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The form's rules, the product's two toasts: each refusal names the field it is about. */
const scheduleRules = rulesResolver<ScheduleFormValues>((v) => {
  const problem = validateSchedule(v);
  if (!problem) return receiverErrors(v);
  const field = problem.kind === 'invalid' ? 'deliveryHour' : firstMissing(v);
  return { [field]: problem.description };
});

function ScheduleForm() {
  const schedule = useScheduleMove();
  const { t } = useLingui();
  const [key, setKey] = useState(newKey);
  const [placeProblem, setPlaceProblem] = useState<PlaceProblem | null>(null);
  const { form, onSubmit } = useAppForm<ScheduleFormValues>({
    resolver: scheduleRules,
    defaultValues: emptySchedule(),
    fields: [
      'serviceTypeId',
      'pickupLocation',
      'destination',
      'notes',
      'receiverName',
      'receiverPhone',
      'receiverEmail',
    ],
    fieldFor: { pickup: 'pickupLocation' },
    onInvalid: () => {
      const problem = validateSchedule(form.getValues());
      if (problem) toast({ ...problem, variant: 'destructive' });
    },
    send: async (values) => {
      setPlaceProblem(null);
      try {
        await schedule.mutateAsync(buildScheduleBody(values, key));
      } catch (err) {
        setPlaceProblem(placeProblemOf(err));
        toast({
          title: t`Error`,
          description: errorMessage(err) || t`Failed to schedule your request. Please try again.`,
          variant: 'destructive',
        });
        throw err;
      }
      toast({
        title: t`Scheduling Updated`,
        description: t`Your pickup and delivery times have been scheduled successfully.`,
      });
      form.reset(emptySchedule());
      setKey(newKey());
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="h-5 w-5 text-brand-600" />
          <Trans>Plan a move</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Choose when the truck is picked up and when it must arrive. Each time is a one-hour window. The
            price is set when you schedule, and you pay like any other request.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <ScheduleFields form={form} placeProblem={placeProblem} onPicked={() => setPlaceProblem(null)} />
          <Button type="submit" size="lg" className="h-14" disabled={schedule.isPending}>
            {schedule.isPending ? t`Scheduling…` : t`Schedule Service`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The schedule's fields: the service, both places, the two windows, the truck's state and notes. */
function ScheduleFields({
  form,
  placeProblem,
  onPicked,
}: {
  form: UseFormReturn<ScheduleFormValues>;
  placeProblem: PlaceProblem | null;
  onPicked: () => void;
}) {
  const { serviceTypes } = useServiceTypes();
  const { t } = useLingui();
  const values = form.watch();
  const set = <K extends keyof ScheduleFormValues>(k: K, v: ScheduleFormValues[K]) =>
    form.setValue(k as Path<ScheduleFormValues>, v as never, { shouldDirty: true });
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="service-type">
          <Trans>Service type</Trans>
        </Label>
        <NativeSelect
          id="service-type"
          value={values.serviceTypeId === null ? '' : String(values.serviceTypeId)}
          onChange={(e) => set('serviceTypeId', e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t`Select a service`}</option>
          {(serviceTypes ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {(['pickupLocation', 'destination'] as const).map((field) => {
        const server = field === 'pickupLocation' ? 'pickup' : 'destination';
        return (
          <PlaceField
            key={field}
            id={field === 'pickupLocation' ? 'pickup-location' : 'destination'}
            label={field === 'pickupLocation' ? t`Pickup location` : t`Destination`}
            value={values[field]}
            inputProps={form.register(field)}
            onPick={(address) => {
              form.setValue(field, address, { shouldDirty: true });
              onPicked();
            }}
            error={form.formState.errors[field]?.message}
            candidates={placeProblem?.candidates[server]}
          />
        );
      })}
      <div className="grid grid-cols-2 gap-3">
        <DateField
          id="pickup-date"
          label={t`Pickup date`}
          value={values.pickupDate}
          onChange={(d) => set('pickupDate', d)}
          from={today()}
        />
        <HourSelect
          id="pickup-time"
          label={t`Pickup time`}
          value={values.pickupHour}
          onChange={(h) => set('pickupHour', h)}
        />
        <DateField
          id="delivery-date"
          label={t`Delivery date`}
          value={values.deliveryDate}
          onChange={(d) => set('deliveryDate', d)}
          from={values.pickupDate ?? today()}
        />
        <HourSelect
          id="delivery-time"
          label={t`Delivery time`}
          value={values.deliveryHour}
          onChange={(h) => set('deliveryHour', h)}
        />
      </div>
      <div className="grid gap-3 rounded-xl bg-slate-50 p-3">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="is-working">
            <Trans>The vehicle is in working condition</Trans>
          </Label>
          <Switch id="is-working" checked={values.isWorking} onCheckedChange={(v) => set('isWorking', v)} />
        </div>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="is-loaded">
            <Trans>The vehicle is loaded</Trans>
          </Label>
          <Switch id="is-loaded" checked={values.isLoaded} onCheckedChange={(v) => set('isLoaded', v)} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="schedule-notes">
          <Trans>Additional notes (optional)</Trans>
        </Label>
        <Textarea
          id="schedule-notes"
          maxLength={2000}
          placeholder={t`Gate codes, contact on site, keys`}
          {...form.register('notes')}
        />
      </div>
      <ReceiverFields register={form.register} errors={form.formState.errors} />
    </>
  );
}

const stageText: Record<PendingRequest['stage'], MessageDescriptor> = {
  awaiting_payment: msg`Awaiting payment`,
  awaiting_driver: msg`Waiting for a driver`,
  driver_assigned: msg`Driver assigned`,
};

function ScheduledServices() {
  const list = useQuery(pendingRequestsQuery());
  const { t, i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Scheduled Services</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : list.isError ? (
          <QueryErrorRetry query={list} prefix={t`Could not load your scheduled services`} />
        ) : list.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">
            <Trans>No scheduled services yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {list.data.map((r) => (
              <ScheduledService key={r.id} r={r} stage={i18n._(stageText[r.stage])} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ScheduledService({ r, stage }: { r: PendingRequest; stage: string }) {
  const { t } = useLingui();
  const serviceName = r.serviceType?.name ?? t`Recovery`;
  const jobNumber = r.jobNumber;
  const price = formatUsd(r.priceCents);
  const pickupWindow = r.pickupWindow ? formatWindow(r.pickupWindow) : null;
  const deliveryWindow = r.deliveryWindow ? formatWindow(r.deliveryWindow) : null;
  return (
    <li
      className="grid gap-1.5 rounded-xl border border-slate-200 p-3"
      aria-label={`${r.jobNumber} ${r.serviceType?.name ?? ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {serviceName} · {jobNumber}
        </span>
        <Badge tone={r.status === 'pending' ? 'warning' : 'success'}>
          {r.status === 'pending' ? t`Pending` : t`Scheduled`}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">
        {r.pickupLocation} → {r.destination}
      </p>
      {pickupWindow ? (
        <p className="text-sm text-slate-800">
          <Trans>Pickup {pickupWindow}</Trans>
        </p>
      ) : null}
      {deliveryWindow ? (
        <p className="text-sm text-slate-800">
          <Trans>Delivery {deliveryWindow}</Trans>
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        {stage} · {price}
      </p>
      {r.stage === 'awaiting_payment' ? (
        <Link
          to={payNowHref(r)}
          onClick={() => storeCurrentRequestId(r.id)}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          <Trans>
            Pay {price}
            <span className="sr-only"> for {jobNumber}</span>
          </Trans>
        </Link>
      ) : null}
    </li>
  );
}

/** /scheduling: signed-in users plan a move with pickup and delivery windows. */
export function SchedulingPage() {
  const { t } = useLingui();
  useEffect(() => {
    document.title = t`Schedule Pickup & Delivery · Pathway`;
  }, [t]);
  return (
    <WithMe>
      {(me) =>
        me ? (
          <div className="grid gap-4">
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Schedule Pickup &amp; Delivery</Trans>
            </h1>
            <ScheduleForm />
            <ScheduledServices />
          </div>
        ) : (
          <Card className="mx-auto w-full max-w-md">
            <CardContent className="grid gap-3 pt-6 text-center">
              <h1 className="text-2xl font-bold text-slate-900">
                <Trans>Please Sign In</Trans>
              </h1>
              <p className="text-sm text-slate-600">
                <Trans>Sign in to schedule a pickup and delivery.</Trans>
              </p>
              <Link to={loginPathFor('/scheduling')} className={buttonClasses('primary', 'lg')}>
                <LogIn aria-hidden="true" className="h-5 w-5" />
                <Trans>Sign In</Trans>
              </Link>
            </CardContent>
          </Card>
        )
      }
    </WithMe>
  );
}
