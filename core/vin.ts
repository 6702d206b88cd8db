/**
 * The VIN check digit (49 CFR 565.15): each character has a value (letters by a fixed table, digits as
 * themselves), each position a weight; the weighted sum modulo 11 is the 9th character, "X" for 10.
 * Every vehicle sold in North America since 1981 carries it, so a typo or a misread plate fails here.
 */

const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit the other 16 characters call for ('0'–'9' or 'X'); null when the VIN is malformed. */
export function vinCheckDigit(vin: string): string | null {
  const v = vin.trim().toUpperCase();
  if (!VIN_SHAPE.test(v)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const c = v[i]!;
    const value = /\d/.test(c) ? Number(c) : LETTER_VALUES[c]!;
    sum += value * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export type VinCheck =
  | { ok: true; vin: string }
  | { ok: false; reason: 'shape' | 'check_digit'; message: string };

/** A VIN as typed or read from a plate: 17 characters without I, O or Q, whose check digit holds. */
export function checkVin(input: string): VinCheck {
  const vin = input.trim().toUpperCase().replace(/[\s-]/g, '');
  const digit = vinCheckDigit(vin);
  if (digit === null)
    return {
      ok: false,
      reason: 'shape',
      message: 'A VIN has 17 letters and digits, never I, O or Q. Check it against the plate.',
    };
  if (vin[8] !== digit)
    return {
      ok: false,
      reason: 'check_digit',
      message: `This VIN does not add up: its 9th character should be ${digit}. One character is probably misread; check it against the plate.`,
    };
  return { ok: true, vin };
}

/**
 * The request's VIN: optional (a bobtail or a box truck may be ordered before its papers are at hand),
 * but an auction purchase names the truck bought, so the driver can check it is that one at the lot.
 */
export const vinRequiredForService = (service: { iconVariant: string } | null | undefined): boolean =>
  service?.iconVariant === 'auction';

export const REQUEST_VIN_MESSAGES = {
  auctionRequired:
    'An auction purchase needs its VIN (17 characters, on the bill of sale): the driver checks it against the truck at the lot.',
  notYourVehicle: (vin: string) =>
    `This VIN is not the one of the vehicle you chose (${vin}). Correct it, or choose "Not one of my vehicles".`,
} as const;

/**
 * Whether a job moved a saved vehicle: the request named it, or the job carries its VIN (typed on the
 * request, or read from the plate at pickup), so a truck saved after its move still finds it.
 */
export const jobMovesVehicle = (
  job: { vehicleId: string | null; vin: string | null },
  vehicle: { id: string; vin: string },
): boolean => job.vehicleId === vehicle.id || (job.vin !== null && job.vin === vehicle.vin);
