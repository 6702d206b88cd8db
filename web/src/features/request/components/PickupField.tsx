import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { LocateFixed } from 'lucide-react';
import { useCallback } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { RequestFormValues } from '../form';
import { useLocate } from '../useLocate';

const LOCATE_MESSAGE_ID = 'locate-message';

/**
 * The pickup address with a "use my current location" button and its live status line. The caller
 * registers the input (`inputProps`), so fields register, and take the focus on errors, in page order.
 */
export function PickupField({
  form,
  inputProps,
}: {
  form: UseFormReturn<RequestFormValues>;
  inputProps: UseFormRegisterReturn<'pickupLocation'>;
}) {
  const { setValue, formState } = form;
  const error = formState.errors.pickupLocation?.message;
  const onLocated = useCallback(
    (text: string) => setValue('pickupLocation', text, { shouldValidate: Boolean(error) }),
    [setValue, error],
  );
  const location = useLocate(onLocated);

  return (
    <div className="grid gap-1.5">
      <TextField
        id="pickup-location"
        label="Pickup location"
        autoComplete="street-address"
        placeholder="Address, city, state or ZIP"
        error={error}
        aria-describedby={location.message ? LOCATE_MESSAGE_ID : undefined}
        end={
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
        }
        {...inputProps}
      />
      <p id={LOCATE_MESSAGE_ID} role="status" aria-live="polite" className="text-sm text-amber-800">
        {location.locating ? 'Finding your location…' : (location.message ?? '')}
      </p>
    </div>
  );
}
