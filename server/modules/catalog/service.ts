import { type ServiceAvailability, startingPriceCents } from '@core/catalog';
import type { ServiceType } from '@core/contracts/catalog';
import { DEFAULT_TRIP_COST_BASIS, type TripCostBasis } from '@core/trip-costs';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Notify } from '../notifications/service';
import { catalogRepo } from './repo';

/** The services Pathway offers, whether each can be ordered now, and who waits for one to launch. */
export function createCatalogService(
  db: Db,
  notify: Notify = async () => undefined,
  tripCostBasis: () => Promise<TripCostBasis> = async () => DEFAULT_TRIP_COST_BASIS,
) {
  async function listServiceTypes(): Promise<ServiceType[]> {
    const [rows, basis] = await Promise.all([catalogRepo.listServiceTypes(db), tripCostBasis()]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      basePrice: r.basePriceCents,
      startingPriceCents: startingPriceCents(r, basis),
      iconVariant: r.iconVariant,
      availability: r.availability,
      launchExpectedOn: r.launchExpectedOn,
      isNewService: r.isNewService,
    }));
  }

  async function serviceOr404(id: number) {
    const service = (await listServiceTypes()).find((s) => s.id === id);
    if (!service) throw notFound('Service type not found');
    return service;
  }

  return {
    listServiceTypes,

    /** "Tell me when it launches": kept until the service launches, then told once. */
    async registerLaunchInterest(actor: SessionUser, id: number) {
      const service = await serviceOr404(id);
      if (service.availability === 'available')
        throw conflict(`${service.name} is available now: you can request it today.`, 'already_available');
      await catalogRepo.addLaunchInterest(db, id, actor.id);
      return {
        interested: true as const,
        message: `We will tell you as soon as ${service.name} launches.`,
      };
    },

    /**
     * Operators open a service or announce it for later. Opening one tells everyone who asked, once
     * (their interest is removed in the same transaction that opens it).
     */
    async setAvailability(
      _admin: SessionUser,
      id: number,
      change: { availability: ServiceAvailability; launchExpectedOn: string | null },
    ): Promise<ServiceType> {
      const before = await serviceOr404(id);
      const waiting = await db.transaction(async (tx) => {
        await catalogRepo.setAvailability(tx, id, change);
        const opened = before.availability === 'coming_soon' && change.availability === 'available';
        return opened ? catalogRepo.takeLaunchInterests(tx, id) : [];
      });
      for (const userId of waiting) {
        await notify(userId, 'service_launched', {
          title: `${before.name} is available now`,
          body: `You asked to be told: ${before.name} can be requested from today.`,
          link: `/request?serviceType=${id}`,
        }).catch(() => {});
      }
      return serviceOr404(id);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
