import { type DriverProfile, type DriverProfileInput, driverProfileBody } from '@core/contracts/drivers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { cn } from '@web/lib/utils';
import type { z } from 'zod';
import { useSaveDriverProfile } from '../api';
import { licenseClassOptions } from '../status';

type LicenseValues = z.output<typeof driverProfileBody>;
const fields = ['licenseClass', 'licenseNumber', 'licenseState', 'licenseExpiresOn'] as const;

const defaultsFrom = (p: DriverProfile): Partial<DriverProfileInput> => ({
  licenseClass: p.licenseClass ?? undefined,
  licenseNumber: p.licenseNumber ?? '',
  licenseState: p.licenseState ?? '',
  licenseExpiresOn: p.licenseExpiresOn?.slice(0, 10) ?? '',
});

/** The licence rules of core's schema, in the reader's words (an unknown one is shown as core says it). */
const ruleMessages: Record<string, MessageDescriptor> = {
  'Choose licence class A or B': msg`Choose licence class A or B`,
  'Licence number is required': msg`Licence number is required`,
  'Licence number must be 4 to 20 letters or digits': msg`Licence number must be 4 to 20 letters or digits`,
  'Licence state is required': msg`Licence state is required`,
  'Use the two-letter state code, e.g. TX': msg`Use the two-letter state code, e.g. TX`,
  'Expiry must be a date (YYYY-MM-DD)': msg`Expiry must be a date (YYYY-MM-DD)`,
};

/** Licence class, number, state and expiry, validated with the server's own schema. */
export function LicenseForm({ profile }: { profile: DriverProfile }) {
  const { t } = useLingui();
  const save = useSaveDriverProfile();
  const { form, formError, onSubmit } = useAppForm<DriverProfileInput, LicenseValues>({
    resolver: zodResolver(driverProfileBody),
    defaultValues: defaultsFrom(profile),
    fields,
    sayAboveWhenPlaced: false,
    send: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(defaultsFrom(saved));
      toast({
        title: t`Licence details saved`,
        description:
          saved.verificationStatus === 'unsubmitted' && profile.verificationStatus !== 'unsubmitted'
            ? t`Your details changed, so they need a new review: submit them again.`
            : undefined,
      });
    },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const problem = (message: string | undefined) => {
    const known = message === undefined ? undefined : ruleMessages[message];
    return known ? t(known) : message;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t`Licence details`}>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          <Trans>Licence class</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {licenseClassOptions.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer flex-col gap-0.5 rounded-xl border border-slate-300 bg-white p-3',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input
                type="radio"
                value={option.value}
                className="sr-only"
                aria-describedby={`licence-class-${option.value}`}
                {...register('licenseClass')}
              />
              <span className="font-semibold text-slate-900">{t(option.label)}</span>
              <span id={`licence-class-${option.value}`} className="text-xs text-slate-600">
                {t(option.description)}
              </span>
            </label>
          ))}
        </div>
        {errors.licenseClass?.message ? (
          <p className="text-sm text-red-600">{problem(errors.licenseClass.message)}</p>
        ) : null}
      </fieldset>
      <TextField
        label={t`Licence number`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={problem(errors.licenseNumber?.message)}
        {...register('licenseNumber')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`State`}
          hint={t`Two letters, e.g. TX`}
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
          error={problem(errors.licenseState?.message)}
          {...register('licenseState')}
        />
        <TextField
          label={t`Expiry date`}
          type="date"
          className="min-w-0"
          error={problem(errors.licenseExpiresOn?.message)}
          {...register('licenseExpiresOn')}
        />
      </div>
      {profile.verificationStatus === 'approved' || profile.verificationStatus === 'pending' ? (
        <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
          <Trans>
            Changing your licence class, number or state, or replacing a photo, sends your verification back
            to review: you will need to submit again and wait for an operator before taking jobs.
          </Trans>
        </p>
      ) : null}
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <SubmitButton variant={isDirty ? 'primary' : 'outline'} pending={save.isPending}>
        <Trans>Save licence details</Trans>
      </SubmitButton>
    </form>
  );
}
