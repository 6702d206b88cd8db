import { requiredLicenseClass as requiredLicenceClass } from '@core/jobs';
import { vehicleTypeLabel } from '@core/labels';
import { formatMiles } from '@web/lib/format';
import { describe, expect, it } from 'vitest';
import { countByFilter, filterJobs, jobFilterLabels, jobFilters, matchesFilter } from './filters';

const jobs = [
  { id: '1', vehicleType: 'bobtail' },
  { id: '2', vehicleType: 'bobtail-trailer' },
  { id: '3', vehicleType: 'box-truck' },
  { id: '4', vehicleType: 'trailer' },
  { id: '5', vehicleType: 'bobtail' },
] as const;

describe('job filters', () => {
  it('has the spec buttons in order', () => {
    expect(jobFilters.map((f) => jobFilterLabels[f])).toEqual([
      'All Jobs',
      'Bobtail',
      'Box Truck',
      'Trailer',
    ]);
  });

  it('shows everything for All Jobs, in the given order', () => {
    expect(filterJobs(jobs, 'all').map((j) => j.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('Bobtail shows bobtails alone, not bobtails with trailers', () => {
    expect(filterJobs(jobs, 'bobtail').map((j) => j.id)).toEqual(['1', '5']);
  });

  it('Trailer covers a trailer alone and a bobtail with trailer', () => {
    expect(filterJobs(jobs, 'trailer').map((j) => j.id)).toEqual(['2', '4']);
    expect(matchesFilter('bobtail-trailer', 'bobtail')).toBe(false);
  });

  it('Box Truck shows box trucks', () => {
    expect(filterJobs(jobs, 'box-truck').map((j) => j.id)).toEqual(['3']);
  });

  it('counts per filter', () => {
    expect(countByFilter(jobs)).toEqual({ all: 5, bobtail: 2, 'box-truck': 1, trailer: 2 });
    expect(countByFilter([])).toEqual({ all: 0, bobtail: 0, 'box-truck': 0, trailer: 0 });
  });
});

describe('labels', () => {
  it('names vehicle types, unknown ones as auction vehicles', () => {
    expect(vehicleTypeLabel('bobtail')).toBe('Bobtail');
    expect(vehicleTypeLabel('bobtail-trailer')).toBe('Bobtail + Trailer');
    expect(vehicleTypeLabel('box-truck')).toBe('Box Truck');
    expect(vehicleTypeLabel('trailer')).toBe('Trailer');
    expect(vehicleTypeLabel('auction')).toBe('Auction Vehicle');
  });

  it('formats miles with separators and singular', () => {
    expect(formatMiles(1190)).toBe('1,190 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(45.4, 0)).toBe('45 miles');
  });

  it('knows the licence class each vehicle needs', () => {
    expect(requiredLicenceClass('box-truck')).toBe('B');
    expect(requiredLicenceClass('bobtail')).toBe('A');
    expect(requiredLicenceClass('trailer')).toBe('A');
  });
});
