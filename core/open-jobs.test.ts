import { describe, expect, it } from 'vitest';
import { countByFilter, jobFilterLabels, jobFilters, matchesFilter } from './open-jobs';

describe('open-job filters', () => {
  it('has the product’s buttons in order', () => {
    expect(jobFilters.map((f) => jobFilterLabels[f])).toEqual([
      'All Jobs',
      'Bobtail',
      'Box Truck',
      'Trailer',
    ]);
  });

  it('All Jobs shows every type', () => {
    for (const type of ['bobtail', 'bobtail-trailer', 'box-truck', 'trailer']) {
      expect(matchesFilter(type, 'all')).toBe(true);
    }
  });

  it('Bobtail shows bobtails alone, not bobtails with trailers', () => {
    expect(matchesFilter('bobtail', 'bobtail')).toBe(true);
    expect(matchesFilter('bobtail-trailer', 'bobtail')).toBe(false);
  });

  it('Trailer covers a trailer alone and a bobtail with trailer; Box Truck only box trucks', () => {
    expect(matchesFilter('bobtail-trailer', 'trailer')).toBe(true);
    expect(matchesFilter('trailer', 'trailer')).toBe(true);
    expect(matchesFilter('box-truck', 'trailer')).toBe(false);
    expect(matchesFilter('box-truck', 'box-truck')).toBe(true);
    expect(matchesFilter('bobtail', 'box-truck')).toBe(false);
  });

  it('counts per filter from counts per vehicle type', () => {
    expect(countByFilter({ bobtail: 2, 'bobtail-trailer': 1, 'box-truck': 1, trailer: 1 })).toEqual({
      all: 5,
      bobtail: 2,
      'box-truck': 1,
      trailer: 2,
    });
    expect(countByFilter({})).toEqual({ all: 0, bobtail: 0, 'box-truck': 0, trailer: 0 });
  });
});
