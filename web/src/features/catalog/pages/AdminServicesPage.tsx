import { type ServiceType, serviceAvailabilityForm } from '@core/contracts/catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { OperatorGate } from '@web/features/auth';
import { TripCostSettingsCard } from '@web/features/pricing';
import { useAppForm } from '@web/lib/forms';
import { cn } from '@web/lib/utils';
import type { z } from 'zod';
import { serviceTypesQuery, useSetServiceAvailability } from '../api';

/** /admin/services: operators decide what can be ordered now and what is announced for later. */
export function AdminServicesPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Services</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            A coming-soon service cannot be ordered; clients may ask to be told, and are told once when you
            open it.
          </Trans>
        </p>
      </header>
      <OperatorGate
        path="/admin/services"
        signInText={t`Sign in with an operator account to manage services.`}
      >
        <ServiceList />
        <TripCostSettingsCard />
      </OperatorGate>
    </div>
  );
}

function ServiceList() {
  const services = useQuery(serviceTypesQuery());
  const { t } = useLingui();
  if (services.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (services.isError)
    return <QueryErrorRetry query={services} prefix={t`We could not load the services`} />;
  return (
    <ul className="grid gap-3" aria-label={t`Services`}>
      {services.data.map((service) => (
        <li key={service.id}>
          <ServiceAvailabilityCard service={service} />
        </li>
      ))}
    </ul>
  );
}

const availabilityOptions = [
  { value: 'available', label: msg`Available now` },
  { value: 'coming_soon', label: msg`Coming soon` },
] as const;

function ServiceAvailabilityCard({ service }: { service: ServiceType }) {
  const save = useSetServiceAvailability();
  const { t, i18n } = useLingui();
  const name = service.name;
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof serviceAvailabilityForm>,
    z.output<typeof serviceAvailabilityForm>
  >({
    resolver: zodResolver(serviceAvailabilityForm),
    defaultValues: { availability: service.availability, launchExpectedOn: service.launchExpectedOn ?? '' },
    fields: ['availability', 'launchExpectedOn'],
    sayAboveWhenPlaced: false,
    send: async (values) => {
      // A service that is open has no expected launch.
      const body = values.availability === 'available' ? { ...values, launchExpectedOn: null } : values;
      const saved = await save.mutateAsync({ id: service.id, body });
      const savedName = saved.name;
      toast({
        title: t`${savedName} saved`,
        description:
          saved.availability === 'available' ? t`It can be ordered now.` : t`It shows as coming soon.`,
      });
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const comingSoon = watch('availability') === 'coming_soon';
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="text-base">{service.name}</CardTitle>
        {service.availability === 'available' ? (
          <Badge tone="success">
            <Trans>AVAILABLE NOW</Trans>
          </Badge>
        ) : (
          <Badge tone="warning">
            <Trans>COMING SOON</Trans>
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t`${name} availability`}>
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <fieldset className="grid gap-1.5">
            <legend className="sr-only">
              <Trans>Availability of {name}</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-3">
              {availabilityOptions.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'flex h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-800',
                    'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                  )}
                >
                  <input
                    type="radio"
                    value={option.value}
                    className="sr-only"
                    {...register('availability')}
                  />
                  {i18n._(option.label)}
                </label>
              ))}
            </div>
          </fieldset>
          {comingSoon ? (
            <TextField
              type="date"
              label={t`Expected launch (optional)`}
              error={errors.launchExpectedOn?.message}
              {...register('launchExpectedOn')}
            />
          ) : null}
          <SubmitButton pending={isSubmitting} pendingLabel={t`Saving…`}>
            <Trans>Save</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
