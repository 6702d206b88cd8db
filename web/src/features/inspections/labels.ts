import type {
  ConditionPhotoKind,
  DamageSeverity,
  DamageType,
  DiagramView,
  EquipmentKey,
  FuelLevel,
} from '@core/inspections';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The web's words for the condition report's labels in core/inspections.ts (shared with the server and
 * the bill of lading, which keep their English): one message per core key.
 */
export const damageTypeMessages: Record<DamageType, MessageDescriptor> = {
  scratch: msg`Scratch`,
  dent: msg`Dent`,
  crack: msg`Crack`,
  broken: msg`Broken`,
  missing: msg`Missing`,
  other: msg`Other`,
};

/** The damage kinds in lower case, inside a sentence ("Remove the dent mark"). */
export const damageTypeLowerMessages: Record<DamageType, MessageDescriptor> = {
  scratch: msg`scratch`,
  dent: msg`dent`,
  crack: msg`crack`,
  broken: msg`broken`,
  missing: msg`missing`,
  other: msg`other`,
};

export const damageSeverityMessages: Record<DamageSeverity, MessageDescriptor> = {
  minor: msg`Minor`,
  moderate: msg`Moderate`,
  severe: msg`Severe`,
};

/** The severities in lower case, inside a sentence ("Dent (minor), left"). */
export const damageSeverityLowerMessages: Record<DamageSeverity, MessageDescriptor> = {
  minor: msg`minor`,
  moderate: msg`moderate`,
  severe: msg`severe`,
};

export const fuelLevelMessages: Record<FuelLevel, MessageDescriptor> = {
  empty: msg`Empty`,
  quarter: msg`1/4`,
  half: msg`1/2`,
  three_quarters: msg`3/4`,
  full: msg`Full`,
};

export const diagramViewMessages: Record<DiagramView, MessageDescriptor> = {
  top: msg`Top`,
  front: msg`Front`,
  rear: msg`Rear`,
  left: msg`Driver side`,
  right: msg`Passenger side`,
};

/** The views' keys as the marks' list showed them ("left"), in the reader's language. */
export const diagramViewKeyMessages: Record<DiagramView, MessageDescriptor> = {
  top: msg({ message: 'top', context: 'diagram view key' }),
  front: msg({ message: 'front', context: 'diagram view key' }),
  rear: msg({ message: 'rear', context: 'diagram view key' }),
  left: msg({ message: 'left', context: 'diagram view key' }),
  right: msg({ message: 'right', context: 'diagram view key' }),
};

export const conditionPhotoMessages: Record<ConditionPhotoKind, MessageDescriptor> = {
  front: msg`Front`,
  rear: msg`Rear`,
  left: msg`Driver side`,
  right: msg`Passenger side`,
  odometer: msg`Odometer`,
  vin_plate: msg`VIN plate`,
  coupling: msg`Coupling`,
};

export const equipmentMessages: Record<EquipmentKey, MessageDescriptor> = {
  serviceBrakes: msg`Service brakes`,
  parkingBrake: msg`Parking brake`,
  steering: msg`Steering`,
  lights: msg`Lights and reflectors`,
  tires: msg`Tires`,
  horn: msg`Horn`,
  wipers: msg`Windshield wipers`,
  mirrors: msg`Rear-vision mirrors`,
  coupling: msg`Coupling devices`,
  wheels: msg`Wheels and rims`,
  emergency: msg`Emergency equipment`,
};

/** The equipment in lower case, inside a sentence ("What is wrong with the horn"). */
export const equipmentLowerMessages: Record<EquipmentKey, MessageDescriptor> = {
  serviceBrakes: msg`service brakes`,
  parkingBrake: msg`parking brake`,
  steering: msg`steering`,
  lights: msg`lights and reflectors`,
  tires: msg`tires`,
  horn: msg`horn`,
  wipers: msg`windshield wipers`,
  mirrors: msg`rear-vision mirrors`,
  coupling: msg`coupling devices`,
  wheels: msg`wheels and rims`,
  emergency: msg`emergency equipment`,
};
