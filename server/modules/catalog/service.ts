import { startingPriceCents } from '@core/catalog';
import type { ServiceType } from '@core/contracts/catalog';
import type { Db } from '../../db/client';
import { catalogRepo } from './repo';

export function createCatalogService(db: Db) {
  return {
    async listServiceTypes(): Promise<ServiceType[]> {
      const rows = await catalogRepo.listServiceTypes(db);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        basePrice: r.basePriceCents,
        startingPriceCents: startingPriceCents(r),
        iconVariant: r.iconVariant,
        isNewService: r.isNewService,
      }));
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
