import { vehicleTypeForService } from '@core/catalog';
import { describe, expect, it } from 'vitest';
import {
  buildCreateBody,
  defaultRequestValues,
  formatCoordinates,
  formFieldForServerField,
  initialRequestValues,
  newIdempotencyKey,
  parseDistanceParam,
  parseDraft,
  parseServiceTypeParam,
  type RequestFormValues,
  scheduledLocalToIso,
  scheduledTimeError,
  serializeDraft,
  serviceStillApplies,
  toDateTimeLocalValue,
  validateRequestFields,
} from './form';

const filled: RequestFormValues = {
  ...defaultRequestValues,
  vehicleType: 'box-truck',
  pickupLocation: ' Dallas, TX 75201 ',
  destination: 'Houston, TX 77002',
  distance: 360,
  isLoaded: false,
  notes: '  Gate code 1234 ',
  serviceTypeId: 3,
};

describe('defaults', () => {
  it('start at the product’s values: 45 miles, working, not loaded, now', () => {
    expect(defaultRequestValues).toMatchObject({
      vehicleType: 'bobtail',
      distance: 45,
      isWorking: true,
      isLoaded: false,
      serviceTime: 'now',
    });
  });
});

describe('vehicleTypeForService', () => {
  it('maps the home cards onto vehicle types', () => {
    expect(vehicleTypeForService({ iconVariant: 'bobtail' })).toBe('bobtail');
    expect(vehicleTypeForService({ iconVariant: 'trailer' })).toBe('bobtail-trailer');
    expect(vehicleTypeForService({ iconVariant: 'box-truck' })).toBe('box-truck');
    expect(vehicleTypeForService({ iconVariant: 'auction' })).toBe('bobtail');
  });

  it('keeps an auction service for any type, the others only for their own', () => {
    expect(serviceStillApplies({ iconVariant: 'auction' }, 'box-truck')).toBe(true);
    expect(serviceStillApplies({ iconVariant: 'trailer' }, 'bobtail-trailer')).toBe(true);
    expect(serviceStillApplies({ iconVariant: 'bobtail' }, 'trailer')).toBe(false);
  });
});

describe('query parameters', () => {
  it('reads whole miles from 1 to 10000 only', () => {
    expect(parseDistanceParam('1190')).toBe(1190);
    expect(parseDistanceParam('99.6')).toBe(100);
    expect(parseDistanceParam('0')).toBeNull();
    expect(parseDistanceParam('10001')).toBeNull();
    expect(parseDistanceParam('abc')).toBeNull();
    expect(parseDistanceParam('')).toBeNull();
    expect(parseDistanceParam(null)).toBeNull();
  });

  it('reads positive whole service type ids only', () => {
    expect(parseServiceTypeParam('2')).toBe(2);
    expect(parseServiceTypeParam('0')).toBeNull();
    expect(parseServiceTypeParam('-1')).toBeNull();
    expect(parseServiceTypeParam('1.5')).toBeNull();
    expect(parseServiceTypeParam(null)).toBeNull();
  });

  it('starts from the calculator values, ignoring unknown ones', () => {
    const values = initialRequestValues(new URLSearchParams('vehicleType=box-truck&distance=1190'), null);
    expect(values.vehicleType).toBe('box-truck');
    expect(values.distance).toBe(1190);
    const fromAssistant = initialRequestValues(
      new URLSearchParams(
        'pickup=Dallas%2C+TX&destination=Houston%2C+TX&serviceTime=scheduled&date=2026-11-27',
      ),
      null,
    );
    expect(fromAssistant).toMatchObject({
      pickupLocation: 'Dallas, TX',
      destination: 'Houston, TX',
      serviceTime: 'scheduled',
      scheduledLocal: '2026-11-27T08:00',
    });
    const ignored = initialRequestValues(new URLSearchParams('vehicleType=auction&distance=x'), null);
    expect(ignored.vehicleType).toBe('bobtail');
    expect(ignored.distance).toBe(45);
  });

  it('prefers a saved draft over the query parameters', () => {
    const values = initialRequestValues(new URLSearchParams('vehicleType=trailer&distance=900'), filled);
    expect(values).toEqual(filled);
  });
});

describe('draft', () => {
  it('survives a round trip through storage', () => {
    const values = { ...filled, serviceTime: 'scheduled' as const, scheduledLocal: '2030-01-02T08:15' };
    expect(parseDraft(serializeDraft(values))).toEqual(values);
  });

  it('reads nothing from empty, corrupt, old or invalid drafts', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 0, values: filled }))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, values: { ...filled, vehicleType: 'boat' } }))).toBeNull();
    expect(parseDraft('null')).toBeNull();
    for (const edited of [
      { distance: 'far' },
      { isWorking: 'yes' },
      { serviceTime: 'rush' },
      { serviceTypeId: -1 },
      { serviceTypeId: 1.5 },
      { notes: 12 },
    ]) {
      expect(parseDraft(JSON.stringify({ version: 1, values: { ...filled, ...edited } }))).toBeNull();
    }
  });

  it('keeps only the form fields from a draft', () => {
    expect(parseDraft(JSON.stringify({ version: 1, values: { ...filled, price: 1 } }))).toEqual(filled);
  });

  it('fills fields missing from an older draft with the defaults', () => {
    const { notes: _notes, vehicleId: _vehicleId, ...partial } = filled;
    expect(parseDraft(JSON.stringify({ version: 1, values: partial }))).toEqual({
      ...filled,
      notes: '',
      vehicleId: '',
    });
  });
});

describe('scheduled time', () => {
  it('formats a date for a datetime-local input in local time', () => {
    expect(toDateTimeLocalValue(new Date(2030, 0, 2, 8, 5, 59))).toBe('2030-01-02T08:05');
  });

  it('converts the local value to an ISO instant', () => {
    const local = '2030-01-02T08:15';
    expect(scheduledLocalToIso(local)).toBe(new Date(2030, 0, 2, 8, 15).toISOString());
    expect(scheduledLocalToIso(local)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(scheduledLocalToIso('')).toBeNull();
    expect(scheduledLocalToIso('tomorrow')).toBeNull();
    expect(scheduledLocalToIso('2030-13-45T99:99')).toBeNull();
  });

  it('requires a future time only when scheduled', () => {
    const now = new Date(2030, 0, 2, 8, 0, 30);
    expect(scheduledTimeError({ serviceTime: 'now', scheduledLocal: '' }, now)).toBeNull();
    expect(scheduledTimeError({ serviceTime: 'scheduled', scheduledLocal: '' }, now)).toBe(
      'Choose a date and time for a scheduled pickup',
    );
    expect(scheduledTimeError({ serviceTime: 'scheduled', scheduledLocal: '2030-01-01T08:00' }, now)).toBe(
      'Choose a time in the future',
    );
    expect(
      scheduledTimeError({ serviceTime: 'scheduled', scheduledLocal: '2030-01-02T08:00' }, now),
    ).toBeNull();
    expect(
      scheduledTimeError({ serviceTime: 'scheduled', scheduledLocal: '2030-01-03T08:00' }, now),
    ).toBeNull();
  });

  it('allows the server’s few minutes of slack for a form filled slowly, and no more', () => {
    const now = new Date(2030, 0, 2, 8, 0, 0);
    expect(
      scheduledTimeError({ serviceTime: 'scheduled', scheduledLocal: '2030-01-02T07:56' }, now),
    ).toBeNull();
    expect(scheduledTimeError({ serviceTime: 'scheduled', scheduledLocal: '2030-01-02T07:54' }, now)).toBe(
      'Choose a time in the future',
    );
  });
});

describe('validateRequestFields', () => {
  it('requires pickup and destination with the product’s messages', () => {
    const errors = validateRequestFields({ ...defaultRequestValues, pickupLocation: '  ' }, new Date());
    expect(errors).toEqual({
      pickupLocation: 'Pickup location is required',
      destination: 'Destination is required',
    });
    expect(validateRequestFields(filled, new Date())).toEqual({});
  });
});

describe('buildCreateBody', () => {
  it('sends trimmed fields, the service type and the key, and never a price', () => {
    const body = buildCreateBody(filled, 'key-12345678');
    expect(body).toEqual({
      vehicleType: 'box-truck',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Houston, TX 77002',
      distance: 360,
      isWorking: true,
      isLoaded: false,
      serviceTime: 'now',
      notes: 'Gate code 1234',
      serviceTypeId: 3,
      idempotencyKey: 'key-12345678',
    });
    expect(body).not.toHaveProperty('price');
  });

  it('adds the scheduled time only when scheduled', () => {
    const local = '2030-01-02T08:15';
    const scheduled = buildCreateBody(
      { ...filled, serviceTime: 'scheduled', scheduledLocal: local },
      'k-12345678',
    );
    expect(scheduled.scheduledTime).toBe(new Date(2030, 0, 2, 8, 15).toISOString());
    const now = buildCreateBody({ ...filled, serviceTime: 'now', scheduledLocal: local }, 'k-12345678');
    expect(now).not.toHaveProperty('scheduledTime');
  });

  it('adds the chosen vehicle and leaves out empty notes', () => {
    const body = buildCreateBody(
      { ...filled, notes: ' ', serviceTypeId: null, vehicleId: '7d1f3a56-0000-4000-8000-000000000000' },
      'k-12345678',
    );
    expect(body.vehicleId).toBe('7d1f3a56-0000-4000-8000-000000000000');
    expect(body).not.toHaveProperty('notes');
    expect(body).not.toHaveProperty('serviceTypeId');
  });
});

describe('helpers', () => {
  it('maps server field names onto form fields', () => {
    expect(formFieldForServerField('scheduledTime')).toBe('scheduledLocal');
    expect(formFieldForServerField('destinationLocation')).toBe('destination');
    expect(formFieldForServerField('pickupLocation')).toBe('pickupLocation');
    expect(formFieldForServerField('_')).toBeNull();
  });

  it('makes distinct idempotency keys long enough for the server', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('formats coordinates to 6 decimals', () => {
    expect(formatCoordinates(32.7767, -96.797)).toBe('32.776700, -96.797000');
  });
});
