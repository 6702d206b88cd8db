import { describe, expect, it } from 'vitest';
import { atHour, buildScheduleBody, emptySchedule, validateSchedule } from './form';

const filled = () => ({
  ...emptySchedule(),
  serviceTypeId: 1,
  pickupLocation: 'Dallas, TX',
  destination: 'Houston, TX',
  pickupDate: new Date(2030, 5, 3),
  pickupHour: 9,
  deliveryDate: new Date(2030, 5, 3),
  deliveryHour: 17,
});

describe('schedule form', () => {
  it('asks for every required field with the product’s toast', () => {
    for (const key of [
      'serviceTypeId',
      'pickupDate',
      'pickupHour',
      'deliveryDate',
      'deliveryHour',
    ] as const) {
      expect(validateSchedule({ ...filled(), [key]: null })).toEqual({
        kind: 'missing',
        title: 'Missing Information',
        description: 'Please fill in all required fields',
      });
    }
    expect(validateSchedule({ ...filled(), destination: ' ' })?.title).toBe('Missing Information');
  });
  it('needs delivery after pickup', () => {
    expect(validateSchedule({ ...filled(), deliveryHour: 9 })).toEqual({
      kind: 'invalid',
      title: 'Invalid Schedule',
      description: 'Delivery time must be after pickup time',
    });
    expect(
      validateSchedule({ ...filled(), deliveryDate: new Date(2030, 5, 2), deliveryHour: 23 })?.title,
    ).toBe('Invalid Schedule');
    expect(validateSchedule(filled())).toBeNull();
  });
  it('sends local hourly slots as ISO moments', () => {
    const body = buildScheduleBody(filled(), 'key-12345678');
    expect(body.pickupDateTime).toBe(atHour(new Date(2030, 5, 3), 9).toISOString());
    expect(body).toMatchObject({ serviceTypeId: 1, notes: null, isWorking: true });
  });
});
