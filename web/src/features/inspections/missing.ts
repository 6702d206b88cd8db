import {
  type ConditionPhotoKind,
  conditionPhotoLabels,
  type EquipmentKey,
  equipmentItems,
} from '@core/inspections';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { conditionPhotoMessages, equipmentLowerMessages, equipmentMessages } from './labels';

/** The fixed items of core's reportMissing, by their English words. */
const fixedItems: Record<string, MessageDescriptor> = {
  'The VIN': msg`The VIN`,
  'The licence plate': msg`The licence plate`,
  'The make and model': msg`The make and model`,
  'The odometer reading': msg`The odometer reading`,
  'The fuel level': msg`The fuel level`,
  'Who receives the truck': msg`Who receives the truck`,
  'Your signature': msg`Your signature`,
  'A photo of the keys (nobody is there to sign)': msg`A photo of the keys (nobody is there to sign)`,
  'A photo of where the truck was left': msg`A photo of where the truck was left`,
  "The releasing party's signature": msg`The releasing party's signature`,
  "The receiver's signature": msg`The receiver's signature`,
};

const equipmentByLabel = new Map<string, EquipmentKey>(equipmentItems.map((i) => [i.label, i.key]));
const equipmentByLower = new Map<string, EquipmentKey>(
  equipmentItems.map((i) => [i.label.toLowerCase(), i.key]),
);
const photoByLower = new Map<string, ConditionPhotoKind>(
  Object.entries(conditionPhotoLabels).map(([k, label]) => [label.toLowerCase(), k as ConditionPhotoKind]),
);

/** Core's names in a list, each in the reader's words when it is one core knows. */
function namesIn(
  list: string,
  byName: ReadonlyMap<string, string>,
  messages: Record<string, MessageDescriptor>,
  lower = false,
) {
  return list
    .split(', ')
    .map((name) => {
      const key = byName.get(name);
      const message = key ? messages[key] : undefined;
      if (!message) return name;
      const words = t(message);
      return lower ? words.toLowerCase() : words;
    })
    .join(', ');
}

/**
 * One item of core's reportMissing (core/inspections.ts, in English for the server) in the reader's
 * language, read back through core's own labels; an item it does not know is shown as core wrote it.
 * Call it while rendering.
 */
export function missingItemText(item: string): string {
  const fixed = fixedItems[item];
  if (fixed) return t(fixed);
  const checks = /^Equipment checks: (.*)$/.exec(item);
  if (checks) {
    const names = namesIn(checks[1]!, equipmentByLabel, equipmentMessages);
    return t`Equipment checks: ${names}`;
  }
  const failed = /^A photo of the failed (.*)$/.exec(item);
  const failedKey = failed ? equipmentByLower.get(failed[1]!) : undefined;
  if (failedKey) {
    const name = t(equipmentLowerMessages[failedKey]);
    return t`A photo of the failed ${name}`;
  }
  const photos = /^Photos: (.*)$/.exec(item);
  if (photos) {
    const names = namesIn(photos[1]!, photoByLower, conditionPhotoMessages, true);
    return t`Photos: ${names}`;
  }
  return item;
}
