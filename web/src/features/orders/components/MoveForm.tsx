import type { OrderMoveInput } from '@core/contracts/orders';
import { vehicleTypeLabels } from '@core/labels';
import { vehicleTypes } from '@core/vehicle-types';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { type FormEvent, useId, useState } from 'react';

const empty = { vin: '', vehicleType: 'bobtail', pickup: '', destination: '', receiver: '', phone: '' };

/** One move typed in: a truck, where from and to, and who takes it (the server checks all of it). */
export function MoveForm({ onAdd }: { onAdd: (move: OrderMoveInput) => void }) {
  const { t } = useLingui();
  const [v, setV] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const typeId = useId();
  const set = (k: keyof typeof empty) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!v.pickup.trim() || !v.destination.trim()) {
      setError(t`Enter the pickup and the destination.`);
      return;
    }
    setError(null);
    onAdd({
      vin: v.vin.trim() || null,
      vehicleType: v.vehicleType as OrderMoveInput['vehicleType'],
      pickupLocation: v.pickup.trim(),
      destination: v.destination.trim(),
      receiver: v.receiver.trim() ? { name: v.receiver.trim(), phone: v.phone.trim() || null } : null,
    });
    setV({ ...empty, vehicleType: v.vehicleType });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={t`Add a move`}>
      <TextField
        label={t`VIN`}
        value={v.vin}
        onChange={set('vin')}
        maxLength={17}
        autoCapitalize="characters"
      />
      <div className="grid gap-1.5">
        <Label htmlFor={typeId}>
          <Trans>Vehicle type</Trans>
        </Label>
        <NativeSelect id={typeId} value={v.vehicleType} onChange={set('vehicleType')}>
          {vehicleTypes.map((type) => (
            <option key={type} value={type}>
              {vehicleTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextField label={t`Pickup address`} value={v.pickup} onChange={set('pickup')} autoComplete="off" />
      <TextField
        label={t`Destination address`}
        value={v.destination}
        onChange={set('destination')}
        autoComplete="off"
      />
      <TextField label={t`Receiver name`} value={v.receiver} onChange={set('receiver')} />
      <TextField label={t`Receiver phone`} value={v.phone} onChange={set('phone')} type="tel" />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary">
        <Trans>Add move</Trans>
      </Button>
    </form>
  );
}
