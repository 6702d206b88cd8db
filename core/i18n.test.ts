import { describe, expect, it } from 'vitest';
import { isLocale, preferredLocale } from './i18n';

describe('preferredLocale', () => {
  it('takes the first language Pathway speaks from a browser list', () => {
    expect(preferredLocale(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(preferredLocale(['en-GB'])).toBe('en');
    expect(preferredLocale(['de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('reads an Accept-Language header by weight', () => {
    expect(preferredLocale('en;q=0.5, es-US;q=0.9')).toBe('es');
    expect(preferredLocale('es-419,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLocale('pt-BR')).toBe('en');
    expect(preferredLocale(null)).toBe('en');
  });

  it('knows only en and es', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('pseudo')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
