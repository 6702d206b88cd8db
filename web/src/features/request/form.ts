/**
 * The request form's values and the pure rules around them: starting values (query parameters or a saved
 * draft), the draft kept while the visitor signs in, the service-type → vehicle-type mapping, the
 * scheduled-time conversion and the body sent to POST /api/recovery-requests.
 */
import { vehicleTypeForService } from '@core/catalog';
import type { ServiceType } from '@core/contracts/catalog';
import type { CreateRecoveryRequestInput } from '@core/contracts/jobs';
import { REQUEST_MESSAGES, scheduledTimeProblem } from '@core/jobs';
import { type VehicleType, vehicleTypes } from '@core/pricing';
import { checkVin } from '@core/vin';
import { scheduledLocalToIso, toDateTimeLocalValue } from '@web/lib/time';
import { REQUEST_DEFAULT_DISTANCE } from './distance';
import { requestMessage, vinProblem } from './messages';
import { emptyReceiver, type ReceiverValues, receiverBody, receiverErrors } from './receiver';

export const DRAFT_STORAGE_KEY = 'pathway.requestDraft';
const DRAFT_VERSION = 1;

/** The form offers Now or Schedule; only the calculator prices a rush. */
const requestServiceTimes = ['now', 'scheduled'] as const;
export type RequestServiceTime = (typeof requestServiceTimes)[number];

/**
 * The form's values: the contract's fields as the inputs hold them (text for the addresses, notes and
 * the vehicle, the local date-time string for a scheduled pickup). Checked by hand here: the page
 * builds no zod schema while it loads (the server's contract checks what is sent).
 */
/** Who takes the truck at the destination (ReceiverValues) is optional: told by SMS or e-mail as the move goes. */
export interface RequestFormValues extends ReceiverValues {
  vehicleType: VehicleType;
  isWorking: boolean;
  pickupLocation: string;
  destination: string;
  distance: number;
  isLoaded: boolean;
  serviceTime: RequestServiceTime;
  /** The `datetime-local` value ("2025-06-01T09:30"), in the browser's time zone; '' when not chosen. */
  scheduledLocal: string;
  notes: string;
  /** One of the signed-in client's vehicles; '' for none. */
  vehicleId: string;
  /** The saved places picked for the pickup and the destination; '' when typed or suggested. */
  pickupPlaceId: string;
  destinationPlaceId: string;
  /** The truck's VIN as typed ('' for none); a chosen vehicle brings its own. */
  vin: string;
  /** The home card the visitor came from, when it matched a known service type. */
  serviceTypeId: number | null;
}

const isVehicleType = (value: unknown): value is VehicleType =>
  (vehicleTypes as readonly unknown[]).includes(value);

/** Saved values that still fit the form (a draft may be old, edited or corrupt), or null. */
function readFormValues(record: Record<string, unknown>): RequestFormValues | null {
  const v = { ...defaultRequestValues, ...record };
  const text = (value: unknown): value is string => typeof value === 'string';
  const flag = (value: unknown): value is boolean => typeof value === 'boolean';
  const fits =
    isVehicleType(v.vehicleType) &&
    flag(v.isWorking) &&
    flag(v.isLoaded) &&
    flag(v.receiverExact) &&
    [
      v.pickupLocation,
      v.destination,
      v.scheduledLocal,
      v.notes,
      v.vehicleId,
      v.pickupPlaceId,
      v.destinationPlaceId,
      v.vin,
      v.receiverName,
      v.receiverPhone,
      v.receiverEmail,
    ].every(text) &&
    typeof v.distance === 'number' &&
    Number.isFinite(v.distance) &&
    (requestServiceTimes as readonly unknown[]).includes(v.serviceTime) &&
    (v.serviceTypeId === null || (Number.isSafeInteger(v.serviceTypeId) && Number(v.serviceTypeId) > 0));
  if (!fits) return null;
  const values = {} as Record<keyof RequestFormValues, unknown>;
  for (const key of Object.keys(defaultRequestValues) as (keyof RequestFormValues)[]) values[key] = v[key];
  return values as RequestFormValues;
}

export const defaultRequestValues: RequestFormValues = {
  vehicleType: 'bobtail',
  pickupLocation: '',
  destination: '',
  distance: REQUEST_DEFAULT_DISTANCE,
  isWorking: true,
  isLoaded: false,
  serviceTime: 'now',
  scheduledLocal: '',
  notes: '',
  vehicleId: '',
  pickupPlaceId: '',
  destinationPlaceId: '',
  vin: '',
  serviceTypeId: null,
  ...emptyReceiver,
};

// ---------------------------------------------------------------------------------------------------------
// Service types

/**
 * Whether the chosen service still describes the request after the vehicle type changed: an auction
 * purchase can be any type; the other services stand for one type each.
 */
export function serviceStillApplies(
  service: Pick<ServiceType, 'iconVariant'>,
  vehicleType: VehicleType,
): boolean {
  return service.iconVariant === 'auction' || vehicleTypeForService(service) === vehicleType;
}

// ---------------------------------------------------------------------------------------------------------
// Query parameters

/** Whole miles from a `distance` query parameter, or null when it is not a usable distance (1..10000). */
export function parseDistanceParam(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const miles = Number(raw);
  if (!Number.isFinite(miles)) return null;
  const rounded = Math.round(miles);
  return rounded >= 1 && rounded <= 10000 ? rounded : null;
}

export function parseServiceTypeParam(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Starting values: a saved draft wins; otherwise ?vehicleType= and ?distance= from the calculator, and
 * ?pickup=, ?destination=, ?serviceTime=scheduled and ?date=YYYY-MM-DD from the assistant's links.
 */
export function initialRequestValues(
  params: URLSearchParams,
  draft: RequestFormValues | null,
): RequestFormValues {
  if (draft) return draft;
  const values = { ...defaultRequestValues };
  const vehicleType = params.get('vehicleType');
  if (isVehicleType(vehicleType)) values.vehicleType = vehicleType;
  const distance = parseDistanceParam(params.get('distance'));
  if (distance !== null) values.distance = distance;
  const place = (name: string) => params.get(name)?.trim().slice(0, 300) ?? '';
  values.pickupLocation = place('pickup');
  values.destination = place('destination');
  if (params.get('serviceTime') === 'scheduled') {
    values.serviceTime = 'scheduled';
    // A named day starts at 08:00 local time; the client picks the hour on the form.
    const date = /^\d{4}-\d{2}-\d{2}$/.exec(params.get('date') ?? '')?.[0];
    if (date) values.scheduledLocal = `${date}T08:00`;
  }
  return values;
}

// ---------------------------------------------------------------------------------------------------------
// Draft (kept in sessionStorage while a signed-out visitor signs in)

export function serializeDraft(values: RequestFormValues): string {
  return JSON.stringify({ version: DRAFT_VERSION, values });
}

/** The saved form, or null when there is none or it cannot be read (old version, edited, corrupt). */
export function parseDraft(raw: string | null): RequestFormValues | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const record = parsed as { version?: unknown; values?: unknown };
    if (record.version !== DRAFT_VERSION) return null;
    if (!record.values || typeof record.values !== 'object') return null;
    return readFormValues(record.values as Record<string, unknown>);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Scheduled time

// The datetime-local conversions are shared (web/src/lib/time.ts): the driver's availability uses them too.
export { scheduledLocalToIso, toDateTimeLocalValue };

/** The client-side message for the scheduled time, or null when it is fine (or not needed). */
export function scheduledTimeError(
  values: Pick<RequestFormValues, 'serviceTime' | 'scheduledLocal'>,
  now: Date,
): string | null {
  if (values.serviceTime !== 'scheduled') return null;
  if (!values.scheduledLocal) return requestMessage(REQUEST_MESSAGES.scheduledRequired);
  const iso = scheduledLocalToIso(values.scheduledLocal);
  if (!iso) return requestMessage(REQUEST_MESSAGES.scheduledInvalid);
  // The same rule as the server's (a few minutes' slack for a form filled slowly).
  const problem = scheduledTimeProblem(iso, now.getTime());
  return problem === null ? null : requestMessage(problem);
}

// ---------------------------------------------------------------------------------------------------------
// Validation and the request body

export type RequestFieldErrors = Partial<
  Record<
    'pickupLocation' | 'destination' | 'scheduledLocal' | 'vin' | 'receiverName' | 'receiverPhone',
    string
  >
>;

/** product/clients §5 field rules, checked in the browser before anything is sent (the server checks again). */
export function validateRequestFields(values: RequestFormValues, now: Date): RequestFieldErrors {
  const errors: RequestFieldErrors = {};
  if (!values.pickupLocation.trim()) errors.pickupLocation = requestMessage(REQUEST_MESSAGES.pickupRequired);
  if (!values.destination.trim()) errors.destination = requestMessage(REQUEST_MESSAGES.destinationRequired);
  const scheduled = scheduledTimeError(values, now);
  if (scheduled) errors.scheduledLocal = scheduled;
  const vin = values.vehicleId ? null : checkVin(values.vin);
  if (vin && values.vin.trim() && !vin.ok) errors.vin = vinProblem(vin, values.vin);
  return { ...errors, ...receiverErrors(values) };
}

/** The server's field names where the form's differ; every other form field has the server's name. */
export const formFieldByServerField = {
  destinationLocation: 'destination',
  // The server names a trip's places pickup/destination (GET /api/quote's words) and saved places by id.
  pickup: 'pickupLocation',
  pickupPlaceId: 'pickupLocation',
  destinationPlaceId: 'destination',
  scheduledTime: 'scheduledLocal',
  'receiver.name': 'receiverName',
  'receiver.phone': 'receiverPhone',
  'receiver.email': 'receiverEmail',
} as const satisfies Partial<Record<string, keyof RequestFormValues>>;

/** The form field a server field's message belongs on, or null when the form has no such field. */
export function formFieldForServerField(field: string): keyof RequestFormValues | null {
  if (Object.hasOwn(formFieldByServerField, field))
    return formFieldByServerField[field as keyof typeof formFieldByServerField];
  return Object.hasOwn(defaultRequestValues, field) ? (field as keyof RequestFormValues) : null;
}

/** The body of POST /api/recovery-requests. No price: the server prices. */
export function buildCreateBody(
  values: RequestFormValues,
  idempotencyKey: string,
): CreateRecoveryRequestInput {
  const notes = values.notes.trim();
  const body: CreateRecoveryRequestInput = {
    vehicleType: values.vehicleType,
    pickupLocation: values.pickupLocation.trim(),
    destination: values.destination.trim(),
    distance: values.distance,
    isWorking: values.isWorking,
    isLoaded: values.isLoaded,
    serviceTime: values.serviceTime,
    idempotencyKey,
  };
  if (values.serviceTime === 'scheduled') {
    const iso = scheduledLocalToIso(values.scheduledLocal);
    if (iso) body.scheduledTime = iso;
  }
  if (notes) body.notes = notes;
  if (values.serviceTypeId !== null) body.serviceTypeId = values.serviceTypeId;
  if (values.vehicleId) body.vehicleId = values.vehicleId;
  else if (values.vin.trim()) body.vin = values.vin.trim();
  if (values.pickupPlaceId) body.pickupPlaceId = values.pickupPlaceId;
  if (values.destinationPlaceId) body.destinationPlaceId = values.destinationPlaceId;
  const receiver = receiverBody(values);
  if (receiver) body.receiver = receiver;
  return body;
}

/** A fresh idempotency key (crypto.randomUUID where available, random bytes otherwise). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** "40.712800, -74.006000": the pickup text when the position has no address. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
