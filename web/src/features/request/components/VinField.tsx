import type { Vehicle } from '@core/contracts/fleet';
import { vinRequiredForService } from '@core/vin';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@web/components/ui/form-field';
import { useServiceTypes } from '@web/features/catalog';
import type { UseFormReturn } from 'react-hook-form';
import type { RequestFormValues } from '../form';

/**
 * The truck's VIN: the driver reads the plate at pickup and it must match. Optional, except for an
 * auction purchase (the truck bought is the one to collect); a saved vehicle brings its own.
 */
export function VinField({
  form,
  vehicles,
}: {
  form: UseFormReturn<RequestFormValues>;
  vehicles: Vehicle[];
}) {
  const { serviceTypes } = useServiceTypes();
  const { t } = useLingui();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const chosen = vehicles.find((v) => v.id === watch('vehicleId'));
  const serviceTypeId = watch('serviceTypeId');
  const required = vinRequiredForService(serviceTypes?.find((s) => s.id === serviceTypeId));
  if (chosen) {
    const vin = chosen.vin;
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          VIN <span className="font-mono">{vin}</span>, from your saved vehicle: the driver checks the truck
          against it at pickup.
        </Trans>
      </p>
    );
  }
  return (
    <TextField
      id="vin"
      label={required ? t`VIN` : t`VIN (optional)`}
      placeholder={t`17 characters, on the title or the door plate`}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={20}
      className="font-mono uppercase"
      required={required}
      hint={
        required
          ? t`Needed for an auction purchase: the driver checks it against the truck at the lot.`
          : t`The driver checks it against the truck at pickup.`
      }
      error={errors.vin?.message}
      {...register('vin')}
    />
  );
}
