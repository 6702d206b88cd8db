import type { ClientParty } from '@core/companies';
import type { Vehicle, VehicleInput } from '@core/contracts/fleet';
import type { Db } from '../../db/client';
import { companyForNew, requireActsFor, scopeOf } from '../../lib/company-access';
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
  unlessTaken(
    () =>
      unlessTaken(write, 'vehicles_company_vin_unique', () =>
        conflict('Your company already has a vehicle with this VIN.', 'duplicate_vin'),
      ),
    'vehicles_owner_vin_unique',
    () => conflict('You already have a vehicle with this VIN.', 'duplicate_vin'),
  );

const partyOf = (r: VehicleRow): ClientParty => ({ clientId: r.ownerId, companyId: r.companyId });

/**
 * A client's trucks. A company member's belong to the company: every member sees them, members whose
 * role may `order` add and edit them (core/companies.ts).
 */
export function createFleetService(db: Db) {
  return {
    async list(actor: SessionUser): Promise<Vehicle[]> {
      return (await fleetRepo.list(db, scopeOf(actor))).map(toVehicle);
    },

    async add(actor: SessionUser, input: Required<VehicleInput>): Promise<Vehicle> {
      const companyId = companyForNew(actor);
      return toVehicle(
        await guardDuplicateVin(() => fleetRepo.insert(db, { ...input, ownerId: actor.id, companyId })),
      );
    },

    async update(actor: SessionUser, id: string, input: Required<VehicleInput>): Promise<Vehicle> {
      const found = isUuid(id) ? await fleetRepo.find(db, scopeOf(actor), id) : undefined;
      if (!found) throw notFound('Vehicle not found');
      requireActsFor(actor, partyOf(found), 'order');
      const row = await guardDuplicateVin(() => fleetRepo.update(db, scopeOf(actor), id, input));
      if (!row) throw notFound('Vehicle not found');
      return toVehicle(row);
    },

    /** Used by the jobs domain: a request may only name one of the client's (or their company's) vehicles. */
    async requireOwnVehicle(actor: SessionUser, id: string): Promise<Vehicle> {
      const row = isUuid(id) ? await fleetRepo.find(db, scopeOf(actor), id) : undefined;
      if (!row)
        throw badRequest('Choose one of your own vehicles.', 'unknown_vehicle', {
          vehicleId: 'Not one of your vehicles',
        });
      requireActsFor(actor, partyOf(row), 'order');
      return toVehicle(row);
    },

    /** The vehicle a request names (inspections compare its VIN with the one on the spot): the job's client's or company's. */
    async vehicleOfClient(party: ClientParty, id: string): Promise<Vehicle | undefined> {
      const row = await fleetRepo.find(db, { userId: party.clientId, companyId: party.companyId }, id);
      return row ? toVehicle(row) : undefined;
    },

    async removeAllFor(userId: string): Promise<void> {
      await fleetRepo.deleteAllForOwner(db, userId);
    },
  };
}
export type FleetService = ReturnType<typeof createFleetService>;
