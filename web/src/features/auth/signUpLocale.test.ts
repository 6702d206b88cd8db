import { describe, expect, it } from 'vitest';
import { withSignUpLocale } from './signUpLocale';

const body = { name: 'Ana Ruiz', email: 'ana@example.com', password: 'a long password', role: 'driver' };

describe('withSignUpLocale', () => {
  it('sends the language the page is in', () => {
    expect(withSignUpLocale(body, 'es')).toEqual({ ...body, locale: 'es' });
    expect(withSignUpLocale(body, 'en')).toEqual({ ...body, locale: 'en' });
  });

  it('leaves the pseudo-locale out', () => {
    expect(withSignUpLocale(body, 'pseudo')).toEqual(body);
  });

  it('reads the active language by default (English in unit tests)', () => {
    expect(withSignUpLocale(body)).toEqual({ ...body, locale: 'en' });
  });
});
