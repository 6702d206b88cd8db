import type { JobPhoto } from '@core/contracts/dispatch';
import { describe, expect, it } from 'vitest';
import { groupPhotos, isSafePhotoUrl, photoAlt } from './photos';

const photo = (id: string, stage: JobPhoto['stage'], angle: JobPhoto['angle'], minute = 0): JobPhoto => ({
  id,
  stage,
  angle,
  url: `/api/files/${id}`,
  createdAt: new Date(Date.UTC(2025, 4, 10, 15, minute)).toISOString(),
});

describe('photoAlt', () => {
  it('names the stage and the side', () => {
    expect(photoAlt({ stage: 'before', angle: 'front' })).toBe('Before transport, front side');
    expect(photoAlt({ stage: 'after', angle: 'left' })).toBe('After delivery, left side');
    expect(photoAlt({ stage: 'after', angle: 'odometer' })).toBe('After delivery, odometer');
    expect(photoAlt({ stage: 'before', angle: 'other' })).toBe('Before transport, other view');
  });
});

describe('isSafePhotoUrl', () => {
  it('accepts same-origin paths only', () => {
    expect(isSafePhotoUrl('/api/files/abc')).toBe(true);
    expect(isSafePhotoUrl('//evil.example/x.png')).toBe(false);
    expect(isSafePhotoUrl('javascript:alert(1)')).toBe(false);
    expect(isSafePhotoUrl('https://example.com/x.png')).toBe(false);
  });
});

describe('groupPhotos', () => {
  it('groups before then after, by side then time, and drops empty stages and unsafe urls', () => {
    const groups = groupPhotos([
      photo('r', 'before', 'rear'),
      photo('f2', 'before', 'front', 5),
      photo('f1', 'before', 'front', 1),
      { ...photo('x', 'before', 'left'), url: 'javascript:alert(1)' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.stage).toBe('before');
    expect(groups[0]!.photos.map((p) => p.id)).toEqual(['f1', 'f2', 'r']);

    const both = groupPhotos([photo('a', 'after', 'odometer'), photo('b', 'before', 'right')]);
    expect(both.map((g) => g.stage)).toEqual(['before', 'after']);
    expect(groupPhotos([])).toEqual([]);
  });
});
