import { type Vehicle, type VehicleInput, vehicleBody } from '@core/contracts/fleet';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useSaveVehicle } from '@web/features/fleet';
import { useAppForm } from '@web/lib/forms';
import { cn } from '@web/lib/utils';
import type { z } from 'zod';

type VehicleValues = z.output<typeof vehicleBody>;
const fields = ['make', 'model', 'licensePlate', 'vin', 'status'] as const;

const statusOptions = [
  { value: 'active', label: msg`Active` },
  { value: 'inactive', label: msg`Inactive` },
] as const;

/** Add (no `vehicle`) or edit a vehicle; open while `open` is true. */
export function VehicleDialog({
  open,
  onOpenChange,
  vehicle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicle: Vehicle | null;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{vehicle ? t`Edit vehicle` : t`Add vehicle`}</DialogTitle>
          <DialogDescription>
            {vehicle
              ? vehicleLine(vehicle)
              : t`Add a truck you want moved. The VIN has 17 letters and digits.`}
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed, so each opening starts from fresh values. */}
        <VehicleForm vehicle={vehicle} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function vehicleLine({ make, model, licensePlate: plate }: Vehicle) {
  return (
    <Trans>
      {make} {model}, plate {plate}
    </Trans>
  );
}

function VehicleForm({ vehicle, onDone }: { vehicle: Vehicle | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveVehicle();
  const { form, formError, onSubmit } = useAppForm<VehicleInput, VehicleValues>({
    resolver: zodResolver(vehicleBody),
    defaultValues: vehicle
      ? {
          make: vehicle.make,
          model: vehicle.model,
          licensePlate: vehicle.licensePlate,
          vin: vehicle.vin,
          status: vehicle.status,
        }
      : { make: '', model: '', licensePlate: '', vin: '', status: 'active' },
    fields,
    conflictField: 'vin',
    sayAboveWhenPlaced: false,
    send: async (values) => {
      await save.mutateAsync({ id: vehicle?.id, body: values });
      toast({
        title: vehicle ? t`Vehicle updated` : t`Vehicle added`,
        description: `${values.make} ${values.model} (${values.licensePlate})`,
      });
      onDone();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t`Make`} autoComplete="off" error={errors.make?.message} {...register('make')} />
        <TextField label={t`Model`} autoComplete="off" error={errors.model?.message} {...register('model')} />
      </div>
      <TextField
        label={t`License Plate`}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.licensePlate?.message}
        {...register('licensePlate')}
      />
      <TextField
        label={t`VIN`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        className="font-mono uppercase"
        hint={t`17 letters and digits; never I, O or Q.`}
        error={errors.vin?.message}
        {...register('vin')}
      />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          <Trans>Status</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {statusOptions.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-800',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input type="radio" value={option.value} className="sr-only" {...register('status')} />
              {t(option.label)}
            </label>
          ))}
        </div>
        {errors.status?.message ? <p className="text-sm text-red-600">{errors.status.message}</p> : null}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <SubmitButton pending={isSubmitting} pendingLabel={t`Saving…`}>
          {vehicle ? t`Save changes` : t`Add Vehicle`}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
