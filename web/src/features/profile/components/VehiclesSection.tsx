import type { Vehicle } from '@core/contracts/fleet';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useMe } from '@web/features/auth';
import { useCompanyMay } from '@web/features/companies';
import { useVehicles, vinPreview } from '@web/features/fleet';
import { Pencil, Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { VehicleDialog } from './VehicleDialog';

/** The user's vehicles with an Add Vehicle tile; each one can be edited in the same dialog. */
export function VehiclesSection() {
  const { t } = useLingui();
  const vehicles = useVehicles();
  // A company's trucks are changed by members whose role may order (the server refuses the others).
  const mayEdit = useCompanyMay('order', useMe().data?.role === 'client');
  const [dialog, setDialog] = useState<{ open: boolean; vehicle: Vehicle | null }>({
    open: false,
    vehicle: null,
  });
  const openFor = (vehicle: Vehicle | null) => setDialog({ open: true, vehicle });

  return (
    <RegionCard
      title={t`Vehicles`}
      titleId="vehicles-title"
      description={t`The trucks you move with Pathway.`}
    >
      <QueryGate
        query={vehicles}
        pending={
          <SkeletonList
            label={t`Loading your vehicles`}
            className="gap-3 sm:grid-cols-2"
            itemClassName="h-28"
          />
        }
        errorPrefix={t`We could not load your vehicles`}
        errorClassName="gap-2"
      >
        {(list) => (
          <div className="grid gap-3">
            {list.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No vehicles yet. Add your first truck to keep its details at hand.</Trans>
              </p>
            ) : null}
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((vehicle) => (
                <VehicleTile
                  key={vehicle.id}
                  vehicle={vehicle}
                  onEdit={mayEdit ? () => openFor(vehicle) : null}
                />
              ))}
              <li hidden={!mayEdit}>
                <button
                  type="button"
                  onClick={() => openFor(null)}
                  className="flex h-full min-h-28 w-full flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-slate-300 p-3 text-sm font-semibold text-brand-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <Plus aria-hidden="true" className="h-6 w-6" />
                  <Trans>Add Vehicle</Trans>
                </button>
              </li>
            </ul>
          </div>
        )}
      </QueryGate>
      <VehicleDialog
        open={dialog.open}
        vehicle={dialog.vehicle}
        onOpenChange={(open) => setDialog((prev) => ({ ...prev, open }))}
      />
    </RegionCard>
  );
}

function VehicleTile({ vehicle, onEdit }: { vehicle: Vehicle; onEdit: (() => void) | null }) {
  const { t } = useLingui();
  const active = vehicle.status === 'active';
  const name = `${vehicle.make} ${vehicle.model}`;
  const plate = vehicle.licensePlate;
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Truck aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="truncate font-semibold text-slate-900">{name}</h3>
          <Badge tone={active ? 'success' : 'neutral'}>{active ? t`Active` : t`Inactive`}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">
            <Trans>Plate</Trans>{' '}
          </span>
          {vehicle.licensePlate}
        </p>
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">
            <Trans>VIN</Trans>{' '}
          </span>
          <span className="font-mono">{vinPreview(vehicle.vin)}</span>
          <span aria-hidden="true" className="text-slate-400">
            …
          </span>
        </p>
        <div hidden={!onEdit}>
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit ?? undefined}
            aria-label={t`Edit ${name} ${plate}`}
            className="-ml-3 text-brand-700"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            <Trans>Edit</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
}
