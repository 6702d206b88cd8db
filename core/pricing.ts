/**
 * The quote rules of the product docs (product/clients §5 and §9, product/platform §9). The server prices every job
 * with this module; the web app uses it only to preview. Amounts are whole dollars in the product's quote
 * fields and whole cents in the `...Cents` fields.
 */
import { formatNumber } from './format';
import { dollarsToCents } from './money';
import {
  estimateTripCosts,
  type FuelEstimate,
  MAX_QUOTABLE_DISTANCE,
  RETURN_TRANSPORT_BOUNDARY,
  type ReturnEstimate,
  type ReturnPayer,
  returnPayerFor,
  type TripCostBasis,
} from './trip-costs';
import { type VehicleType, vehicleTypes } from './vehicle-types';

export { type VehicleType, vehicleTypes };

/** 'now' is standard pricing; 'scheduled' prices like standard; only the calculator offers 'rush'. */
export const serviceTimes = ['now', 'rush', 'scheduled'] as const;
export type ServiceTime = (typeof serviceTimes)[number];
/** How the calculator names the service times. */
export const serviceTimeLabels: Record<ServiceTime, string> = {
  now: 'Standard',
  rush: 'Rush',
  scheduled: 'Scheduled',
};

/** The types the product docs call "trailer types": always a special case that needs a call. */
export const trailerVehicleTypes: readonly VehicleType[] = ['bobtail-trailer', 'trailer'];

export function isTrailerType(vehicleType: VehicleType): boolean {
  return trailerVehicleTypes.includes(vehicleType);
}

/** Base rate in dollars; it covers the first INCLUDED_MILES. */
export const BASE_RATE_DOLLARS: Record<VehicleType, number> = {
  bobtail: 300,
  'box-truck': 300,
  'bobtail-trailer': 500,
  trailer: 500,
};
export const INCLUDED_MILES = 200;
export const DISTANCE_FEE_PER_MILE_DOLLARS = 1;
/** Rush is 1.2 × (base + distance fee); kept as a fraction so the arithmetic stays in integers. */
export const RUSH_MULTIPLIER_NUMERATOR = 12;
export const RUSH_MULTIPLIER_DENOMINATOR = 10;
export const RUSH_MULTIPLIER = RUSH_MULTIPLIER_NUMERATOR / RUSH_MULTIPLIER_DENOMINATOR;
export const SERVICE_FEE_DOLLARS = 0;
// The distance boundaries live with the trip costs they also decide (core/trip-costs imports no rules).
export { MAX_QUOTABLE_DISTANCE, RETURN_TRANSPORT_BOUNDARY };
export const CALL_HOURS = 'Monday to Sunday 8am to 9pm';

/**
 * The static price sheet of the /pricing page, also shown when a bobtail with trailer needs a call.
 * These are the stated prices, not quotes: trailer types are never quoted automatically.
 */
export interface PriceSheetEntry {
  vehicleType: VehicleType;
  label: string;
  priceDollars: number;
  priceCents: number;
  detail: string;
}

export const priceSheet: readonly PriceSheetEntry[] = [
  {
    vehicleType: 'bobtail',
    label: 'Bobtail',
    priceDollars: 300,
    priceCents: 30000,
    detail: 'Covers up to 200 miles, then $1 per mile',
  },
  {
    vehicleType: 'box-truck',
    label: 'Box truck',
    priceDollars: 300,
    priceCents: 30000,
    detail: 'Covers up to 200 miles, then $1 per mile',
  },
  {
    vehicleType: 'bobtail-trailer',
    label: 'Bobtail with trailer',
    priceDollars: 800,
    priceCents: 80000,
    detail: '$300 base plus $500 trailer fee',
  },
  {
    vehicleType: 'trailer',
    label: 'Trailer only',
    priceDollars: 500,
    priceCents: 50000,
    detail: 'Trailer fee; call to confirm and book',
  },
];

export function priceSheetEntryFor(vehicleType: VehicleType): PriceSheetEntry {
  const entry = priceSheet.find((item) => item.vehicleType === vehicleType);
  if (!entry) throw new Error(`No price sheet entry for ${vehicleType}`);
  return entry;
}

/**
 * What a quote is made from. The wire shape (`quoteRequestBody` in contracts/quote.ts) checks it at the
 * server's edge; this module stays free of zod so a page that only needs the rules does not load it.
 */
export interface QuoteInput {
  vehicleType: VehicleType;
  /** Miles; any finite non-negative number (the calculator and request sliders narrow it further). */
  distance: number;
  /** 'now' when not given. */
  serviceTime?: ServiceTime;
  isLoaded?: boolean;
}

export const QUOTE_INPUT_MESSAGES = {
  vehicleType: 'Vehicle type must be bobtail, bobtail-trailer, box-truck or trailer',
  distanceType: 'Distance must be a number of miles',
  distanceNegative: 'Distance must not be negative',
  serviceTime: 'Service time must be now, rush or scheduled',
  isLoaded: 'isLoaded must be true or false',
} as const;

/** The input with its defaults; a RangeError with the contract's message when it cannot be priced. */
function checkedQuoteInput(input: QuoteInput): Required<QuoteInput> {
  const { vehicleType, distance, serviceTime = 'now', isLoaded = false } = input;
  const problem = !vehicleTypes.includes(vehicleType)
    ? QUOTE_INPUT_MESSAGES.vehicleType
    : typeof distance !== 'number' || !Number.isFinite(distance)
      ? QUOTE_INPUT_MESSAGES.distanceType
      : distance < 0
        ? QUOTE_INPUT_MESSAGES.distanceNegative
        : !serviceTimes.includes(serviceTime)
          ? QUOTE_INPUT_MESSAGES.serviceTime
          : typeof isLoaded !== 'boolean'
            ? QUOTE_INPUT_MESSAGES.isLoaded
            : null;
  if (problem) throw new RangeError(problem);
  return { vehicleType, distance, serviceTime, isLoaded };
}

/** Why a quote needs a call; when several apply the first in this list is reported. */
export const callReasons = ['trailer', 'loaded', 'distance'] as const;
export type CallReason = (typeof callReasons)[number];

export const callReasonMessages: Record<CallReason, string> = {
  trailer: 'Trailer moves are priced by phone.',
  loaded: 'Loaded vehicles are priced by phone.',
  distance: `Trips over ${formatNumber(MAX_QUOTABLE_DISTANCE)} miles are priced by phone.`,
};

interface QuoteAmounts {
  /** Dollars, as in the product's quote result. */
  baseRate: number;
  distanceFee: number;
  /** The rush surcharge: (base + distance) × 0.2 rounded. 0 unless rush. */
  rushFee: number;
  serviceFee: number;
  /** Everything the client pays upfront: the move's fee plus the driver's return and the fuel. */
  total: number;
  /** The same amounts in whole cents, for payments and the ledger. */
  baseRateCents: number;
  distanceFeeCents: number;
  rushFeeCents: number;
  serviceFeeCents: number;
  totalCents: number;
  /** Base + distance + rush + service: the driver's work, which the commission split divides. */
  moveFeeCents: number;
  /** The driver's return ticket, billed at cost up to this (0 when the client pays none). */
  driverReturnCents: number;
  /** The fuel, billed at cost up to this (estimate + margin). */
  fuelCents: number;
  /** Whole miles the quote was priced on. */
  miles: number;
  /** Miles charged at the per-mile fee (those beyond INCLUDED_MILES). */
  billableMiles: number;
}

export interface PricedQuote extends QuoteAmounts {
  requiresCall: false;
  callReason: null;
  /** How the two cost lines were estimated (null only for a move-fee-only price, see calculateQuote). */
  driverReturn: ReturnEstimate | null;
  fuel: FuelEstimate | null;
}

/**
 * No quote: every amount is 0 (not null) so the product's numeric fields keep their type, and a 0 total can
 * never be charged (checkout refuses amounts ≤ 0). The UI shows call-for-pricing whenever requiresCall.
 */
export interface CallQuote extends QuoteAmounts {
  requiresCall: true;
  callReason: CallReason;
  baseRate: 0;
  distanceFee: 0;
  rushFee: 0;
  serviceFee: 0;
  total: 0;
  baseRateCents: 0;
  distanceFeeCents: 0;
  rushFeeCents: 0;
  serviceFeeCents: 0;
  totalCents: 0;
  moveFeeCents: 0;
  driverReturnCents: 0;
  fuelCents: 0;
  billableMiles: 0;
  driverReturn: null;
  fuel: null;
}

export type Quote = PricedQuote | CallQuote;

/** The reason a request must be priced by phone, or null when it can be quoted. */
export function callReasonFor(input: {
  vehicleType: VehicleType;
  distance: number;
  isLoaded: boolean;
}): CallReason | null {
  if (isTrailerType(input.vehicleType)) return 'trailer';
  if (input.isLoaded) return 'loaded';
  if (input.distance > MAX_QUOTABLE_DISTANCE) return 'distance';
  return null;
}

/**
 * Prices a move. "Over 5000" is judged on the distance as given (5000.4 needs a call); the fee is then
 * priced on whole miles (rounded half up) so the move's fee is whole dollars. The driver's return and the
 * fuel are estimated on `basis` (core/trip-costs) to the cent; a null basis prices the move's fee alone
 * (what a service card's "from" price states). Throws a RangeError on invalid input.
 */
export function calculateQuote(input: QuoteInput, basis: TripCostBasis | null): Quote {
  const { vehicleType, distance, serviceTime, isLoaded } = checkedQuoteInput(input);
  // `+ 0` turns a -0 from Math.round(-0) into 0.
  const miles = Math.round(distance) + 0;

  const callReason = callReasonFor({ vehicleType, distance, isLoaded });
  if (callReason) {
    return {
      requiresCall: true,
      callReason,
      baseRate: 0,
      distanceFee: 0,
      rushFee: 0,
      serviceFee: 0,
      total: 0,
      baseRateCents: 0,
      distanceFeeCents: 0,
      rushFeeCents: 0,
      serviceFeeCents: 0,
      totalCents: 0,
      moveFeeCents: 0,
      driverReturnCents: 0,
      fuelCents: 0,
      miles,
      billableMiles: 0,
      driverReturn: null,
      fuel: null,
    };
  }

  const baseRate = BASE_RATE_DOLLARS[vehicleType];
  const billableMiles = Math.max(0, miles - INCLUDED_MILES);
  const distanceFee = billableMiles * DISTANCE_FEE_PER_MILE_DOLLARS;
  const subtotal = baseRate + distanceFee;
  // (base + distance) × 12 / 10 is a multiple of 0.2, never exactly .5, so Math.round is unambiguous.
  const rushed =
    serviceTime === 'rush'
      ? Math.round((subtotal * RUSH_MULTIPLIER_NUMERATOR) / RUSH_MULTIPLIER_DENOMINATOR)
      : subtotal;
  const rushFee = rushed - subtotal;
  const serviceFee = SERVICE_FEE_DOLLARS;
  const moveFeeCents = dollarsToCents(rushed + serviceFee);
  const costs = basis ? estimateTripCosts({ vehicleType, miles }, basis) : null;
  const totalCents = moveFeeCents + (costs?.totalCents ?? 0);

  return {
    requiresCall: false,
    callReason: null,
    baseRate,
    distanceFee,
    rushFee,
    serviceFee,
    total: totalCents / 100,
    baseRateCents: dollarsToCents(baseRate),
    distanceFeeCents: dollarsToCents(distanceFee),
    rushFeeCents: dollarsToCents(rushFee),
    serviceFeeCents: dollarsToCents(serviceFee),
    totalCents,
    moveFeeCents,
    driverReturnCents: costs?.driverReturn.cents ?? 0,
    fuelCents: costs?.fuel.cents ?? 0,
    miles,
    billableMiles,
    driverReturn: costs?.driverReturn ?? null,
    fuel: costs?.fuel ?? null,
  };
}

/** Who pays the driver's way back (product/clients §6): the client up to 2000 miles, the driver above. */
export type ReturnTransportPayer = ReturnPayer;
export const returnTransportPayer = returnPayerFor;
