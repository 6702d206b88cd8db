import { createFuelPrice } from './adapters/fuel-price';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AuditService } from './modules/audit/service';
import { createConfiguredGeo } from './modules/geo/service';
import { createTripCostsService } from './modules/tripcosts/service';

/** Composed after the other services (the way home and the settlement need most of them). */
export { withTripCostReturns } from './trip-cost-returns';

/**
 * What a quote is made with: the geo service on the geocoding and routing ports (the distance), and the
 * trip-costs service on the fuel-price port (the driver's return and the fuel). EIA when EIA_API_KEY is
 * set, otherwise the operators' own diesel price (docs/decisions/011-trip-cost-estimates.md).
 */
export function createPricingPorts(db: Db, audit: AuditService, config: Config) {
  const tripCosts = createTripCostsService(db, audit, createFuelPrice(config));
  return { tripCosts, geo: createConfiguredGeo(config, tripCosts.basis) };
}
