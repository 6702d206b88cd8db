/**
 * What a move costs beyond the driver's work (docs/decisions/011-trip-cost-estimates.md): the
 * driver's way home and the truck's fuel. Both are estimated upfront from a basis the server keeps (the
 * operators' fare table, the diesel price of the fuel-price port) and billed at cost up to the estimate:
 * what the move did not use is refunded at completion. Pure and unit-tested; amounts in whole cents.
 */
import { formatNumber } from './format';
import { formatUsd } from './money';
import type { VehicleType } from './vehicle-types';

/** Above this many miles there is no quote: the client must call. */
export const MAX_QUOTABLE_DISTANCE = 5000;
/** Up to and including this many miles the client pays the driver's return; above it the driver does. */
export const RETURN_TRANSPORT_BOUNDARY = 2000;

/** How the quote, checkout and invoice name the two cost lines. */
export const TRIP_COST_LINE_LABELS = {
  driverReturn: 'Driver return',
  fuel: 'Fuel, billed at cost up to this amount',
} as const;

export const returnModes = ['bus', 'train', 'air'] as const;
export type ReturnMode = (typeof returnModes)[number];
export const returnModeLabels: Record<ReturnMode, string> = { bus: 'Bus', train: 'Train', air: 'Air' };

/** One band of the fare table: trips up to `upToMiles` (inclusive) go home by `mode` at this fare. */
export interface FareBand {
  upToMiles: number;
  mode: ReturnMode;
  /** A one-way ticket's fixed part (booking, the ride to the station or airport). */
  baseCents: number;
  perMileCents: number;
}

/**
 * The default fare table (the ADR states the sources): a bus ticket below 500 miles, a one-way economy
 * flight booked at a few days' notice above, with the ride to the airport in its base.
 */
export const DEFAULT_FARE_TABLE: readonly FareBand[] = [
  { upToMiles: 500, mode: 'bus', baseCents: 2_500, perMileCents: 16 },
  { upToMiles: RETURN_TRANSPORT_BOUNDARY, mode: 'air', baseCents: 16_000, perMileCents: 14 },
];

/** Typical loaded-road miles per gallon of each vehicle type, driven empty of cargo (driveaway). */
export const MILES_PER_GALLON: Record<VehicleType, number> = {
  bobtail: 7,
  'box-truck': 10,
  'bobtail-trailer': 6.5,
  trailer: 6.5,
};

/** The fuel line carries this margin over the estimate for the price changing on the way (basis points). */
export const FUEL_MARGIN_BPS = 1_000;

/** The diesel price a fuel estimate was made with: dollars per gallon in thousandths ($3.759 → 3759). */
export interface DieselPrice {
  perGallonMills: number;
  /** The day the price is for (an EIA week, or the day an operator set it): YYYY-MM-DD. */
  asOf: string;
  /** Where it came from: 'eia' (the weekly retail series) or 'operator' (the offline default). */
  source: 'eia' | 'operator';
  /** The region the price is for, as its source names it ("U.S.", "Gulf Coast"). */
  region: string;
}

/**
 * The diesel price until an operator sets the week's (or the EIA port answers): the ADR's figure, dated
 * the week it was written so the quote shows how old it is.
 */
export const DEFAULT_DIESEL_PRICE: DieselPrice = {
  perGallonMills: 3_759,
  asOf: '2026-11-23',
  source: 'operator',
  region: 'U.S.',
};

/** What the server estimates with; the web calculator fetches the same basis to preview. */
export interface TripCostBasis {
  fareTable: readonly FareBand[];
  diesel: DieselPrice;
  fuelMarginBps: number;
}

/** The basis before operators change anything (and what the offline service list prices with). */
export const DEFAULT_TRIP_COST_BASIS: TripCostBasis = {
  fareTable: DEFAULT_FARE_TABLE,
  diesel: DEFAULT_DIESEL_PRICE,
  fuelMarginBps: FUEL_MARGIN_BPS,
};

export type ReturnPayer = 'client' | 'driver' | 'call';

export interface ReturnEstimate {
  payer: ReturnPayer;
  /** The band's mode, or null when the client pays no return. */
  mode: ReturnMode | null;
  cents: number;
  /** How it was made, as the quote shows it. */
  basis: string;
}

export interface FuelEstimate {
  gallons: number;
  /** Gallons × price, before the margin. */
  estimateCents: number;
  marginCents: number;
  /** What the client pays upfront: estimate + margin, billed at cost up to it. */
  cents: number;
  basis: string;
}

export interface TripCosts {
  driverReturn: ReturnEstimate;
  fuel: FuelEstimate;
  /** driverReturn.cents + fuel.cents. */
  totalCents: number;
}

const perGallon = (mills: number) => `$${(mills / 1000).toFixed(3)}/gal`;

/** Who pays the driver's way back: the client up to 2,000 miles, the driver to 5,000, a call above. */
export function returnPayerFor(miles: number): ReturnPayer {
  if (miles > MAX_QUOTABLE_DISTANCE) return 'call';
  return miles <= RETURN_TRANSPORT_BOUNDARY ? 'client' : 'driver';
}

/** The band a trip of `miles` falls in (the first whose limit it does not pass), or null beyond them. */
export function fareBandFor(fareTable: readonly FareBand[], miles: number): FareBand | null {
  const sorted = [...fareTable].sort((a, b) => a.upToMiles - b.upToMiles);
  return sorted.find((band) => miles <= band.upToMiles) ?? null;
}

/** The driver's return ticket: the band's fare for the trip's miles, rounded to the cent. */
export function estimateReturn(fareTable: readonly FareBand[], miles: number): ReturnEstimate {
  const payer = returnPayerFor(miles);
  if (payer === 'driver') {
    return {
      payer,
      mode: null,
      cents: 0,
      basis: `Over ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the driver covers their return`,
    };
  }
  if (payer === 'call') return { payer, mode: null, cents: 0, basis: 'Priced by phone' };
  const band = fareBandFor(fareTable, miles) ?? fareBandFor(DEFAULT_FARE_TABLE, miles);
  if (!band) throw new RangeError(`no fare band covers ${miles} miles`);
  const cents = band.baseCents + Math.round(band.perMileCents * miles);
  return {
    payer,
    mode: band.mode,
    cents,
    basis: `${returnModeLabels[band.mode]} fare for ${formatNumber(miles)} mi: ${formatUsd(band.baseCents)} + ${formatUsd(band.perMileCents)}/mi`,
  };
}

/** Gallons for the trip (to the tenth), their cost at the diesel price, and the margin over it. */
export function estimateFuel(
  vehicleType: VehicleType,
  miles: number,
  diesel: DieselPrice,
  marginBps = FUEL_MARGIN_BPS,
): FuelEstimate {
  const mpg = MILES_PER_GALLON[vehicleType];
  const exactGallons = miles / mpg;
  // Mills × gallons is thousandths of a dollar; ÷ 10 is cents, rounded half up once, at the end.
  const estimateCents = Math.round((exactGallons * diesel.perGallonMills) / 10);
  const marginCents = Math.round((estimateCents * marginBps) / 10_000);
  const gallons = Math.round(exactGallons * 10) / 10;
  const asOf = diesel.asOf;
  const source =
    diesel.source === 'eia' ? `EIA ${diesel.region} weekly diesel` : 'diesel price set by Pathway';
  return {
    gallons,
    estimateCents,
    marginCents,
    cents: estimateCents + marginCents,
    basis:
      `${formatNumber(miles)} mi ÷ ${mpg} mpg × ${perGallon(diesel.perGallonMills)} (${source}, ${asOf})` +
      ` + ${marginBps / 100}% for price changes`,
  };
}

/** Both lines for a quotable trip. */
export function estimateTripCosts(
  input: { vehicleType: VehicleType; miles: number },
  basis: TripCostBasis,
): TripCosts {
  const driverReturn = estimateReturn(basis.fareTable, input.miles);
  const fuel = estimateFuel(input.vehicleType, input.miles, basis.diesel, basis.fuelMarginBps);
  return { driverReturn, fuel, totalCents: driverReturn.cents + fuel.cents };
}

/** The checks an operator's fare table must pass: bands in order, the last reaching the boundary. */
export function fareTableProblem(table: readonly FareBand[]): string | null {
  if (table.length === 0) return 'The fare table needs at least one band.';
  for (let i = 1; i < table.length; i++) {
    const [prev, band] = [table[i - 1], table[i]];
    if (prev && band && band.upToMiles <= prev.upToMiles)
      return 'Each band must reach further than the one before.';
  }
  const last = table[table.length - 1];
  if (!last || last.upToMiles < RETURN_TRANSPORT_BOUNDARY) {
    return `The last band must reach ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles.`;
  }
  return null;
}

/** A job's move fee: what it charged less its return and fuel lines (what the commission split divides). */
export const moveFeeCentsOf = (job: { priceCents: number; driverReturnCents: number; fuelCents: number }) =>
  job.priceCents - job.driverReturnCents - job.fuelCents;
