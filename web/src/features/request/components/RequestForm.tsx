import type { Vehicle } from '@core/contracts/fleet';
import type { SavedPlace } from '@core/contracts/places';
import type { VehicleType } from '@core/pricing';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent } from '@web/components/ui/card';
import { TextAreaField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SwitchField } from '@web/components/ui/switch-field';
import type { PlaceProblem } from '@web/features/geo';
import { vehicleTypeOptions } from '@web/features/pricing';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type RequestFormValues, toDateTimeLocalValue } from '../form';
import type { DistanceStatusMessage } from '../useDistanceEstimate';
import { PickupField, TripPlaceField } from './PickupField';
import { ReceiverFields } from './ReceiverFields';
import { type MeasuredDistance, RequestDistance } from './RequestDistance';
import { ServiceTimeField } from './ServiceTimeField';
import { VinField } from './VinField';

function VehicleFields({
  form,
  vehicles,
  onVehicleTypeChange,
}: {
  form: UseFormReturn<RequestFormValues>;
  vehicles: Vehicle[];
  onVehicleTypeChange: (vehicleType: VehicleType) => void;
}) {
  const { register } = form;
  const { t, i18n } = useLingui();
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="vehicle-type">
          <Trans>Vehicle type</Trans>
        </Label>
        <NativeSelect
          id="vehicle-type"
          {...register('vehicleType', {
            onChange: (event) => onVehicleTypeChange(event.target.value as VehicleType),
          })}
        >
          {vehicleTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {vehicles.length > 0 ? (
        <div className="grid gap-1.5">
          <Label htmlFor="vehicle-id">
            <Trans>Your vehicle (optional)</Trans>
          </Label>
          <NativeSelect id="vehicle-id" {...register('vehicleId')}>
            <option value="">{t`Not one of my vehicles`}</option>
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.make} {v.model} · {v.licensePlate}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </>
  );
}

/** Focuses the date-and-time input once Schedule reveals it (only after the person chose Schedule). */
function useFocusScheduleOnChoice(form: UseFormReturn<RequestFormValues>, serviceTime: string) {
  const pending = useRef(false);
  const { setFocus } = form;
  useEffect(() => {
    if (serviceTime === 'scheduled' && pending.current) {
      pending.current = false;
      setFocus('scheduledLocal');
    }
  }, [serviceTime, setFocus]);
  return pending;
}

/** The request's fields: what to move, where from and to, how far, its condition, when, and notes. */
export function RequestForm({
  form,
  values,
  vehicles,
  distanceStatus,
  measured,
  onVehicleTypeChange,
  placeProblem,
  savedPlaces,
}: {
  form: UseFormReturn<RequestFormValues>;
  values: RequestFormValues;
  vehicles: Vehicle[];
  /** The server could not find or choose a place: its message and candidates per place. */
  placeProblem: PlaceProblem | null;
  savedPlaces: readonly SavedPlace[];
  distanceStatus: DistanceStatusMessage | null;
  /** The server's distance between the two addresses, once it has measured them. */
  measured: MeasuredDistance | null;
  onVehicleTypeChange: (vehicleType: VehicleType) => void;
}) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const focusSchedule = useFocusScheduleOnChoice(form, values.serviceTime);
  const { t } = useLingui();
  const dirty = { shouldDirty: true } as const;

  return (
    <Card>
      <CardContent className="grid gap-5 pt-4">
        <VehicleFields form={form} vehicles={vehicles} onVehicleTypeChange={onVehicleTypeChange} />
        <VinField form={form} vehicles={vehicles} />
        <PickupField
          form={form}
          problem={placeProblem?.errors.pickup}
          candidates={placeProblem?.candidates.pickup}
          saved={savedPlaces}
        />
        <TripPlaceField
          form={form}
          field="destination"
          id="destination"
          label={t`Destination`}
          problem={placeProblem?.errors.destination}
          candidates={placeProblem?.candidates.destination}
          saved={savedPlaces}
        />
        <RequestDistance
          value={values.distance}
          onChange={(miles) => setValue('distance', miles, dirty)}
          status={distanceStatus}
          measured={measured}
        />
        {errors.distance?.message ? <p className="text-sm text-red-600">{errors.distance.message}</p> : null}
        <div className="grid gap-4">
          <SwitchField
            id="is-working"
            label={t`Vehicle is in working condition`}
            hint={t`We move working trucks only: no repairs, no towing.`}
            checked={values.isWorking}
            onCheckedChange={(checked) => setValue('isWorking', checked, dirty)}
          />
          <SwitchField
            id="is-loaded"
            label={t`Vehicle is loaded`}
            hint={t`Loaded vehicles are priced by phone.`}
            checked={values.isLoaded}
            onCheckedChange={(checked) => setValue('isLoaded', checked, dirty)}
          />
        </div>
        <ServiceTimeField
          value={values.serviceTime}
          onChange={(serviceTime) => {
            focusSchedule.current = serviceTime === 'scheduled';
            setValue('serviceTime', serviceTime, dirty);
          }}
          min={toDateTimeLocalValue(new Date())}
          error={errors.scheduledLocal?.message}
          inputProps={register('scheduledLocal')}
        />
        <TextAreaField
          id="notes"
          label={t`Notes (optional)`}
          placeholder={t`Gate codes, contact on site, keys…`}
          maxLength={2000}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <ReceiverFields register={register} errors={errors} />
      </CardContent>
    </Card>
  );
}
