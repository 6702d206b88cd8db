import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/jobs')).toBe('/jobs');
    expect(safeNextPath('/request?serviceType=2')).toBe('/request?serviceType=2');
  });

  it('defaults to the profile', () => {
    expect(safeNextPath(null)).toBe('/profile');
    expect(safeNextPath('')).toBe('/profile');
  });

  it('rejects anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'jobs',
      '/\tevil',
    ]) {
      expect(safeNextPath(bad)).toBe('/profile');
    }
  });

  it('builds a login path that returns to the page', () => {
    expect(loginPathFor('/scheduling?x=1')).toBe('/login?next=%2Fscheduling%3Fx%3D1');
    expect(safeNextPath(new URLSearchParams('next=%2Fscheduling%3Fx%3D1').get('next'))).toBe(
      '/scheduling?x=1',
    );
  });
});
