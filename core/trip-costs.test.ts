import { describe, expect, it } from 'vitest';
import { calculateQuote } from './pricing';
import {
  DEFAULT_DIESEL_PRICE,
  DEFAULT_FARE_TABLE,
  type DieselPrice,
  estimateFuel,
  estimateReturn,
  estimateTripCosts,
  FUEL_MARGIN_BPS,
  fareBandFor,
  fareTableProblem,
  moveFeeCentsOf,
  returnPayerFor,
  type TripCostBasis,
} from './trip-costs';

const diesel: DieselPrice = { perGallonMills: 3_759, asOf: '2026-11-23', source: 'eia', region: 'U.S.' };
const basis: TripCostBasis = { fareTable: DEFAULT_FARE_TABLE, diesel, fuelMarginBps: FUEL_MARGIN_BPS };

describe('who pays the driver’s return', () => {
  it('is the client up to and at 2,000 miles, the driver to 5,000, a call above', () => {
    expect(returnPayerFor(1)).toBe('client');
    expect(returnPayerFor(2000)).toBe('client');
    expect(returnPayerFor(2001)).toBe('driver');
    expect(returnPayerFor(5000)).toBe('driver');
    expect(returnPayerFor(5001)).toBe('call');
  });
});

describe('the return fare', () => {
  it('goes by bus up to 500 miles and by air above, by the band’s base and per-mile fare', () => {
    expect(fareBandFor(DEFAULT_FARE_TABLE, 500)?.mode).toBe('bus');
    expect(fareBandFor(DEFAULT_FARE_TABLE, 501)?.mode).toBe('air');
    // Bus: $25 + 300 × $0.16 = $73.00.
    expect(estimateReturn(DEFAULT_FARE_TABLE, 300)).toMatchObject({
      payer: 'client',
      mode: 'bus',
      cents: 7_300,
    });
    // Air: $160 + 1,200 × $0.14 = $328.00.
    const air = estimateReturn(DEFAULT_FARE_TABLE, 1200);
    expect(air).toMatchObject({ payer: 'client', mode: 'air', cents: 32_800 });
    expect(air.basis).toBe('Air fare for 1,200 mi: $160.00 + $0.14/mi');
  });

  it('is the last band’s fare at exactly 2,000 miles and nothing for the client above it', () => {
    expect(estimateReturn(DEFAULT_FARE_TABLE, 2000).cents).toBe(16_000 + 28_000);
    const over = estimateReturn(DEFAULT_FARE_TABLE, 2001);
    expect(over).toMatchObject({ payer: 'driver', mode: null, cents: 0 });
    expect(over.basis).toBe('Over 2,000 miles the driver covers their return');
    expect(estimateReturn(DEFAULT_FARE_TABLE, 5001)).toMatchObject({ payer: 'call', cents: 0 });
  });

  it('rounds a fractional per-mile fare to the cent', () => {
    const table = [{ upToMiles: 2000, mode: 'train' as const, baseCents: 999, perMileCents: 7 }];
    // 7¢ × 333 mi = $23.31 exactly; 999 + 2,331 = 3,330.
    expect(estimateReturn(table, 333).cents).toBe(3_330);
  });
});

describe('the fuel line', () => {
  it('is miles ÷ the type’s mpg × the diesel price, plus the margin, to the cent', () => {
    // 1,200 mi ÷ 7 mpg = 171.43 gal × $3.759 = $644.40 (644.3999…); margin 10% = $64.44.
    const fuel = estimateFuel('bobtail', 1200, diesel);
    expect(fuel.gallons).toBe(171.4);
    expect(fuel.estimateCents).toBe(64_440);
    expect(fuel.marginCents).toBe(6_444);
    expect(fuel.cents).toBe(70_884);
    expect(fuel.basis).toBe(
      '1,200 mi ÷ 7 mpg × $3.759/gal (EIA U.S. weekly diesel, 2026-11-23) + 10% for price changes',
    );
  });

  it('uses each vehicle type’s mileage: a box truck burns less than a bobtail', () => {
    expect(estimateFuel('box-truck', 1000, diesel).estimateCents).toBe(37_590);
    expect(estimateFuel('bobtail', 1000, diesel).estimateCents).toBe(53_700);
  });

  it('names the operators’ price and its date when no EIA price is in use', () => {
    expect(estimateFuel('bobtail', 70, DEFAULT_DIESEL_PRICE, 0)).toMatchObject({
      estimateCents: 3_759,
      marginCents: 0,
      cents: 3_759,
    });
    expect(estimateFuel('bobtail', 70, DEFAULT_DIESEL_PRICE).basis).toContain(
      'diesel price set by Pathway, 2026-11-23',
    );
  });
});

describe('a quote with its costs', () => {
  it('charges base + distance + return + fuel for a 1,200-mile bobtail move', () => {
    const q = calculateQuote({ vehicleType: 'bobtail', distance: 1200 }, basis);
    if (q.requiresCall) throw new Error('expected a price');
    expect(q.moveFeeCents).toBe(130_000);
    expect(q.driverReturnCents).toBe(32_800);
    expect(q.fuelCents).toBe(70_884);
    expect(q.totalCents).toBe(130_000 + 32_800 + 70_884);
    expect(q.total).toBe(2_336.84);
    expect(
      moveFeeCentsOf({
        priceCents: q.totalCents,
        driverReturnCents: q.driverReturnCents,
        fuelCents: q.fuelCents,
      }),
    ).toBe(130_000);
  });

  it('leaves the rush surcharge on the move’s fee only', () => {
    const q = calculateQuote({ vehicleType: 'bobtail', distance: 1200, serviceTime: 'rush' }, basis);
    expect(q.rushFeeCents).toBe(26_000);
    expect(q.totalCents).toBe(156_000 + 32_800 + 70_884);
  });

  it('has no return line past 2,000 miles but still the fuel, and no price past 5,000', () => {
    const long = estimateTripCosts({ vehicleType: 'bobtail', miles: 3000 }, basis);
    expect(long.driverReturn.cents).toBe(0);
    expect(long.fuel.cents).toBeGreaterThan(0);
    const q = calculateQuote({ vehicleType: 'bobtail', distance: 5001 }, basis);
    expect(q).toMatchObject({ requiresCall: true, totalCents: 0, driverReturnCents: 0, fuelCents: 0 });
  });

  it('prices the move’s fee alone without a basis', () => {
    const q = calculateQuote({ vehicleType: 'bobtail', distance: 1200 }, null);
    expect(q.totalCents).toBe(130_000);
    expect(q.driverReturn).toBeNull();
  });
});

describe('an operator’s fare table', () => {
  it('must reach 2,000 miles in widening bands', () => {
    expect(fareTableProblem(DEFAULT_FARE_TABLE)).toBeNull();
    expect(fareTableProblem([])).toMatch(/at least one band/);
    expect(fareTableProblem([{ upToMiles: 1500, mode: 'air', baseCents: 1, perMileCents: 1 }])).toMatch(
      /2,000/,
    );
    expect(
      fareTableProblem([
        { upToMiles: 800, mode: 'bus', baseCents: 1, perMileCents: 1 },
        { upToMiles: 600, mode: 'air', baseCents: 1, perMileCents: 1 },
      ]),
    ).toMatch(/further/);
  });
});
