import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceEstimateResponse } from './contracts/geo';
import {
  CITY_PAIR_DEFAULT_MILES,
  COAST_TO_COAST_MILES,
  cityPairDistance,
  DISTANCE_ERROR_MISSING_ADDRESS,
  DISTANCE_ERROR_UNAVAILABLE,
  DISTANCE_HINT_TOLERANCE_MILES,
  type DistanceRouter,
  distanceHintAgrees,
  distanceStatusByMethod,
  estimateDistance,
  findMajorCity,
  findState,
  findZip,
  MIDWEST_TO_COAST_MILES,
  MIN_ESTIMATE_MILES,
  MISSING_ADDRESS_MILES,
  majorCities,
  NO_STATE_MILES,
  OTHER_REGIONS_MILES,
  offlineDistance,
  placeNameCandidates,
  regionDistance,
  regionOfState,
  resolveDistance,
  SAME_REGION_MILES,
  usRegions,
} from './distance';
import type { Gazetteer, GazetteerPlace } from './gazetteer';

describe('statuses and fallback errors', () => {
  it('has the product’s fallback errors', () => {
    expect(DISTANCE_ERROR_MISSING_ADDRESS).toBe('Missing address information');
    expect(DISTANCE_ERROR_UNAVAILABLE).toBe('Unable to calculate distance');
  });

  it('maps a router answer to calculated, gazetteer/ZIP/city to approximate, the rest to estimated', () => {
    expect(distanceStatusByMethod).toEqual({
      router: 'calculated',
      gazetteer: 'approximate',
      zip: 'approximate',
      city: 'approximate',
      region: 'estimated',
      default: 'estimated',
      missing: 'estimated',
    });
  });
});

describe('estimateDistance: acceptance examples', () => {
  it('Dallas, TX 75201 → Houston, TX 77002 uses the ZIP rule: 360 miles', () => {
    expect(estimateDistance('Dallas, TX 75201', 'Houston, TX 77002')).toEqual({
      miles: 360,
      method: 'zip',
      status: 'approximate',
      error: null,
    });
  });

  it('Boston, MA → Seattle, WA is coast to coast: 2800 miles', () => {
    expect(estimateDistance('Boston, MA', 'Seattle, WA')).toEqual({
      miles: 2800,
      method: 'region',
      status: 'estimated',
      error: null,
    });
  });
});

describe('estimateDistance: missing address', () => {
  it('gives 200 with "Missing address information"', () => {
    for (const [a, b] of [
      ['', 'Dallas, TX'],
      ['Dallas, TX', '   '],
      ['', ''],
    ]) {
      expect(estimateDistance(a ?? '', b ?? '')).toEqual({
        miles: MISSING_ADDRESS_MILES,
        method: 'missing',
        status: 'estimated',
        error: 'Missing address information',
      });
    }
    expect(MISSING_ADDRESS_MILES).toBe(200);
  });
});

describe('estimateDistance: ZIP rule', () => {
  it('is 0.2 mile per unit of ZIP difference, rounded', () => {
    expect(estimateDistance('10001', '90001').miles).toBe(16000);
    expect(estimateDistance('Somewhere 30301', 'Elsewhere 33101')).toMatchObject({
      miles: 560,
      method: 'zip',
    });
    expect(estimateDistance('60601', '60604').miles).toBe(MIN_ESTIMATE_MILES); // 0.6 → 1 → minimum
  });

  it('is at least 50 miles', () => {
    expect(estimateDistance('Dallas, TX 75201', 'Dallas, TX 75201')).toMatchObject({
      miles: 50,
      method: 'zip',
    });
    expect(estimateDistance('Dallas, TX 75201', 'Dallas, TX 75450')).toMatchObject({
      miles: 50,
      method: 'zip',
    }); // 49.8
    expect(estimateDistance('Dallas, TX 75201', 'Dallas, TX 75456')).toMatchObject({
      miles: 51,
      method: 'zip',
    });
  });

  it('wins over the city table and the region table', () => {
    expect(estimateDistance('New York, NY 10001', 'Los Angeles, CA 90001').method).toBe('zip');
  });

  it('needs a ZIP in both addresses', () => {
    expect(estimateDistance('Dallas, TX 75201', 'Houston, TX').method).not.toBe('zip');
  });
});

describe('estimateDistance: city table', () => {
  it('uses the table for a listed pair in either order', () => {
    expect(estimateDistance('Dallas, TX', 'Houston, TX')).toEqual({
      miles: 240,
      method: 'city',
      status: 'approximate',
      error: null,
    });
    expect(estimateDistance('Houston', 'Dallas').miles).toBe(240);
    expect(estimateDistance('Miami, FL', 'Los Angeles, CA')).toMatchObject({ miles: 2735, method: 'city' });
    expect(estimateDistance('New York City', 'Philly')).toMatchObject({ miles: 95, method: 'city' });
    expect(estimateDistance('Dallas TX', 'Houston TX').miles).toBe(240);
  });

  it('falls back to 500 for an unlisted pair of known cities without states', () => {
    expect(cityPairDistance('boston', 'seattle')).toBeUndefined();
    expect(estimateDistance('Boston', 'Seattle')).toMatchObject({
      miles: CITY_PAIR_DEFAULT_MILES,
      method: 'city',
    });
    expect(CITY_PAIR_DEFAULT_MILES).toBe(500);
  });

  it('gives the minimum for the same city', () => {
    expect(estimateDistance('Denver, CO', 'Denver')).toMatchObject({ miles: 50, method: 'city' });
  });

  it('lists no coast-to-coast pair, leaving those to the region rule', () => {
    for (const west of ['los-angeles', 'san-diego', 'seattle'] as const) {
      for (const east of ['new-york', 'philadelphia', 'boston'] as const) {
        expect(cityPairDistance(west, east)).toBeUndefined();
      }
    }
    expect(estimateDistance('New York, NY', 'Los Angeles, CA')).toMatchObject({
      miles: 2800,
      method: 'region',
    });
  });

  it('is symmetric and only for the known cities (property)', () => {
    const city = fc.constantFrom(...(Object.keys(majorCities) as (keyof typeof majorCities)[]));
    fc.assert(fc.property(city, city, (a, b) => cityPairDistance(a, b) === cityPairDistance(b, a)));
  });
});

describe('estimateDistance: region table', () => {
  const addressIn = {
    east: ['Albany, NY', 'Hartford, CT'],
    west: ['Sacramento, CA', 'Portland, OR'],
    midwest: ['Springfield, IL', 'Columbus, OH'],
    south: ['Austin, TX', 'Nashville, TN'],
  } as const;

  it('gives 300 within a region', () => {
    for (const region of usRegions) {
      const [a, b] = addressIn[region];
      expect(estimateDistance(a, b)).toEqual({
        miles: 300,
        method: 'region',
        status: 'estimated',
        error: null,
      });
    }
  });

  it('gives 2800 between the east and west coasts', () => {
    expect(estimateDistance('Albany, NY', 'Portland, OR').miles).toBe(2800);
    expect(estimateDistance('Portland, OR', 'Hartford, CT').miles).toBe(2800);
  });

  it('gives 1200 between the midwest and the east or west', () => {
    expect(estimateDistance('Columbus, OH', 'Hartford, CT').miles).toBe(1200);
    expect(estimateDistance('Sacramento, CA', 'Springfield, IL').miles).toBe(1200);
  });

  it('gives 800 for any other pair (the south with anything else)', () => {
    expect(estimateDistance('Austin, TX', 'Albany, NY').miles).toBe(800);
    expect(estimateDistance('Nashville, TN', 'Portland, OR').miles).toBe(800);
    expect(estimateDistance('Springfield, IL', 'Austin, TX').miles).toBe(800);
  });

  it('covers every region combination in regionDistance', () => {
    const expected: Record<string, number> = {
      'east|east': SAME_REGION_MILES,
      'west|west': SAME_REGION_MILES,
      'midwest|midwest': SAME_REGION_MILES,
      'south|south': SAME_REGION_MILES,
      'east|west': COAST_TO_COAST_MILES,
      'east|midwest': MIDWEST_TO_COAST_MILES,
      'west|midwest': MIDWEST_TO_COAST_MILES,
      'east|south': OTHER_REGIONS_MILES,
      'west|south': OTHER_REGIONS_MILES,
      'midwest|south': OTHER_REGIONS_MILES,
    };
    for (const [key, miles] of Object.entries(expected)) {
      const [a, b] = key.split('|') as [(typeof usRegions)[number], (typeof usRegions)[number]];
      expect(regionDistance(a, b)).toBe(miles);
      expect(regionDistance(b, a)).toBe(miles);
    }
    expect([SAME_REGION_MILES, COAST_TO_COAST_MILES, MIDWEST_TO_COAST_MILES, OTHER_REGIONS_MILES]).toEqual([
      300, 2800, 1200, 800,
    ]);
  });

  it('maps every state and DC to a region', () => {
    const codes =
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
    for (const code of codes.split(' ')) expect(regionOfState(code)).not.toBeNull();
    expect(regionOfState('PR')).toBeNull();
    expect(regionOfState(null)).toBeNull();
  });

  it('beats the city default when both states are known', () => {
    expect(estimateDistance('Boston, MA', 'Seattle')).toMatchObject({ miles: 500, method: 'city' });
    expect(estimateDistance('Boston, MA', 'Seattle, WA')).toMatchObject({ miles: 2800, method: 'region' });
  });
});

describe('estimateDistance: no state', () => {
  it('gives 150 when no state is found', () => {
    expect(estimateDistance('somewhere far away', 'another place')).toEqual({
      miles: NO_STATE_MILES,
      method: 'default',
      status: 'estimated',
      error: null,
    });
    expect(NO_STATE_MILES).toBe(150);
  });

  it('gives 150 when only one address has a state', () => {
    expect(estimateDistance('Austin, TX', 'the depot on Route 9')).toMatchObject({
      miles: 150,
      method: 'default',
    });
  });
});

describe('estimateDistance: properties', () => {
  it('is always a whole number of at least 50 miles, with a matching status, fitting the contract (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const estimate = estimateDistance(a, b);
        return (
          Number.isInteger(estimate.miles) &&
          estimate.miles >= MIN_ESTIMATE_MILES &&
          estimate.status === distanceStatusByMethod[estimate.method] &&
          distanceEstimateResponse.safeParse(estimate).success
        );
      }),
    );
  });

  it('is symmetric in its two addresses (property)', () => {
    const address = fc.constantFrom(
      'Dallas, TX 75201',
      'Houston, TX',
      'Boston, MA',
      'Seattle',
      'Miami, OK',
      '12345 Main St, Denver, CO',
      'nowhere',
      '',
      'Columbus, OH 43215',
    );
    fc.assert(
      fc.property(address, address, (a, b) => estimateDistance(a, b).miles === estimateDistance(b, a).miles),
    );
  });
});

describe('address parsing', () => {
  it('finds the ZIP, ignoring a leading street number', () => {
    expect(findZip('Dallas, TX 75201')).toBe(75201);
    expect(findZip('Dallas, TX 75201-1234')).toBe(75201);
    expect(findZip('12345 Main St, Dallas, TX')).toBeNull();
    expect(findZip('12345 Main St, Dallas, TX 75201')).toBe(75201);
    expect(findZip('90001')).toBe(90001);
    expect(findZip('Phone 2145550100')).toBeNull();
    expect(findZip('Dallas, TX')).toBeNull();
  });

  it('finds the state from "City, ST", "City, ST 12345", full names and no-comma forms', () => {
    expect(findState('Dallas, TX')).toBe('TX');
    expect(findState('Dallas, TX 75201')).toBe('TX');
    expect(findState('dallas, tx')).toBe('TX');
    expect(findState('500 Main St, Dallas, TX 75201, USA')).toBe('TX');
    expect(findState('Dallas, Texas')).toBe('TX');
    expect(findState('Seattle, Washington')).toBe('WA');
    expect(findState('1600 Pennsylvania Ave, Washington, DC 20500')).toBe('DC');
    expect(findState('Dallas TX 75201')).toBe('TX');
    expect(findState('Dallas TX')).toBe('TX');
    expect(findState('Dallas, Tx.')).toBe('TX');
  });

  it('finds no state where there is none', () => {
    expect(findState('Main St')).toBeNull();
    expect(findState('12 Oak St, Springfield')).toBeNull();
    expect(findState('somewhere')).toBeNull();
    expect(findState('San Juan, PR')).toBeNull();
    expect(findState('')).toBeNull();
    expect(findState('Dallas, constructor')).toBeNull();
    expect(findState('__proto__')).toBeNull();
    expect(findMajorCity('toString, hasOwnProperty')).toBeNull();
  });

  it('finds a known major city only as a whole place name in its own state', () => {
    expect(findMajorCity('Boston, MA')).toBe('boston');
    expect(findMajorCity('New York, NY 10001')).toBe('new-york');
    expect(findMajorCity('  los angeles ')).toBe('los-angeles');
    expect(findMajorCity('Dallas TX 75201')).toBe('dallas');
    expect(findMajorCity('100 Main St, San Antonio, TX')).toBe('san-antonio');
    expect(findMajorCity('Boston Rd, Bronx, NY')).toBeNull();
    expect(findMajorCity('Miami, OK')).toBeNull();
    expect(findMajorCity('Miami Beach, FL')).toBeNull();
    expect(findMajorCity('Austin, TX')).toBeNull();
  });
});

describe('resolveDistance', () => {
  const router = (answer: () => Promise<number | null>): DistanceRouter & { calls: number } => {
    const port = {
      calls: 0,
      route: () => {
        port.calls += 1;
        return answer();
      },
      between: async () => null,
    };
    return port;
  };

  it('uses the router answer as "Distance calculated", rounded to whole miles', async () => {
    expect(
      await resolveDistance(
        'Dallas, TX',
        'Houston, TX',
        router(async () => 239.4),
      ),
    ).toEqual({
      miles: 239,
      method: 'router',
      status: 'calculated',
      error: null,
    });
  });

  it('uses the offline estimate without an error when there is no router or no route', async () => {
    const offline = estimateDistance('Boston, MA', 'Seattle, WA');
    expect(await resolveDistance('Boston, MA', 'Seattle, WA')).toEqual(offline);
    expect(await resolveDistance('Boston, MA', 'Seattle, WA', null)).toEqual(offline);
    expect(
      await resolveDistance(
        'Boston, MA',
        'Seattle, WA',
        router(async () => null),
      ),
    ).toEqual(offline);
    expect(
      await resolveDistance(
        'Boston, MA',
        'Seattle, WA',
        router(async () => Number.NaN),
      ),
    ).toEqual(offline);
  });

  it('adds "Unable to calculate distance" to the offline estimate when the router fails', async () => {
    const failing = router(async () => {
      throw new Error('timeout');
    });
    expect(await resolveDistance('Boston, MA', 'Seattle, WA', failing)).toEqual({
      miles: 2800,
      method: 'region',
      status: 'estimated',
      error: 'Unable to calculate distance',
    });
  });

  it('never asks the router about a blank address', async () => {
    const port = router(async () => 100);
    expect(await resolveDistance('  ', 'Seattle, WA', port)).toMatchObject({
      miles: 200,
      error: 'Missing address information',
    });
    expect(port.calls).toBe(0);
  });
});

describe('placeNameCandidates', () => {
  it('lists the place names of an address, last part first, without state, ZIP, number or "near"', () => {
    expect(placeNameCandidates('123 Main St, Dallas, TX 75201')).toEqual(['Dallas', '123 Main St']);
    expect(placeNameCandidates('500 Elm St Dallas TX')).toEqual(['500 Elm St Dallas']);
    expect(placeNameCandidates('Suite 5, Riverside Plaza, Chicago IL 60606, USA')).toEqual([
      'Chicago',
      'Riverside Plaza',
      'Suite 5',
    ]);
    expect(placeNameCandidates('Dallas Texas')).toEqual(['Dallas']);
    expect(placeNameCandidates('Seattle, Washington')).toEqual(['Seattle']);
    expect(placeNameCandidates('near Dallas, TX (32.776700, -96.797000)')).toEqual(['Dallas']);
    expect(placeNameCandidates('75201')).toEqual([]);
    expect(placeNameCandidates('1200, TX')).toEqual([]);
    expect(placeNameCandidates('')).toEqual([]);
  });

  it('keeps a state name that is the city, before the state', () => {
    expect(placeNameCandidates('Washington, DC')).toEqual(['Washington']);
    expect(placeNameCandidates('New York, NY 10001')).toEqual(['New York']);
  });
});

describe('offlineDistance', () => {
  const places: Record<string, GazetteerPlace> = {
    dallas: { lat: 32.7767, lng: -96.797, precision: 'city', label: 'Dallas, TX' },
    houston: { lat: 29.7604, lng: -95.3698, precision: 'city', label: 'Houston, TX' },
  };
  const gazetteer: Gazetteer & { asked: string[] } = {
    asked: [],
    place(address) {
      gazetteer.asked.push(address);
      return places[address.split(',')[0]!.toLowerCase()] ?? null;
    },
    nearest: () => null,
  };

  it('measures great-circle miles × 1.2 between the places the gazetteer finds', () => {
    // About 225 great-circle miles.
    expect(offlineDistance('Dallas, TX', 'Houston, TX', gazetteer)).toEqual({
      miles: 270,
      method: 'gazetteer',
      status: 'approximate',
      error: null,
    });
    expect(offlineDistance('Dallas, TX', 'Dallas, TX', gazetteer).miles).toBe(0);
  });

  it("falls back to the product's rules when the gazetteer cannot place an address", () => {
    expect(offlineDistance('Dallas, TX', 'the yard behind the depot', gazetteer)).toEqual(
      estimateDistance('Dallas, TX', 'the yard behind the depot'),
    );
    expect(offlineDistance('Dallas, TX', 'Boston, MA', gazetteer)).toMatchObject({ method: 'region' });
    expect(offlineDistance('Dallas, TX', 'Houston, TX')).toMatchObject({ method: 'city', miles: 240 });
  });

  it('answers a blank address as missing without asking the gazetteer', () => {
    gazetteer.asked.length = 0;
    expect(offlineDistance(' ', 'Houston, TX', gazetteer)).toMatchObject({
      miles: MISSING_ADDRESS_MILES,
      error: DISTANCE_ERROR_MISSING_ADDRESS,
    });
    expect(gazetteer.asked).toEqual([]);
  });

  it('is what resolveDistance answers without a router', async () => {
    expect(await resolveDistance('Dallas, TX', 'Houston, TX', undefined, gazetteer)).toEqual(
      offlineDistance('Dallas, TX', 'Houston, TX', gazetteer),
    );
  });
});

describe('distanceHintAgrees', () => {
  it('accepts the larger of 10 miles and 5% either way, and nothing beyond', () => {
    expect(DISTANCE_HINT_TOLERANCE_MILES).toBe(10);
    expect(distanceHintAgrees(110, 100)).toBe(true);
    expect(distanceHintAgrees(111, 100)).toBe(false);
    expect(distanceHintAgrees(3150, 3000)).toBe(true);
    expect(distanceHintAgrees(2849, 3000)).toBe(false);
    expect(distanceHintAgrees(1, 3277)).toBe(false);
    expect(distanceHintAgrees(Number.NaN, 100)).toBe(false);
  });
});
