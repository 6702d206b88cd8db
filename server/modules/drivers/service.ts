import type { Db } from '../../db/client';
import { driversRepo } from './repo';

export function createDriversService(db: Db) {
  return {
    /** Verified drivers who have said they are taking work now. */
    countAvailableDrivers(): Promise<number> {
      return driversRepo.countAvailableVerified(db);
    },
  };
}
export type DriversService = ReturnType<typeof createDriversService>;
