import type { TripCostSettingsBody, TripCostSettingsResponse } from '@core/contracts/trip-costs';
import {
  DEFAULT_DIESEL_PRICE,
  DEFAULT_FARE_TABLE,
  type DieselPrice,
  FUEL_MARGIN_BPS,
  fareTableProblem,
  type TripCostBasis,
} from '@core/trip-costs';
import type { FuelPricePort } from '../../adapters/fuel-price';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { AuditService } from '../audit/service';
import { tripCostsSettingsRepo as repo, type TripCostSettingsRow } from './repo';

/** The settings as stored, or the documented defaults before an operator saved any. */
function settingsOrDefaults(
  row: TripCostSettingsRow | null,
): TripCostSettingsBody & { updatedAt: Date | null } {
  return {
    fareTable: row?.fareTable ?? [...DEFAULT_FARE_TABLE],
    fuelMarginBps: row?.fuelMarginBps ?? FUEL_MARGIN_BPS,
    dieselPerGallonMills: row?.dieselPerGallonMills ?? DEFAULT_DIESEL_PRICE.perGallonMills,
    dieselAsOf: row?.dieselAsOf ?? DEFAULT_DIESEL_PRICE.asOf,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * What quotes estimate the driver's return and the fuel with (core/trip-costs): the operators' fare table
 * and margin, and the diesel price of the fuel-price port (the last EIA week it fetched) or, offline, the
 * operators' own price with its date.
 */
export function createTripCostsService(db: Db, audit: AuditService, fuelPrice: FuelPricePort | null) {
  async function dieselInUse(settings: TripCostSettingsBody): Promise<DieselPrice> {
    const fetched = fuelPrice ? await repo.latestDiesel(db, fuelPrice.region) : null;
    if (fetched) {
      return {
        perGallonMills: fetched.perGallonMills,
        asOf: fetched.asOf,
        source: 'eia',
        region: fetched.region,
      };
    }
    return {
      perGallonMills: settings.dieselPerGallonMills,
      asOf: settings.dieselAsOf,
      source: 'operator',
      region: 'U.S.',
    };
  }

  async function basis(): Promise<TripCostBasis> {
    const settings = settingsOrDefaults(await repo.settings(db));
    return {
      fareTable: settings.fareTable,
      diesel: await dieselInUse(settings),
      fuelMarginBps: settings.fuelMarginBps,
    };
  }

  async function settings(): Promise<TripCostSettingsResponse> {
    const s = settingsOrDefaults(await repo.settings(db));
    return {
      ...s,
      updatedAt: s.updatedAt?.toISOString() ?? null,
      inUse: await dieselInUse(s),
      eiaConfigured: fuelPrice !== null,
    };
  }

  return {
    basis,
    settings,

    /** PUT /api/admin/trip-costs: an operator keeps the fare table, the margin and the offline diesel price. */
    async saveSettings(operator: SessionUser, body: TripCostSettingsBody): Promise<TripCostSettingsResponse> {
      const problem = fareTableProblem(body.fareTable);
      if (problem) throw badRequest(problem, 'invalid_fare_table', { fareTable: problem });
      await db.transaction(async (tx) => {
        const before = settingsOrDefaults(await repo.settings(tx));
        await repo.saveSettings(tx, { ...body, updatedBy: operator.id });
        await audit.record(tx, {
          actor: operator,
          action: 'trip_costs.settings',
          target: { type: 'operator', id: operator.id, label: 'Trip cost estimates' },
          before: { ...before, updatedAt: undefined },
          after: body,
        });
      });
      return settings();
    },

    /** Daily: the week's diesel price from the fuel-price port, kept so quotes never wait on it. */
    async refreshDieselPrice(): Promise<boolean> {
      if (!fuelPrice) return false;
      const price = await fuelPrice.latestDiesel();
      await repo.saveDiesel(db, price);
      return true;
    },
  };
}
export type TripCostsService = ReturnType<typeof createTripCostsService>;
