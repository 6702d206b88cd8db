import { vehicleTypeLabels } from '@core/labels';
import {
  CALL_HOURS,
  callReasonMessages,
  callReasons,
  priceSheetEntryFor,
  serviceTimeLabels,
  serviceTimes,
  vehicleTypes,
} from '@core/pricing';
import {
  DEFAULT_DIESEL_PRICE,
  DEFAULT_FARE_TABLE,
  type DieselPrice,
  estimateFuel,
  estimateReturn,
  returnModeLabels,
  returnModes,
  TRIP_COST_LINE_LABELS,
} from '@core/trip-costs';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  callHoursText,
  callReasonText,
  isVehicleType,
  knownTripCostBasis,
  priceSheetText,
  requestHrefFor,
  returnModeText,
  serviceTimeText,
  tripCostBasisText,
  tripCostLineText,
  vehicleTypeOptions,
  vehicleTypeText,
} from './labels';

describe('vehicle type labels', () => {
  it('names the four types as the calculator shows them', () => {
    expect(vehicleTypeOptions.map((o) => i18n._(o.label))).toEqual([
      'Bobtail',
      'Bobtail + Trailer',
      'Box Truck',
      'Trailer',
    ]);
    expect(vehicleTypeLabels['box-truck']).toBe('Box Truck');
  });

  it('recognises only the four vehicle types', () => {
    expect(isVehicleType('bobtail-trailer')).toBe(true);
    expect(isVehicleType('auction')).toBe(false);
    expect(isVehicleType(undefined)).toBe(false);
    expect(isVehicleType('')).toBe(false);
  });
});

describe('requestHrefFor', () => {
  it('carries the vehicle type and whole miles to the request form', () => {
    expect(requestHrefFor('bobtail', 1190)).toBe('/request?vehicleType=bobtail&distance=1190');
    expect(requestHrefFor('box-truck', 99.6)).toBe('/request?vehicleType=box-truck&distance=100');
  });
});

describe('the web’s words for core’s pricing labels', () => {
  it('say in English exactly what core says', () => {
    for (const v of vehicleTypes) {
      expect(i18n._(vehicleTypeText[v])).toBe(vehicleTypeLabels[v]);
      expect(i18n._(priceSheetText[v].label)).toBe(priceSheetEntryFor(v).label);
      expect(i18n._(priceSheetText[v].detail)).toBe(priceSheetEntryFor(v).detail);
    }
    for (const s of serviceTimes) expect(i18n._(serviceTimeText[s])).toBe(serviceTimeLabels[s]);
    for (const r of callReasons) expect(i18n._(callReasonText[r])).toBe(callReasonMessages[r]);
    expect(i18n._(callHoursText)).toBe(CALL_HOURS);
    expect(i18n._(tripCostLineText.driverReturn)).toBe(TRIP_COST_LINE_LABELS.driverReturn);
    expect(i18n._(tripCostLineText.fuel)).toBe(TRIP_COST_LINE_LABELS.fuel);
    for (const m of returnModes) expect(i18n._(returnModeText[m])).toBe(returnModeLabels[m]);
  });
});

describe('tripCostBasisText', () => {
  it('says core’s trip-cost bases in core’s English', () => {
    const diesels: DieselPrice[] = [
      { perGallonMills: 3_789, asOf: '2025-05-05', source: 'eia', region: 'Gulf Coast' },
      DEFAULT_DIESEL_PRICE,
    ];
    for (const miles of [120, 1_190, 1_999, 2_500, 6_000]) {
      const { basis } = estimateReturn(DEFAULT_FARE_TABLE, miles);
      expect(knownTripCostBasis(basis)).toBe(basis);
    }
    for (const diesel of diesels) {
      const { basis } = estimateFuel('box-truck', 1_190, diesel);
      expect(knownTripCostBasis(basis)).toBe(basis);
    }
    expect(tripCostBasisText('Something new')).toBe('Something new');
  });
});
