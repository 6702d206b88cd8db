import type { Vehicle, VehicleInput } from '@core/contracts/fleet';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, unlessTaken } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import { fleetRepo, type VehicleRow } from './repo';

const toVehicle = (r: VehicleRow): Vehicle => ({
  id: r.id,
  make: r.make,
  model: r.model,
  licensePlate: r.licensePlate,
  vin: r.vin,
  status: r.status,
});

const guardDuplicateVin = <T>(write: () => Promise<T>) =>
  unlessTaken(write, 'vehicles_owner_vin_unique', () =>
    conflict('You already have a vehicle with this VIN.', 'duplicate_vin'),
  );

export function createFleetService(db: Db) {
  return {
    async list(actor: SessionUser): Promise<Vehicle[]> {
      return (await fleetRepo.listForOwner(db, actor.id)).map(toVehicle);
    },

    async add(actor: SessionUser, input: Required<VehicleInput>): Promise<Vehicle> {
      return toVehicle(await guardDuplicateVin(() => fleetRepo.insert(db, { ...input, ownerId: actor.id })));
    },

    async update(actor: SessionUser, id: string, input: Required<VehicleInput>): Promise<Vehicle> {
      if (!isUuid(id)) throw notFound('Vehicle not found');
      const row = await guardDuplicateVin(() => fleetRepo.updateOwned(db, actor.id, id, input));
      if (!row) throw notFound('Vehicle not found');
      return toVehicle(row);
    },

    /** Used by the jobs domain: a request may only name one of the client's own vehicles. */
    async requireOwnVehicle(actor: SessionUser, id: string): Promise<Vehicle> {
      const row = await fleetRepo.findOwned(db, actor.id, id);
      if (!row)
        throw badRequest('Choose one of your own vehicles.', 'unknown_vehicle', {
          vehicleId: 'Not one of your vehicles',
        });
      return toVehicle(row);
    },

    /** The vehicle a client's request names (inspections compare its VIN with the one on the spot). */
    async vehicleOfClient(clientId: string, id: string): Promise<Vehicle | undefined> {
      const row = await fleetRepo.findOwned(db, clientId, id);
      return row ? toVehicle(row) : undefined;
    },

    async removeAllFor(userId: string): Promise<void> {
      await fleetRepo.deleteAllForOwner(db, userId);
    },
  };
}
export type FleetService = ReturnType<typeof createFleetService>;
