import { formatNumber } from '@core/format';
import { calculateQuote } from '@core/pricing';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMe } from '@web/features/auth';
import { useCompanyMay } from '@web/features/companies';
import { useSavedPlaces } from '@web/features/places';
import { PricePanel, useBasisOrDefaults } from '@web/features/pricing';
import { rulesResolver } from '@web/lib/forms';
import { Info } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PolicyPanel } from '../components/PolicyPanel';
import type { MeasuredDistance } from '../components/RequestDistance';
import { RequestForm } from '../components/RequestForm';
import { RequestHeader } from '../components/RequestHeader';
import { RequestOutcome } from '../components/RequestOutcome';
import { type RequestFormValues, validateRequestFields } from '../form';
import { companyRoleMessage } from '../messages';
import { addressPair, useDistanceEstimate } from '../useDistanceEstimate';
import { useRequestDraft } from '../useRequestDraft';
import { useRequestSubmit } from '../useRequestSubmit';
import { useActiveVehicles, useServiceChoice } from '../useServiceChoice';
import { type ServerQuote, useTripQuote } from '../useTripQuote';

/** The request's field rules (the server's own, from core): the first invalid field gets the focus. */
const resolver = rulesResolver<RequestFormValues>((values) => validateRequestFields(values, new Date()));

/** The methods that found both addresses (the coarse ones guess from a state or nothing at all). */
const PLACED_METHODS = new Set(['router', 'gazetteer', 'zip', 'city']);

function measuredDistance(quote: ServerQuote | undefined): MeasuredDistance | null {
  if (!quote) return null;
  return { miles: quote.distance.miles, placed: PLACED_METHODS.has(quote.distance.method) };
}

function Notice({ tone, children }: { tone: 'brand' | 'amber'; children: ReactNode }) {
  const colours =
    tone === 'brand'
      ? 'border-brand-200 bg-brand-50 text-brand-900'
      : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <p className={`flex items-start gap-2 rounded-xl border p-3 text-sm ${colours}`}>
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {children}
    </p>
  );
}

/** Request Recovery (/request): the form a client fills to have a working truck moved. */
export function RequestPage() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const me = useMe().data;
  const start = useRequestDraft(params);
  const form = useForm<RequestFormValues>({ defaultValues: start.values, resolver });
  const values = form.watch();
  const service = useServiceChoice(form, params, Boolean(start.draft));
  const vehicles = useActiveVehicles(form, Boolean(me));
  const savedPlaces = useSavedPlaces(me?.role === 'client').data ?? [];
  // A company member whose role only looks (viewer, billing) does not request moves.
  const mayOrder = useCompanyMay('order', me?.role === 'client');
  const { setValue } = form;
  // A restored draft keeps its own distance: its addresses count as already estimated.
  const distanceStatus = useDistanceEstimate(
    values.pickupLocation,
    values.destination,
    (miles) => setValue('distance', miles),
    start.draft ? addressPair(start.draft.pickupLocation, start.draft.destination) : null,
  );
  // The server's quote for these addresses is the price charged; before it answers, an estimate at the
  // slider's distance (its return and fuel lines on the server's basis).
  const basis = useBasisOrDefaults();
  const { quote: serverQuote, placeProblem } = useTripQuote({
    pickup: values.pickupLocation,
    destination: values.destination,
    vehicleType: values.vehicleType,
    serviceTime: values.serviceTime,
    isLoaded: values.isLoaded,
  });
  const submit = useRequestSubmit(form, serverQuote, placeProblem);
  const measured = measuredDistance(serverQuote);
  // The form sends the distance it shows: the server's, once it has placed both addresses.
  useEffect(() => {
    if (measured?.placed && values.distance !== measured.miles) setValue('distance', measured.miles);
  }, [measured?.placed, measured?.miles, values.distance, setValue]);

  const quotedMiles = serverQuote ? formatNumber(serverQuote.miles) : null;
  const estimatedMiles = formatNumber(values.distance);
  return (
    <div className="grid gap-4">
      <RequestHeader serviceName={service.serviceName} />
      {start.draft ? (
        <Notice tone="brand">
          <Trans>We kept your request while you signed in. Check it and proceed to payment.</Trans>
        </Notice>
      ) : null}
      {me?.role === 'driver' ? (
        <Notice tone="amber">
          <span>
            <Trans>
              You are signed in as a driver. Requests are for customers:{' '}
              <Link to="/profile" className="font-semibold underline underline-offset-4">
                switch your role in your profile
              </Link>
              .
            </Trans>
          </span>
        </Notice>
      ) : null}

      {mayOrder ? null : <Notice tone="amber">{companyRoleMessage()}</Notice>}

      <form onSubmit={submit.onSubmit} noValidate className="grid gap-4">
        <RequestForm
          form={form}
          values={values}
          vehicles={vehicles}
          distanceStatus={distanceStatus}
          measured={measured}
          onVehicleTypeChange={service.onVehicleTypeChange}
          placeProblem={placeProblem}
          savedPlaces={savedPlaces}
        />
        <PolicyPanel />
        <PricePanel
          quote={serverQuote ?? calculateQuote(values, basis)}
          vehicleType={values.vehicleType}
          title={t`Price`}
          description={
            quotedMiles !== null
              ? t`For ${quotedMiles} miles between your addresses: the price you pay when you proceed.`
              : placeProblem
                ? t`Pick both places from the list: Pathway prices a move between places it can find.`
                : t`Estimate for ${estimatedMiles} miles. Pathway prices the trip from your addresses when you proceed.`
          }
        />
        {mayOrder ? <RequestOutcome blocker={submit.blocker} busy={submit.busy} /> : null}
      </form>
    </div>
  );
}
