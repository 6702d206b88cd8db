import type { SavedPlace } from '@core/contracts/places';
import type { ResolvedPlace } from '@core/places';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { PlaceField } from '@web/features/geo';
import { LocateFixed } from 'lucide-react';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RequestFormValues } from '../form';
import { useLocate } from '../useLocate';

const LOCATE_MESSAGE_ID = 'locate-message';

type PlaceKey = 'pickupLocation' | 'destination';
const placeIdOf = { pickupLocation: 'pickupPlaceId', destination: 'destinationPlaceId' } as const;

export interface TripPlaceProps {
  form: UseFormReturn<RequestFormValues>;
  /** The server's message for the place when it could not find or choose it. */
  problem?: string;
  candidates?: readonly ResolvedPlace[];
  saved?: readonly SavedPlace[];
}

/** A trip's place field on the request form: picking fills the address and the saved place's id. */
export function TripPlaceField({
  form,
  field,
  id,
  label,
  problem,
  candidates,
  saved,
  end,
  describedBy,
}: TripPlaceProps & {
  field: PlaceKey;
  id: string;
  label: string;
  end?: React.ReactNode;
  describedBy?: string;
}) {
  const { setValue, register, watch, formState } = form;
  const error = formState.errors[field]?.message ?? problem;
  return (
    <PlaceField
      id={id}
      label={label}
      value={watch(field)}
      inputProps={register(field)}
      onPick={(address, savedPlaceId) => {
        setValue(field, address, { shouldDirty: true, shouldValidate: Boolean(formState.errors[field]) });
        setValue(placeIdOf[field], savedPlaceId ?? '');
      }}
      onType={() => setValue(placeIdOf[field], '')}
      error={error}
      candidates={candidates}
      saved={saved}
      end={end}
      aria-describedby={describedBy}
    />
  );
}

/**
 * The pickup place with a "use my current location" button and its live status line. Fields register,
 * and take the focus on errors, in page order.
 */
export function PickupField(props: TripPlaceProps) {
  const { setValue, formState } = props.form;
  const hasError = Boolean(formState.errors.pickupLocation);
  const onLocated = useCallback(
    (text: string) => {
      setValue('pickupLocation', text, { shouldValidate: hasError });
      setValue('pickupPlaceId', '');
    },
    [setValue, hasError],
  );
  const location = useLocate(onLocated);
  const { t } = useLingui();

  return (
    <div className="grid gap-1.5">
      <TripPlaceField
        {...props}
        field="pickupLocation"
        id="pickup-location"
        label={t`Pickup location`}
        describedBy={location.message ? LOCATE_MESSAGE_ID : undefined}
        end={
          <Button
            variant="outline"
            size="icon"
            onClick={location.locate}
            disabled={location.locating}
            aria-label={t`Use my current location`}
            title={t`Use my current location`}
          >
            {location.locating ? (
              <Spinner className="h-5 w-5" />
            ) : (
              <LocateFixed aria-hidden="true" className="h-5 w-5" />
            )}
          </Button>
        }
      />
      <p id={LOCATE_MESSAGE_ID} role="status" aria-live="polite" className="text-sm text-amber-800">
        {location.locating ? t`Finding your location…` : (location.message ?? '')}
      </p>
    </div>
  );
}
