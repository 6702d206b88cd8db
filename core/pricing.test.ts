import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startingPriceCents } from './catalog';
import { quoteRequestBody, quoteResponse, serviceTimeSchema, vehicleTypeSchema } from './contracts/quote';
import {
  BASE_RATE_DOLLARS,
  CALL_HOURS,
  calculateQuote,
  callReasonFor,
  DISTANCE_FEE_PER_MILE_DOLLARS,
  INCLUDED_MILES,
  isTrailerType,
  MAX_QUOTABLE_DISTANCE,
  type PricedQuote,
  priceSheet,
  priceSheetEntryFor,
  type Quote,
  type QuoteInput,
  RETURN_TRANSPORT_BOUNDARY,
  RUSH_MULTIPLIER,
  returnTransportPayer,
  SERVICE_FEE_DOLLARS,
  serviceTimeLabels,
  serviceTimes,
  vehicleTypes,
} from './pricing';
import { DEFAULT_TRIP_COST_BASIS } from './trip-costs';

function priced(input: QuoteInput): PricedQuote {
  const quote = calculateQuote(input, null);
  if (quote.requiresCall) throw new Error(`expected a price, got a call (${quote.callReason})`);
  return quote;
}

const quotableTypes = ['bobtail', 'box-truck'] as const;
const quotableType = fc.constantFrom(...quotableTypes);
const anyType = fc.constantFrom(...vehicleTypes);
const anyTime = fc.constantFrom(...serviceTimes);
const quotableMiles = fc.integer({ min: 0, max: MAX_QUOTABLE_DISTANCE });
const anyMiles = fc.double({ min: 0, max: 20000, noNaN: true });

describe('constants', () => {
  it('matches the product docs', () => {
    expect(vehicleTypes).toEqual(['bobtail', 'bobtail-trailer', 'box-truck', 'trailer']);
    expect(serviceTimes).toEqual(['now', 'rush', 'scheduled']);
    expect(serviceTimeLabels).toEqual({ now: 'Standard', rush: 'Rush', scheduled: 'Scheduled' });
    expect(BASE_RATE_DOLLARS).toEqual({
      bobtail: 300,
      'box-truck': 300,
      'bobtail-trailer': 500,
      trailer: 500,
    });
    expect(INCLUDED_MILES).toBe(200);
    expect(DISTANCE_FEE_PER_MILE_DOLLARS).toBe(1);
    expect(RUSH_MULTIPLIER).toBe(1.2);
    expect(SERVICE_FEE_DOLLARS).toBe(0);
    expect(MAX_QUOTABLE_DISTANCE).toBe(5000);
    expect(RETURN_TRANSPORT_BOUNDARY).toBe(2000);
    expect(CALL_HOURS).toBe('Monday to Sunday 8am to 9pm');
  });

  it('treats bobtail-trailer and trailer as trailer types', () => {
    expect(vehicleTypes.filter(isTrailerType)).toEqual(['bobtail-trailer', 'trailer']);
  });
});

describe('price sheet', () => {
  it('states bobtail with trailer as $800 ($300 base plus $500 trailer fee) and trailer only as $500', () => {
    expect(priceSheetEntryFor('bobtail-trailer')).toMatchObject({
      priceDollars: 800,
      priceCents: 80000,
      detail: '$300 base plus $500 trailer fee',
    });
    expect(priceSheetEntryFor('trailer')).toMatchObject({ label: 'Trailer only', priceDollars: 500 });
    expect(priceSheetEntryFor('bobtail').priceDollars).toBe(300);
    expect(priceSheetEntryFor('box-truck').priceDollars).toBe(300);
  });

  it('has one entry per vehicle type with cents matching dollars', () => {
    expect(priceSheet.map((entry) => entry.vehicleType).sort()).toEqual([...vehicleTypes].sort());
    for (const entry of priceSheet) expect(entry.priceCents).toBe(entry.priceDollars * 100);
  });
});

describe('calculateQuote: the product’s examples', () => {
  it('bobtail 1190 miles standard is $1,290', () => {
    expect(calculateQuote({ vehicleType: 'bobtail', distance: 1190, serviceTime: 'now' }, null)).toEqual({
      requiresCall: false,
      callReason: null,
      baseRate: 300,
      distanceFee: 990,
      rushFee: 0,
      serviceFee: 0,
      total: 1290,
      baseRateCents: 30000,
      distanceFeeCents: 99000,
      rushFeeCents: 0,
      serviceFeeCents: 0,
      totalCents: 129000,
      moveFeeCents: 129000,
      driverReturnCents: 0,
      fuelCents: 0,
      miles: 1190,
      billableMiles: 990,
      driverReturn: null,
      fuel: null,
    });
  });

  it('bobtail 1190 miles rush is $1,548', () => {
    const quote = priced({ vehicleType: 'bobtail', distance: 1190, serviceTime: 'rush' });
    expect(quote.total).toBe(1548);
    expect(quote.totalCents).toBe(154800);
    expect(quote.baseRate).toBe(300);
    expect(quote.distanceFee).toBe(990);
    expect(quote.rushFee).toBe(258);
  });

  it('a loaded box truck requires a call', () => {
    expect(calculateQuote({ vehicleType: 'box-truck', distance: 300, isLoaded: true }, null)).toMatchObject({
      requiresCall: true,
      callReason: 'loaded',
      total: 0,
      totalCents: 0,
    });
  });

  it('5001 miles requires a call; 5000 miles is quoted at $5,100', () => {
    expect(calculateQuote({ vehicleType: 'bobtail', distance: 5001 }, null)).toMatchObject({
      requiresCall: true,
      callReason: 'distance',
    });
    expect(priced({ vehicleType: 'bobtail', distance: 5000 }).total).toBe(5100);
  });

  it('bobtail-trailer and trailer require a call', () => {
    for (const vehicleType of ['bobtail-trailer', 'trailer'] as const) {
      expect(calculateQuote({ vehicleType, distance: 100 }, null)).toMatchObject({
        requiresCall: true,
        callReason: 'trailer',
        baseRate: 0,
        distanceFee: 0,
        serviceFee: 0,
        total: 0,
      });
    }
  });
});

describe('calculateQuote: rules', () => {
  it('uses base 300 for bobtail and box truck, covering the first 200 miles', () => {
    for (const vehicleType of quotableTypes) {
      for (const distance of [0, 5, 45, 199, 200]) {
        const quote = priced({ vehicleType, distance });
        expect(quote).toMatchObject({ baseRate: 300, distanceFee: 0, total: 300, totalCents: 30000 });
      }
    }
  });

  it('charges $1 per mile beyond 200', () => {
    expect(priced({ vehicleType: 'box-truck', distance: 201 })).toMatchObject({ distanceFee: 1, total: 301 });
    expect(priced({ vehicleType: 'box-truck', distance: 2000 })).toMatchObject({
      distanceFee: 1800,
      total: 2100,
    });
  });

  it('prices scheduled like standard', () => {
    for (const distance of [0, 201, 1190, 5000]) {
      const standard = priced({ vehicleType: 'bobtail', distance, serviceTime: 'now' });
      const scheduled = priced({ vehicleType: 'bobtail', distance, serviceTime: 'scheduled' });
      expect(scheduled).toEqual(standard);
    }
  });

  it('rush multiplies base plus distance fee by 1.2, rounded to whole dollars', () => {
    expect(priced({ vehicleType: 'bobtail', distance: 100, serviceTime: 'rush' }).total).toBe(360);
    expect(priced({ vehicleType: 'bobtail', distance: 202, serviceTime: 'rush' }).total).toBe(362); // 362.4
    expect(priced({ vehicleType: 'bobtail', distance: 203, serviceTime: 'rush' }).total).toBe(364); // 363.6
    expect(priced({ vehicleType: 'bobtail', distance: 5000, serviceTime: 'rush' }).total).toBe(6120);
  });

  it('always has a service fee of 0', () => {
    expect(priced({ vehicleType: 'bobtail', distance: 800, serviceTime: 'rush' }).serviceFee).toBe(0);
  });

  it('defaults to standard, unloaded', () => {
    expect(priced({ vehicleType: 'bobtail', distance: 1190 }).total).toBe(1290);
  });

  it('requires a call for any loaded vehicle, trailer types first, then loaded, then distance', () => {
    expect(calculateQuote({ vehicleType: 'bobtail', distance: 100, isLoaded: true }, null).callReason).toBe(
      'loaded',
    );
    expect(calculateQuote({ vehicleType: 'trailer', distance: 9000, isLoaded: true }, null).callReason).toBe(
      'trailer',
    );
    expect(
      calculateQuote({ vehicleType: 'box-truck', distance: 9000, isLoaded: true }, null).callReason,
    ).toBe('loaded');
    expect(callReasonFor({ vehicleType: 'bobtail', distance: 5000, isLoaded: false })).toBeNull();
    expect(callReasonFor({ vehicleType: 'bobtail', distance: 5000.4, isLoaded: false })).toBe('distance');
  });

  it('judges "over 5000" on the distance as given and prices whole miles', () => {
    expect(calculateQuote({ vehicleType: 'bobtail', distance: 5000.4 }, null).requiresCall).toBe(true);
    expect(priced({ vehicleType: 'bobtail', distance: 1190.4 }).total).toBe(1290);
    expect(priced({ vehicleType: 'bobtail', distance: 1190.5 }).total).toBe(1291);
    expect(priced({ vehicleType: 'bobtail', distance: 0.2 }).miles).toBe(0);
  });

  it('keeps the miles on a call quote', () => {
    expect(calculateQuote({ vehicleType: 'bobtail', distance: 6000 }, null)).toMatchObject({
      miles: 6000,
      billableMiles: 0,
    });
  });
});

describe('quoteRequestBody', () => {
  it('accepts valid input and fills defaults', () => {
    expect(quoteRequestBody.parse({ vehicleType: 'bobtail', distance: 10 })).toEqual({
      vehicleType: 'bobtail',
      distance: 10,
      serviceTime: 'now',
      isLoaded: false,
    });
  });

  it('rejects a negative, infinite, NaN or non-number distance', () => {
    for (const distance of [-1, Number.POSITIVE_INFINITY, Number.NaN, '100', null]) {
      expect(quoteRequestBody.safeParse({ vehicleType: 'bobtail', distance }).success).toBe(false);
    }
  });

  it('rejects an unknown vehicle type or service time', () => {
    expect(vehicleTypeSchema.safeParse('auction').success).toBe(false);
    expect(serviceTimeSchema.safeParse('standard').success).toBe(false);
    expect(quoteRequestBody.safeParse({ vehicleType: 'car', distance: 10 }).success).toBe(false);
  });

  it('and calculateQuote refuse the same input with the same messages', () => {
    const refused: unknown[] = [
      { vehicleType: 'car', distance: 10 },
      { vehicleType: 'bobtail', distance: -5 },
      { vehicleType: 'bobtail', distance: Number.NaN },
      { vehicleType: 'bobtail', distance: '100' },
      { vehicleType: 'bobtail', distance: 10, serviceTime: 'standard' },
      { vehicleType: 'bobtail', distance: 10, isLoaded: 'yes' },
    ];
    for (const input of refused) {
      const wire = quoteRequestBody.safeParse(input);
      expect(wire.success).toBe(false);
      expect(() => calculateQuote(input as QuoteInput, null)).toThrow(
        new RangeError(wire.error?.issues[0]?.message),
      );
    }
  });
});

describe('returnTransportPayer', () => {
  it('is the client up to 2000 miles, the driver to 5000, a call above', () => {
    expect(returnTransportPayer(100)).toBe('client');
    expect(returnTransportPayer(2000)).toBe('client');
    expect(returnTransportPayer(2001)).toBe('driver');
    expect(returnTransportPayer(5000)).toBe('driver');
    expect(returnTransportPayer(5001)).toBe('call');
  });
});

describe('calculateQuote: properties', () => {
  it('total is non-decreasing in distance for a fixed type and time, up to 5000 miles', () => {
    fc.assert(
      fc.property(quotableType, anyTime, quotableMiles, quotableMiles, (vehicleType, serviceTime, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        return (
          priced({ vehicleType, serviceTime, distance: near }).total <=
          priced({ vehicleType, serviceTime, distance: far }).total
        );
      }),
    );
  });

  it('rush is at least standard', () => {
    fc.assert(
      fc.property(quotableType, quotableMiles, (vehicleType, distance) => {
        const rush = priced({ vehicleType, distance, serviceTime: 'rush' });
        const standard = priced({ vehicleType, distance, serviceTime: 'now' });
        return rush.total >= standard.total;
      }),
    );
  });

  it('a quoted total is at least the base rate and a whole number of dollars', () => {
    fc.assert(
      fc.property(quotableType, anyTime, quotableMiles, (vehicleType, serviceTime, distance) => {
        const quote = priced({ vehicleType, serviceTime, distance });
        return quote.total >= BASE_RATE_DOLLARS[vehicleType] && Number.isInteger(quote.total);
      }),
    );
  });

  it('standard total is baseRate + distanceFee + serviceFee; any total adds the rush fee too', () => {
    fc.assert(
      fc.property(quotableType, anyTime, quotableMiles, (vehicleType, serviceTime, distance) => {
        const quote = priced({ vehicleType, serviceTime, distance });
        const parts = quote.baseRate + quote.distanceFee + quote.serviceFee;
        return (
          quote.total === parts + quote.rushFee &&
          (serviceTime === 'rush' || (quote.rushFee === 0 && quote.total === parts))
        );
      }),
    );
  });

  it('every cents field is its dollar field × 100', () => {
    fc.assert(
      fc.property(
        anyType,
        anyTime,
        anyMiles,
        fc.boolean(),
        (vehicleType, serviceTime, distance, isLoaded) => {
          const quote: Quote = calculateQuote({ vehicleType, serviceTime, distance, isLoaded }, null);
          return (
            quote.baseRateCents === quote.baseRate * 100 &&
            quote.distanceFeeCents === quote.distanceFee * 100 &&
            quote.rushFeeCents === quote.rushFee * 100 &&
            quote.serviceFeeCents === quote.serviceFee * 100 &&
            quote.totalCents === quote.total * 100
          );
        },
      ),
    );
  });

  it('requires a call exactly for trailer types, loaded vehicles and distances over 5000', () => {
    fc.assert(
      fc.property(
        anyType,
        anyTime,
        anyMiles,
        fc.boolean(),
        (vehicleType, serviceTime, distance, isLoaded) => {
          const quote = calculateQuote({ vehicleType, serviceTime, distance, isLoaded }, null);
          const expected = isTrailerType(vehicleType) || isLoaded || distance > MAX_QUOTABLE_DISTANCE;
          return (
            quote.requiresCall === expected && (expected ? quote.totalCents === 0 : quote.totalCents > 0)
          );
        },
      ),
    );
  });

  it('always fits the quote response contract', () => {
    fc.assert(
      fc.property(
        anyType,
        anyTime,
        anyMiles,
        fc.boolean(),
        (vehicleType, serviceTime, distance, isLoaded) => {
          return quoteResponse.safeParse(
            calculateQuote({ vehicleType, serviceTime, distance, isLoaded }, null),
          ).success;
        },
      ),
    );
  });
});

describe('startingPriceCents', () => {
  it('is the lowest price the server quotes for the service, or null when it is priced by phone', () => {
    // The server prices moves of a mile or more (the same place twice is refused), costs included.
    const lowest = (vehicleType: Parameters<typeof calculateQuote>[0]['vehicleType']) =>
      Math.min(
        ...[1, 50, 200].map(
          (d) => calculateQuote({ vehicleType, distance: d }, DEFAULT_TRIP_COST_BASIS).totalCents,
        ),
      );
    expect(startingPriceCents({ iconVariant: 'bobtail' })).toBe(lowest('bobtail'));
    expect(startingPriceCents({ iconVariant: 'box-truck' })).toBe(lowest('box-truck'));
    expect(startingPriceCents({ iconVariant: 'auction' })).toBe(lowest('bobtail'));
    expect(startingPriceCents({ iconVariant: 'trailer' })).toBeNull();
  });
});
