import type { JobPhoto } from '@core/contracts/dispatch';
import { pretripItems } from '@core/contracts/dispatch';
import { describe, expect, it } from 'vitest';
import {
  checklistBody,
  deliveryReadiness,
  describeAngles,
  isChecklistComplete,
  latestPhotos,
  missingPhotoAngles,
  parseOdometer,
  pretripReadiness,
  uncheckedItems,
} from './inspection';

const allOk = Object.fromEntries(pretripItems.map((i) => [i.key, 'ok' as const]));

const photo = (
  stage: JobPhoto['stage'],
  angle: JobPhoto['angle'],
  createdAt = '2025-05-01T10:00:00Z',
): JobPhoto => ({
  id: `${stage}-${angle}-${createdAt}`,
  stage,
  angle,
  url: `/api/files/${stage}-${angle}`,
  createdAt,
});
const fourSides = (stage: JobPhoto['stage']) =>
  (['front', 'rear', 'left', 'right'] as const).map((a) => photo(stage, a));

describe('checklist', () => {
  it('is complete when every item is ok', () => {
    expect(isChecklistComplete(allOk)).toBe(true);
    expect(uncheckedItems(allOk)).toEqual([]);
  });

  it('lists what is not ticked', () => {
    const { tires: _t, brakes: _b, ...rest } = allOk;
    expect(uncheckedItems(rest).map((i) => i.key)).toEqual(['tires', 'brakes']);
    expect(isChecklistComplete({})).toBe(false);
  });

  it("accepts 'Not present' only for optional items", () => {
    expect(isChecklistComplete({ ...allOk, airLines: 'na' })).toBe(true);
    expect(isChecklistComplete({ ...allOk, tires: 'na' })).toBe(false);
    expect(uncheckedItems({ ...allOk, tires: 'na' }).map((i) => i.key)).toEqual(['tires']);
  });

  it('sends only known items with allowed values', () => {
    expect(checklistBody({ ...allOk, tires: 'na', extra: 'ok' })).toEqual(
      Object.fromEntries(Object.entries(allOk).filter(([k]) => k !== 'tires')),
    );
  });
});

describe('photos', () => {
  it('names the required sides still missing for a stage', () => {
    expect(missingPhotoAngles([], 'before')).toEqual(['front', 'rear', 'left', 'right']);
    expect(missingPhotoAngles([photo('before', 'front'), photo('after', 'rear')], 'before')).toEqual([
      'rear',
      'left',
      'right',
    ]);
    expect(missingPhotoAngles(fourSides('before'), 'before')).toEqual([]);
    expect(missingPhotoAngles(fourSides('before'), 'after')).toEqual(['front', 'rear', 'left', 'right']);
    // Optional angles never count towards the required four.
    expect(
      missingPhotoAngles([photo('before', 'odometer'), photo('before', 'other')], 'before'),
    ).toHaveLength(4);
  });

  it('reads the sides as people say them', () => {
    expect(describeAngles(['front', 'rear', 'left', 'right'])).toBe(
      'front, rear, driver side and passenger side',
    );
    expect(describeAngles(['left'])).toBe('driver side');
    expect(describeAngles([])).toBe('');
  });

  it('keeps the newest photo of each side', () => {
    const old = photo('before', 'front', '2025-05-01T10:00:00Z');
    const retake = photo('before', 'front', '2025-05-01T10:05:00Z');
    const latest = latestPhotos([retake, old, photo('after', 'front')], 'before');
    expect(latest.front).toBe(retake);
    expect(latest.rear).toBeUndefined();
  });
});

describe('parseOdometer', () => {
  it('accepts whole miles, with or without separators', () => {
    expect(parseOdometer('123456')).toEqual({ ok: true, value: 123456 });
    expect(parseOdometer('123,456')).toEqual({ ok: true, value: 123456 });
  });

  it('is not ready while empty and refuses decimals or letters', () => {
    expect(parseOdometer('  ')).toEqual({ ok: false, error: null });
    expect(parseOdometer('12.5')).toEqual({ ok: false, error: 'Whole miles only' });
    expect(parseOdometer('-3')).toEqual({ ok: false, error: 'Whole miles only' });
    expect(parseOdometer('9000000').ok).toBe(false);
  });

  it('refuses a reading below the pickup one', () => {
    expect(parseOdometer('99', 100)).toEqual({
      ok: false,
      error: 'The odometer cannot be lower than at pickup (100).',
    });
    expect(parseOdometer('100', 100)).toEqual({ ok: true, value: 100 });
  });
});

describe('readiness', () => {
  it('enables the pre-trip only with checklist, four photos and odometer', () => {
    expect(pretripReadiness(allOk, fourSides('before'), '120000').ready).toBe(true);
    const notYet = pretripReadiness({ ...allOk, horn: undefined }, [photo('before', 'front')], '');
    expect(notYet.ready).toBe(false);
    expect(notYet.remaining).toEqual([
      'Check 1 more checklist item',
      'Take before-photos of the rear, driver side and passenger side',
      'Enter the odometer reading',
    ]);
  });

  it('enables delivery only with photos, odometer at or above pickup and a recipient', () => {
    expect(deliveryReadiness(fourSides('after'), '120500', 'Dana Dock', 120000).ready).toBe(true);
    expect(deliveryReadiness(fourSides('after'), '119999', 'Dana Dock', 120000).ready).toBe(false);
    expect(deliveryReadiness(fourSides('after'), '120500', ' D ', 120000).remaining).toEqual([
      'Enter the name of the person receiving the vehicle',
    ]);
    expect(deliveryReadiness(fourSides('before'), '1', 'Dana', null).missing).toHaveLength(4);
  });
});
