import { NOT_WORKING_MESSAGE } from '@core/contracts/jobs';
import { calculateQuote, type VehicleType } from '@core/pricing';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useMe } from '@web/features/auth/api';
import { loginPathFor } from '@web/features/auth/next';
import { useServiceTypes } from '@web/features/catalog/api';
import { usePublicConfig } from '@web/features/config/api';
import { PricePanel } from '@web/features/pricing/components/PricePanel';
import { vehicleTypeOptions } from '@web/features/pricing/labels';
import { parseApiError } from '@web/lib/queryClient';
import { telHref } from '@web/lib/utils';
import { CreditCard, Info, LocateFixed } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateRecoveryRequest, useMyVehicles, useTripQuote } from '../api';
import { PolicyPanel } from '../components/PolicyPanel';
import { RequestDistance } from '../components/RequestDistance';
import { RequestHeader } from '../components/RequestHeader';
import { ServiceTimeField } from '../components/ServiceTimeField';
import {
  buildCreateBody,
  CURRENT_REQUEST_STORAGE_KEY,
  checkoutPathFor,
  DRAFT_STORAGE_KEY,
  formFieldForServerField,
  initialRequestValues,
  newIdempotencyKey,
  parseDraft,
  parseServiceTypeParam,
  type RequestFormValues,
  serializeDraft,
  serviceStillApplies,
  toDateTimeLocalValue,
  validateRequestFields,
  vehicleTypeForService,
} from '../form';
import { addressPair, useDistanceEstimate, useLocate } from '../hooks';

const REQUEST_PATH = '/request';

/** Spec §5 field rules as a react-hook-form resolver, so the first invalid field gets the focus. */
const resolver: Resolver<RequestFormValues> = async (values) => {
  const errors = validateRequestFields(values, new Date());
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])),
  };
};

function readDraft(): RequestFormValues | null {
  try {
    return parseDraft(sessionStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

function saveDraft(values: RequestFormValues) {
  try {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(values));
  } catch {
    // Private mode without storage: the visitor signs in and fills the form again.
  }
}

function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {children}
    </p>
  );
}

/** An alert that takes the focus when it appears, so keyboard and screen-reader users land on it. */
function FocusedAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <ErrorAlert>{children}</ErrorAlert>
    </div>
  );
}

type Blocker =
  | { kind: 'not-working' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'call'; phone: string | null };

/** Request Recovery (/request): the form a client fills to have a working truck moved. */
export function RequestPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const meQuery = useMe();
  const me = meQuery.data;
  const { data: config } = usePublicConfig();
  const { serviceTypes, isFallback } = useServiceTypes();
  const vehicles = useMyVehicles(Boolean(me));
  const create = useCreateRecoveryRequest();

  // A draft saved before signing in wins over the query parameters; it is read once.
  const [start] = useState(() => {
    const draft = readDraft();
    return { draft, values: initialRequestValues(params, draft) };
  });
  useEffect(() => {
    if (start.draft) {
      try {
        sessionStorage.removeItem(DRAFT_STORAGE_KEY);
      } catch {
        // Nothing to clear.
      }
    }
  }, [start.draft]);

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    setFocus,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues>({ defaultValues: start.values, resolver });
  const values = watch();

  const [blocker, setBlocker] = useState<Blocker | null>(null);

  // One idempotency key per form; a new one once the form changes after a successful create.
  const idempotencyKey = useRef(newIdempotencyKey());
  const created = useRef(false);
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (created.current) {
        created.current = false;
        idempotencyKey.current = newIdempotencyKey();
      }
      // The distance is the server's estimate arriving (or a hint the server re-measures): it does not
      // answer a message about the request, which stays until the person changes the form.
      if (name === 'distance') return;
      setBlocker((current) => (current?.kind === 'forbidden' ? current : null));
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // ?serviceType={id} from a home card: preselect its vehicle type and send the service with the request.
  const serviceTypeParam = parseServiceTypeParam(params.get('serviceType'));
  const service = serviceTypes?.find((s) => s.id === (values.serviceTypeId ?? serviceTypeParam)) ?? null;
  const serviceApplied = useRef(false);
  useEffect(() => {
    if (serviceApplied.current || start.draft || serviceTypeParam === null || !serviceTypes) return;
    serviceApplied.current = true;
    const match = serviceTypes.find((s) => s.id === serviceTypeParam);
    if (!match) return;
    if (!params.get('vehicleType') && !getFieldState('vehicleType').isDirty) {
      setValue('vehicleType', vehicleTypeForService(match));
    }
    // The fallback list's ids are not the server's: only a served list's id is sent.
    if (!isFallback) setValue('serviceTypeId', match.id);
  }, [serviceTypes, isFallback, serviceTypeParam, start.draft, params, getFieldState, setValue]);

  // The fleet select offers the client's active vehicles only.
  const activeVehicles = (vehicles.data ?? []).filter((v) => v.status === 'active');
  useEffect(() => {
    if (!vehicles.data) return;
    const chosen = values.vehicleId;
    if (chosen && !vehicles.data.some((v) => v.id === chosen && v.status === 'active'))
      setValue('vehicleId', '');
  }, [vehicles.data, values.vehicleId, setValue]);

  // Distance estimate from the two addresses; a restored draft keeps its own distance.
  const onEstimate = useCallback((miles: number) => setValue('distance', miles), [setValue]);
  const distanceStatus = useDistanceEstimate(
    values.pickupLocation,
    values.destination,
    onEstimate,
    start.draft ? addressPair(start.draft.pickupLocation, start.draft.destination) : null,
  );

  const onLocated = useCallback(
    (text: string) => setValue('pickupLocation', text, { shouldValidate: Boolean(errors.pickupLocation) }),
    [setValue, errors.pickupLocation],
  );
  const location = useLocate(onLocated);

  // The server's quote for these addresses is the price charged; before it answers, an estimate at the
  // slider's distance.
  const serverQuote = useTripQuote({
    pickup: values.pickupLocation,
    destination: values.destination,
    vehicleType: values.vehicleType,
    serviceTime: values.serviceTime,
    isLoaded: values.isLoaded,
  });
  const quote =
    serverQuote ??
    calculateQuote({
      vehicleType: values.vehicleType,
      distance: values.distance,
      serviceTime: values.serviceTime,
      isLoaded: values.isLoaded,
    });

  const focusSchedule = useRef(false);
  useEffect(() => {
    if (values.serviceTime === 'scheduled' && focusSchedule.current) {
      focusSchedule.current = false;
      setFocus('scheduledLocal');
    }
  }, [values.serviceTime, setFocus]);

  const showError = (message: string) => {
    setBlocker({ kind: 'error', message });
    toast({ title: 'Could not create your request', description: message, variant: 'destructive' });
  };

  const onSubmit = handleSubmit(async (form) => {
    setBlocker(null);
    if (!form.isWorking) {
      setBlocker({ kind: 'not-working' });
      toast({
        title: 'Vehicle not in working order',
        description: NOT_WORKING_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    const formQuote =
      serverQuote ??
      calculateQuote({
        vehicleType: form.vehicleType,
        distance: form.distance,
        serviceTime: form.serviceTime,
        isLoaded: form.isLoaded,
      });
    if (formQuote.requiresCall) {
      // Priced by phone: open the dialler instead of continuing.
      setBlocker({ kind: 'call', phone: config?.supportPhone ?? null });
      if (config) window.location.href = telHref(config.supportPhone);
      return;
    }

    let user = me;
    if (user === undefined) user = (await meQuery.refetch()).data;
    if (!user) {
      saveDraft(form);
      navigate(loginPathFor(REQUEST_PATH));
      return;
    }

    try {
      const job = await create.mutateAsync(buildCreateBody(form, idempotencyKey.current));
      created.current = true;
      try {
        localStorage.setItem(CURRENT_REQUEST_STORAGE_KEY, job.id);
      } catch {
        // Storage is off: checkout still has the id in its address.
      }
      navigate(checkoutPathFor(job, form.vehicleType));
    } catch (err) {
      const { status, message, fieldErrors } = parseApiError(err);
      if (status === 401) {
        // The session ended while the form was open: keep the form and sign in again.
        saveDraft(form);
        navigate(loginPathFor(REQUEST_PATH));
        return;
      }
      if (status === 403) {
        setBlocker({ kind: 'forbidden', message });
        return;
      }
      let focused = false;
      for (const [field, fieldMessage] of Object.entries(fieldErrors)) {
        const name = formFieldForServerField(field);
        if (!name) continue;
        setError(name, { type: 'server', message: fieldMessage });
        if (!focused && name !== 'distance' && name !== 'serviceTypeId' && name !== 'vehicleType') {
          focused = true;
          setFocus(name);
        }
      }
      showError(status === null ? 'Could not reach Pathway. Check your connection and try again.' : message);
    }
  });

  const busy = isSubmitting || create.isPending;
  const onVehicleTypeChange = (vehicleType: VehicleType) => {
    if (service && values.serviceTypeId !== null && !serviceStillApplies(service, vehicleType)) {
      setValue('serviceTypeId', null);
    }
  };

  return (
    <div className="grid gap-4">
      <RequestHeader serviceName={values.serviceTypeId !== null ? service?.name : undefined} />

      {start.draft ? (
        <p className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          We kept your request while you signed in. Check it and proceed to payment.
        </p>
      ) : null}
      {me?.role === 'driver' ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            You are signed in as a driver. Requests are for customers:{' '}
            <Link to="/profile" className="font-semibold underline underline-offset-4">
              switch your role in your profile
            </Link>
            .
          </span>
        </p>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Card>
          <CardContent className="grid gap-5 pt-4">
            <div className="grid gap-1.5">
              <Label htmlFor="vehicle-type">Vehicle type</Label>
              <NativeSelect
                id="vehicle-type"
                {...register('vehicleType', {
                  onChange: (event) => onVehicleTypeChange(event.target.value as VehicleType),
                })}
              >
                {vehicleTypeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>

            {activeVehicles.length > 0 ? (
              <div className="grid gap-1.5">
                <Label htmlFor="vehicle-id">Your vehicle (optional)</Label>
                <NativeSelect id="vehicle-id" {...register('vehicleId')}>
                  <option value="">Not one of my vehicles</option>
                  {activeVehicles.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.make} {v.model} · {v.licensePlate}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}

            <div className="grid gap-1.5">
              <Label htmlFor="pickup-location">Pickup location</Label>
              <div className="flex gap-2">
                <Input
                  id="pickup-location"
                  autoComplete="street-address"
                  placeholder="Address, city, state or ZIP"
                  aria-invalid={errors.pickupLocation ? true : undefined}
                  aria-describedby={
                    [
                      errors.pickupLocation ? 'pickup-error' : null,
                      location.message ? 'locate-message' : null,
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  {...register('pickupLocation')}
                />
                <Button
                  variant="outline"
                  size="icon"
                  onClick={location.locate}
                  disabled={location.locating}
                  aria-label="Use my current location"
                  title="Use my current location"
                >
                  {location.locating ? (
                    <Spinner className="h-5 w-5" />
                  ) : (
                    <LocateFixed aria-hidden="true" className="h-5 w-5" />
                  )}
                </Button>
              </div>
              <FieldError id="pickup-error">{errors.pickupLocation?.message}</FieldError>
              <p id="locate-message" role="status" aria-live="polite" className="text-sm text-amber-800">
                {location.locating ? 'Finding your location…' : (location.message ?? '')}
              </p>
            </div>

            <div className="grid gap-1.5">
              <Label htmlFor="destination">Destination</Label>
              <Input
                id="destination"
                placeholder="Address, city, state or ZIP"
                aria-invalid={errors.destination ? true : undefined}
                aria-describedby={errors.destination ? 'destination-error' : undefined}
                {...register('destination')}
              />
              <FieldError id="destination-error">{errors.destination?.message}</FieldError>
            </div>

            <RequestDistance
              value={values.distance}
              onChange={(miles) => setValue('distance', miles, { shouldDirty: true })}
              status={distanceStatus}
            />
            <FieldError id="distance-error">{errors.distance?.message}</FieldError>

            <div className="grid gap-4">
              <div className="flex items-center justify-between gap-3">
                <div className="grid gap-0.5">
                  <Label htmlFor="is-working">Vehicle is in working condition</Label>
                  <p className="text-xs text-slate-500">
                    We move working trucks only: no repairs, no towing.
                  </p>
                </div>
                <Switch
                  id="is-working"
                  checked={values.isWorking}
                  onCheckedChange={(checked) => setValue('isWorking', checked, { shouldDirty: true })}
                />
              </div>
              <div className="flex items-center justify-between gap-3">
                <div className="grid gap-0.5">
                  <Label htmlFor="is-loaded">Vehicle is loaded</Label>
                  <p className="text-xs text-slate-500">Loaded vehicles are priced by phone.</p>
                </div>
                <Switch
                  id="is-loaded"
                  checked={values.isLoaded}
                  onCheckedChange={(checked) => setValue('isLoaded', checked, { shouldDirty: true })}
                />
              </div>
            </div>

            <ServiceTimeField
              value={values.serviceTime}
              onChange={(serviceTime) => {
                focusSchedule.current = serviceTime === 'scheduled';
                setValue('serviceTime', serviceTime, { shouldDirty: true });
              }}
              min={toDateTimeLocalValue(new Date())}
              error={errors.scheduledLocal?.message}
              inputProps={register('scheduledLocal')}
            />

            <div className="grid gap-1.5">
              <Label htmlFor="notes">Notes (optional)</Label>
              <Textarea
                id="notes"
                placeholder="Gate codes, contact on site, keys…"
                maxLength={2000}
                aria-invalid={errors.notes ? true : undefined}
                aria-describedby={errors.notes ? 'notes-error' : undefined}
                {...register('notes')}
              />
              <FieldError id="notes-error">{errors.notes?.message}</FieldError>
            </div>
          </CardContent>
        </Card>

        <PolicyPanel />

        <PricePanel
          quote={quote}
          vehicleType={values.vehicleType}
          title="Price"
          description={
            serverQuote
              ? `For ${serverQuote.miles.toLocaleString('en-US')} miles between your addresses: the price you pay when you proceed.`
              : `Estimate for ${values.distance.toLocaleString('en-US')} miles. Pathway prices the trip from your addresses when you proceed.`
          }
        />

        <div className="grid gap-3">
          {blocker?.kind === 'not-working' ? <FocusedAlert>{NOT_WORKING_MESSAGE}</FocusedAlert> : null}
          {blocker?.kind === 'forbidden' ? (
            <FocusedAlert>
              {blocker.message}{' '}
              <Link to="/profile" className="font-semibold underline underline-offset-4">
                Switch your role to Customer in your profile
              </Link>
              .
            </FocusedAlert>
          ) : null}
          {blocker?.kind === 'error' ? <FocusedAlert>{blocker.message}</FocusedAlert> : null}
          {blocker?.kind === 'call' ? (
            <p
              role="status"
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700"
            >
              This move is priced by phone.{' '}
              {blocker.phone ? (
                <>
                  Opening your dialler to call{' '}
                  <a href={telHref(blocker.phone)} className="font-semibold text-brand-700 underline">
                    {blocker.phone}
                  </a>
                  .
                </>
              ) : (
                'Please call us.'
              )}
            </p>
          ) : null}
          <Button type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
            {busy ? (
              <Spinner className="h-5 w-5 text-slate-950" />
            ) : (
              <CreditCard aria-hidden="true" className="h-5 w-5" />
            )}
            {busy ? 'Processing...' : 'Proceed to Payment'}
          </Button>
          <p className="text-center text-xs text-slate-500">
            By proceeding you agree to our{' '}
            {/* Like the footer's, the Terms link goes nowhere: there is no terms page yet. */}
            <button type="button" aria-disabled="true" className="underline underline-offset-2">
              Terms of Service
            </button>{' '}
            and{' '}
            <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-slate-800">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </form>
    </div>
  );
}
