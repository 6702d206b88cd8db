import { formatNumber } from '@core/format';
import {
  type CallReason,
  MAX_QUOTABLE_DISTANCE,
  type ServiceTime,
  type VehicleType,
  vehicleTypes,
} from '@core/pricing';
import type { ReturnMode } from '@core/trip-costs';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/**
 * The web's words for core's pricing labels (core/labels.ts, core/pricing.ts, core/trip-costs.ts keep the
 * English the server uses); the same English, read through Lingui (`i18n._(descriptor)`).
 */
export const vehicleTypeText: Record<VehicleType, MessageDescriptor> = {
  bobtail: msg`Bobtail`,
  'bobtail-trailer': msg`Bobtail + Trailer`,
  'box-truck': msg`Box Truck`,
  trailer: msg`Trailer`,
};

/** The four vehicle types as choices of the calculator and the request form. */
export const vehicleTypeOptions = vehicleTypes.map((value) => ({ value, label: vehicleTypeText[value] }));

/** How the calculator names the service times (core's serviceTimeLabels). */
export const serviceTimeText: Record<ServiceTime, MessageDescriptor> = {
  now: msg`Standard`,
  rush: msg`Rush`,
  scheduled: msg`Scheduled`,
};

const maxMiles = formatNumber(MAX_QUOTABLE_DISTANCE);

/** Why a move needs a call (core's callReasonMessages). */
export const callReasonText: Record<CallReason, MessageDescriptor> = {
  trailer: msg`Trailer moves are priced by phone.`,
  loaded: msg`Loaded vehicles are priced by phone.`,
  distance: msg`Trips over ${maxMiles} miles are priced by phone.`,
};

/** core's CALL_HOURS. */
export const callHoursText = msg`Monday to Sunday 8am to 9pm`;

/** The price sheet's names and details (core's priceSheet). */
export const priceSheetText: Record<VehicleType, { label: MessageDescriptor; detail: MessageDescriptor }> = {
  bobtail: { label: msg`Bobtail`, detail: msg`Covers up to 200 miles, then $1 per mile` },
  'box-truck': { label: msg`Box truck`, detail: msg`Covers up to 200 miles, then $1 per mile` },
  'bobtail-trailer': { label: msg`Bobtail with trailer`, detail: msg`$300 base plus $500 trailer fee` },
  trailer: { label: msg`Trailer only`, detail: msg`Trailer fee; call to confirm and book` },
};

/** The quote's trip-cost lines (core's TRIP_COST_LINE_LABELS). */
export const tripCostLineText = {
  driverReturn: msg`Driver return`,
  fuel: msg`Fuel, billed at cost up to this amount`,
} as const;

/** How the driver goes home (core's returnModeLabels). */
export const returnModeText: Record<ReturnMode, MessageDescriptor> = {
  bus: msg`Bus`,
  train: msg`Train`,
  air: msg`Air`,
};

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === 'string' && (vehicleTypes as readonly string[]).includes(value);
}

/** The request form, starting from the calculator's vehicle type and distance. */
export function requestHrefFor(vehicleType: VehicleType, distance: number): string {
  const params = new URLSearchParams({ vehicleType, distance: String(Math.round(distance)) });
  return `/request?${params.toString()}`;
}

const RETURN_BY_DRIVER = /^Over ([\d,]+) miles the driver covers their return$/;
const RETURN_FARE = /^(Bus|Train|Air) fare for ([\d,.]+) mi: (\$[\d,.]+) \+ (\$[\d,.]+)\/mi$/;
const FUEL =
  /^([\d,.]+) mi ÷ ([\d.]+) mpg × (\$[\d,.]+)\/gal \((?:EIA (.+) weekly diesel|(diesel price set by Pathway)), ([^)]+)\) \+ ([\d.]+)% for price changes$/;
const modeOf: Record<string, ReturnMode> = { Bus: 'bus', Train: 'train', Air: 'air' };

/**
 * How a quote's driver return or fuel line was estimated (core/trip-costs.ts writes it, in English, for
 * the server and the quote alike), in the reader's language; an unknown text stays as it is.
 * Call at run time only.
 */
export function tripCostBasisText(basis: string): string {
  return knownTripCostBasis(basis) ?? basis;
}

/** tripCostBasisText for the texts core writes; null for any other. */
export function knownTripCostBasis(basis: string): string | null {
  if (basis === 'Priced by phone') return t`Priced by phone`;
  const driver = RETURN_BY_DRIVER.exec(basis);
  if (driver) {
    const boundary = driver[1] ?? '';
    return t`Over ${boundary} miles the driver covers their return`;
  }
  const fare = RETURN_FARE.exec(basis);
  if (fare) {
    const mode = i18n._(returnModeText[modeOf[fare[1] ?? ''] ?? 'bus']);
    const [, , miles = '', base = '', perMile = ''] = fare;
    return t`${mode} fare for ${miles} mi: ${base} + ${perMile}/mi`;
  }
  const fuel = FUEL.exec(basis);
  if (fuel) {
    const [, miles = '', mpg = '', price = '', region, , asOf = '', margin = ''] = fuel;
    const source = region ? t`EIA ${region} weekly diesel` : t`diesel price set by Pathway`;
    return t`${miles} mi ÷ ${mpg} mpg × ${price}/gal (${source}, ${asOf}) + ${margin}% for price changes`;
  }
  return null;
}
