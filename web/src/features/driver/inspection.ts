import {
  type ChecklistValue,
  INSPECTION_MESSAGES,
  type JobPhoto,
  MAX_ODOMETER_MILES,
  type PhotoAngle,
  type PhotoStage,
  pretripItems,
  RECIPIENT_NAME_MIN,
  REQUIRED_PHOTO_ANGLES,
} from '@core/contracts/dispatch';
import { formatNumber } from '@core/format';
import { photoAngleLabels } from '@core/labels';

export type Checklist = Partial<Record<string, ChecklistValue>>;

interface ChecklistItem {
  key: string;
  label: string;
  optional: boolean;
}

/** The items still to tick: 'ok' always counts, 'na' only for optional items (air lines and couplings). */
export function uncheckedItems(
  checklist: Checklist,
  items: readonly ChecklistItem[] = pretripItems,
): ChecklistItem[] {
  return items.filter((item) => {
    const value = checklist[item.key];
    return !(value === 'ok' || (item.optional && value === 'na'));
  });
}

export function isChecklistComplete(checklist: Checklist, items: readonly ChecklistItem[] = pretripItems) {
  return uncheckedItems(checklist, items).length === 0;
}

/** The body's checklist: only the known items with a valid value. */
export function checklistBody(
  checklist: Checklist,
  items: readonly ChecklistItem[] = pretripItems,
): Record<string, ChecklistValue> {
  const body: Record<string, ChecklistValue> = {};
  for (const item of items) {
    const value = checklist[item.key];
    if (value === 'ok' || (item.optional && value === 'na')) body[item.key] = value;
  }
  return body;
}

export const OPTIONAL_PHOTO_ANGLES = ['odometer', 'other'] as const satisfies readonly PhotoAngle[];

/** The newest photo of each side for one stage. */
export function latestPhotos(
  photos: readonly JobPhoto[],
  stage: PhotoStage,
): Partial<Record<PhotoAngle, JobPhoto>> {
  const latest: Partial<Record<PhotoAngle, JobPhoto>> = {};
  for (const photo of photos) {
    if (photo.stage !== stage) continue;
    const current = latest[photo.angle];
    if (!current || current.createdAt <= photo.createdAt) latest[photo.angle] = photo;
  }
  return latest;
}

/** The required sides (front, rear, driver side, passenger side) still without a photo for `stage`. */
export function missingPhotoAngles(photos: readonly JobPhoto[], stage: PhotoStage): PhotoAngle[] {
  const have = new Set(photos.filter((p) => p.stage === stage).map((p) => p.angle));
  return REQUIRED_PHOTO_ANGLES.filter((angle) => !have.has(angle));
}

/** "front, rear and driver side": the missing sides as a readable list. */
export function describeAngles(angles: readonly PhotoAngle[]): string {
  const names = angles.map((a) => photoAngleLabels[a].toLowerCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export type OdometerResult = { ok: true; value: number } | { ok: false; error: string | null };

/**
 * A typed odometer reading: whole miles, 0 to 5,000,000, and not below the pickup reading when known.
 * An empty field is not an error yet (`error: null`), just not ready.
 */
export function parseOdometer(text: string, minimum?: number | null): OdometerResult {
  const trimmed = text.replace(/[,\s]/g, '');
  if (trimmed === '') return { ok: false, error: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: INSPECTION_MESSAGES.wholeMiles };
  const value = Number(trimmed);
  if (value > MAX_ODOMETER_MILES) return { ok: false, error: 'That reading is too high' };
  if (minimum != null && value < minimum) {
    return {
      ok: false,
      error: `The odometer cannot be lower than at pickup (${formatNumber(minimum)}).`,
    };
  }
  return { ok: true, value };
}

/** Everything the pre-trip needs before "Complete pre-trip & start trip" is enabled. */
export function pretripReadiness(checklist: Checklist, photos: readonly JobPhoto[], odometer: string) {
  const unchecked = uncheckedItems(checklist);
  const missing = missingPhotoAngles(photos, 'before');
  const reading = parseOdometer(odometer);
  const remaining: string[] = [];
  if (unchecked.length > 0)
    remaining.push(`Check ${unchecked.length} more checklist item${unchecked.length === 1 ? '' : 's'}`);
  if (missing.length > 0) remaining.push(`Take before-photos of the ${describeAngles(missing)}`);
  if (!reading.ok) remaining.push(INSPECTION_MESSAGES.odometerRequired);
  return { ready: remaining.length === 0, remaining, unchecked, missing, odometer: reading };
}

/** Everything "Record delivery" needs. */
export function deliveryReadiness(
  photos: readonly JobPhoto[],
  odometer: string,
  recipientName: string,
  pickupOdometer?: number | null,
) {
  const missing = missingPhotoAngles(photos, 'after');
  const reading = parseOdometer(odometer, pickupOdometer);
  const name = recipientName.trim();
  const remaining: string[] = [];
  if (missing.length > 0) remaining.push(`Take after-photos of the ${describeAngles(missing)}`);
  if (!reading.ok) remaining.push(INSPECTION_MESSAGES.odometerRequired);
  if (name.length < RECIPIENT_NAME_MIN) remaining.push(INSPECTION_MESSAGES.recipientRequired);
  return { ready: remaining.length === 0, remaining, missing, odometer: reading, recipientName: name };
}
