import { vehicleTypeForService } from '@core/catalog';
import type { VehicleType } from '@core/pricing';
import { useServiceTypes } from '@web/features/catalog';
import { useVehicles } from '@web/features/fleet';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { parseServiceTypeParam, type RequestFormValues, serviceStillApplies } from './form';

/**
 * ?serviceType={id} from a home card: preselects its vehicle type once the list is known and sends the
 * service with the request; choosing a type the service does not cover drops the service.
 */
export function useServiceChoice(
  form: UseFormReturn<RequestFormValues>,
  params: URLSearchParams,
  restoredDraft: boolean,
) {
  const { serviceTypes, isFallback } = useServiceTypes();
  const { setValue, getFieldState, watch } = form;
  const serviceTypeId = watch('serviceTypeId');
  const serviceTypeParam = parseServiceTypeParam(params.get('serviceType'));
  const service = serviceTypes?.find((s) => s.id === (serviceTypeId ?? serviceTypeParam)) ?? null;

  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || restoredDraft || serviceTypeParam === null || !serviceTypes) return;
    applied.current = true;
    const match = serviceTypes.find((s) => s.id === serviceTypeParam);
    if (!match) return;
    if (!params.get('vehicleType') && !getFieldState('vehicleType').isDirty) {
      setValue('vehicleType', vehicleTypeForService(match));
    }
    // The fallback list's ids are not the server's: only a served list's id is sent.
    if (!isFallback) setValue('serviceTypeId', match.id);
  }, [serviceTypes, isFallback, serviceTypeParam, restoredDraft, params, getFieldState, setValue]);

  const onVehicleTypeChange = (vehicleType: VehicleType) => {
    if (service && serviceTypeId !== null && !serviceStillApplies(service, vehicleType)) {
      setValue('serviceTypeId', null);
    }
  };

  return { serviceName: serviceTypeId !== null ? service?.name : undefined, onVehicleTypeChange };
}

/** The signed-in client's active vehicles for the fleet select; a vehicle no longer active is unselected. */
export function useActiveVehicles(form: UseFormReturn<RequestFormValues>, signedIn: boolean) {
  const vehicles = useVehicles(signedIn);
  const { setValue, watch } = form;
  const chosen = watch('vehicleId');
  useEffect(() => {
    if (!vehicles.data) return;
    if (chosen && !vehicles.data.some((v) => v.id === chosen && v.status === 'active'))
      setValue('vehicleId', '');
  }, [vehicles.data, chosen, setValue]);
  return (vehicles.data ?? []).filter((v) => v.status === 'active');
}
