import type { AvailabilityMode, DriverProfile } from '@core/contracts/drivers';
import { MAX_DEADHEAD_MILES, MIN_DEADHEAD_MILES } from '@core/drivers';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useSetAvailability } from '@web/features/driver-verification';
import { PlaceField, placeProblemOf } from '@web/features/geo';
import { rulesResolver, useAppForm } from '@web/lib/forms';
import { scheduledLocalToIso, toDateTimeLocalValue } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { useId, useState } from 'react';
import type { LocationStreamingState } from '../useLocationStreaming';
import { PositionNote } from './PositionNote';

interface WhereWhenValues {
  mode: AvailabilityMode;
  /** The "from" moment as the date-and-time input holds it (the device's clock). */
  fromLocal: string;
  homeBase: string;
  reach: string;
  lookingForLoadHome: boolean;
}

const modes: { value: AvailabilityMode; label: MessageDescriptor }[] = [
  { value: 'now', label: msg`Now` },
  { value: 'from', label: msg`From a date and time` },
  { value: 'off', label: msg`Off` },
];
const min = MIN_DEADHEAD_MILES;
const max = MAX_DEADHEAD_MILES;

const rules = (v: WhereWhenValues) => {
  const reach = Number(v.reach);
  return {
    fromLocal:
      v.mode === 'from' && !scheduledLocalToIso(v.fromLocal) ? t`Give the date and time you start` : null,
    reach:
      !Number.isInteger(reach) || reach < min || reach > max ? t`Whole miles from ${min} to ${max}` : null,
  };
};

const valuesOf = (p: DriverProfile): WhereWhenValues => ({
  mode: p.availability.mode,
  fromLocal: p.availability.from ? toDateTimeLocalValue(new Date(p.availability.from)) : '',
  homeBase: p.homeBase?.address ?? '',
  reach: String(p.maxDeadheadMiles),
  lookingForLoadHome: p.lookingForLoadHome,
});

/** The availability form, loaded when the driver opens it from the card's summary. */
export function WhereWhenEditor({
  profile,
  position,
}: {
  profile: DriverProfile;
  position: LocationStreamingState;
}) {
  // Keyed by the saved answer, not by when it was read: a refetch that brings nothing new (a position
  // report, a live event) leaves what the driver is typing alone.
  return <WhereWhenForm key={JSON.stringify(valuesOf(profile))} profile={profile} position={position} />;
}

function WhereWhenForm({ profile, position }: { profile: DriverProfile; position: LocationStreamingState }) {
  const { t } = useLingui();
  const save = useSetAvailability();
  const [candidates, setCandidates] = useState<ReturnType<typeof placeProblemOf>>(null);
  const verified = profile.verificationStatus === 'approved';
  const loadHomeId = useId();
  const { form, formError, onSubmit } = useAppForm<WhereWhenValues, WhereWhenValues>({
    resolver: rulesResolver(rules),
    defaultValues: valuesOf(profile),
    fields: ['mode', 'fromLocal', 'homeBase', 'reach'],
    fieldFor: { from: 'fromLocal', maxDeadheadMiles: 'reach' },
    send: async (v) => {
      try {
        await save.mutateAsync({
          mode: v.mode,
          ...(v.mode === 'from' ? { from: scheduledLocalToIso(v.fromLocal) ?? undefined } : {}),
          homeBase: v.homeBase.trim() || null,
          maxDeadheadMiles: Number(v.reach),
          lookingForLoadHome: v.lookingForLoadHome,
        });
      } catch (err) {
        setCandidates(placeProblemOf(err));
        throw err;
      }
      toast({ title: t`Saved`, description: t`Dispatch knows where and when you work.` });
    },
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const mode = watch('mode');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          <Trans>Taking work</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {modes.map((m) => (
            <label
              key={m.value}
              className={cn(
                'flex min-h-12 items-center gap-2 rounded-xl border border-slate-200 p-3 text-sm',
                'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                m.value !== 'off' && !verified && 'opacity-60',
              )}
            >
              <input
                type="radio"
                value={m.value}
                disabled={m.value !== 'off' && !verified}
                {...register('mode')}
              />
              {t(m.label)}
            </label>
          ))}
        </div>
        {verified ? null : (
          <p className="text-xs text-slate-600">
            <Trans>You can take work once an operator has verified you.</Trans>
          </p>
        )}
      </fieldset>
      {mode === 'from' ? (
        <TextField
          label={t`Start date and time`}
          type="datetime-local"
          min={toDateTimeLocalValue(new Date())}
          error={errors.fromLocal?.message}
          {...register('fromLocal')}
        />
      ) : null}
      <PlaceField
        id="home-base"
        label={t`Home base`}
        placeholder={t`City, state or ZIP where you live`}
        value={watch('homeBase') ?? ''}
        inputProps={register('homeBase')}
        onPick={(address) => {
          setValue('homeBase', address, { shouldValidate: Boolean(errors.homeBase) });
          setCandidates(null);
        }}
        error={errors.homeBase?.message}
        candidates={candidates?.candidates.homeBase}
      />
      <TextField
        label={t`How far you'll drive to a pickup (miles)`}
        hint={t`From ${min} to ${max} miles`}
        type="number"
        inputMode="numeric"
        min={MIN_DEADHEAD_MILES}
        max={MAX_DEADHEAD_MILES}
        step={5}
        error={errors.reach?.message}
        {...register('reach')}
      />
      <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
        <label htmlFor={loadHomeId} className="grid gap-0.5">
          <span className="text-sm font-semibold text-slate-900">
            <Trans>Looking for a load from here to home</Trans>
          </span>
          <span className="text-xs text-slate-600">
            <Trans>Jobs that end near your home base come first.</Trans>
          </span>
        </label>
        <Switch
          id={loadHomeId}
          checked={watch('lookingForLoadHome')}
          onCheckedChange={(on) => setValue('lookingForLoadHome', on, { shouldDirty: true })}
        />
      </div>
      <PositionNote profile={profile} position={position} />
      <SubmitButton pending={isSubmitting} pendingLabel={t`Saving…`}>
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}
