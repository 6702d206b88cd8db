import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activePageName, docsMenu, isActive, locationsMenu, roleNavigation } from './navigation';

describe('activePageName', () => {
  it('is home for / and the path without its slash otherwise', () => {
    expect(activePageName('/')).toBe('home');
    expect(activePageName('/profile')).toBe('profile');
    expect(activePageName('/truck-stops/')).toBe('truck-stops');
  });
});

describe('roleNavigation', () => {
  it('gives drivers Jobs and a search button to /jobs', () => {
    const nav = roleNavigation('driver');
    expect(nav.secondary.to).toBe('/jobs');
    expect(i18n._(nav.secondary.label)).toBe('Jobs');
    expect(nav.action.to).toBe('/jobs');
    expect(nav.action.icon).toBe('search');
  });

  it('gives everyone else Pricing and a plus button to /request', () => {
    for (const role of ['client', null, undefined] as const) {
      const nav = roleNavigation(role);
      expect(nav.secondary.to).toBe('/pricing');
      expect(i18n._(nav.secondary.label)).toBe('Pricing');
      expect(nav.action.to).toBe('/request');
      expect(nav.action.icon).toBe('plus');
    }
  });
});

describe('menus', () => {
  it('hold the product’s paths in order', () => {
    expect(locationsMenu.map((i) => i.to)).toEqual([
      '/current-location',
      '/truck-stops',
      '/tracking',
      '/route-heatmap',
    ]);
    expect(docsMenu.map((i) => i.to)).toEqual([
      '/documents',
      '/pathway-ai',
      '/scheduling',
      '/driver',
      '/premium-features',
    ]);
  });

  it('marks a menu active when one of its pages is shown', () => {
    expect(isActive('tracking', locationsMenu)).toBe(true);
    expect(isActive('profile', locationsMenu)).toBe(false);
    expect(isActive('home', { to: '/', label: msg`Home` })).toBe(true);
  });
});
