import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dateParts,
  formatLongDate,
  formatMonthDay,
  formatMonthDayYear,
  formatTimeOfDay,
  weekdayName,
} from './format';
import { formatMoment, formatMomentRange } from './moment';
import { setMomentLocale } from './moment-locale';

// The Spanish pieces stand in for Intl's es-US output, so Intl is the oracle.
const moments = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2200-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const intl = (d: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-US', options).format(d);

describe('dates in Spanish', () => {
  afterEach(() => setMomentLocale('en'));

  it('reads times, days, months and weekdays as es-US does', () => {
    fc.assert(
      fc.property(moments, (d) => {
        const parts = dateParts(d, 'UTC');
        const zone = { timeZone: 'UTC' } as const;
        expect(formatTimeOfDay(parts, false, 'es')).toBe(
          intl(d, { ...zone, hour: 'numeric', minute: '2-digit' }),
        );
        expect(formatTimeOfDay(parts, true, 'es')).toBe(
          intl(d, { ...zone, hour: 'numeric', minute: '2-digit', second: '2-digit' }),
        );
        expect(formatMonthDay(parts, 'es')).toBe(intl(d, { ...zone, month: 'short', day: 'numeric' }));
        expect(formatMonthDayYear(parts, 'es')).toBe(intl(d, { ...zone, dateStyle: 'medium' }));
        expect(formatLongDate(parts, 'es')).toBe(intl(d, { ...zone, dateStyle: 'long' }));
        expect(weekdayName(parts, 'es')).toBe(intl(d, { ...zone, weekday: 'short' }));
      }),
    );
  });

  it('writes every style in Spanish, and English is unchanged', () => {
    const ms = Date.UTC(2026, 10, 29, 10, 17);
    const miami = { zone: 'America/New_York', place: 'Miami', locale: 'es' } as const;
    expect(formatMoment(ms, { ...miami, about: true })).toBe('dom, 29 de nov, aprox. 5:20 a.m. EST en Miami');
    expect(formatMoment(ms, { zone: 'America/Chicago', locale: 'es' })).toBe('dom, 29 de nov, 4:17 a.m. CST');
    expect(formatMoment(ms, { zone: 'America/Los_Angeles', style: 'dateTime', locale: 'es' })).toBe(
      '29 nov 2026, 2:17 a.m. PST',
    );
    expect(formatMoment(ms, { zone: 'UTC', style: 'time', locale: 'es' })).toBe('10:17 a.m. UTC');
    expect(formatMoment(ms + 5 * 3_600_000, { zone: 'UTC', style: 'timeSeconds', locale: 'es' })).toBe(
      '3:17:00 p.m. UTC',
    );
    expect(formatMoment(ms, { zone: 'UTC', style: 'date', locale: 'es' })).toBe('29 nov 2026');
    expect(formatMoment(ms, { zone: 'UTC', style: 'longDate', locale: 'es' })).toBe(
      '29 de noviembre de 2026',
    );
    expect(formatMoment(ms, { zone: 'UTC', style: 'monthDay', locale: 'es' })).toBe('29 nov');
    expect(formatMoment(ms, { zone: 'UTC', style: 'monthYear', locale: 'es' })).toBe('nov 26');
    expect(formatMomentRange(ms, ms + 3_600_000, miami)).toBe(
      'dom, 29 de nov, 5:17 a.m. – 6:17 a.m. EST en Miami',
    );
    expect(formatMomentRange(ms, ms + 24 * 3_600_000, { zone: 'UTC', locale: 'es' })).toBe(
      'dom, 29 de nov, 10:17 a.m. – lun, 30 de nov, 10:17 a.m. UTC',
    );
    // English when asked, whatever the default.
    setMomentLocale('es');
    expect(formatMoment(ms, { zone: 'America/New_York', place: 'Miami', about: true, locale: 'en' })).toBe(
      'Sun Nov 29, about 5:20 AM EST at Miami',
    );
  });

  it('follows the default language when a call names none', () => {
    const ms = Date.UTC(2026, 10, 29, 10, 17);
    expect(formatMoment(ms, { zone: 'UTC' })).toBe('Sun Nov 29, 10:17 AM UTC');
    setMomentLocale('es');
    expect(formatMoment(ms, { zone: 'UTC' })).toBe('dom, 29 de nov, 10:17 a.m. UTC');
    expect(formatMomentRange(ms, ms + 3_600_000, { zone: 'UTC' })).toBe(
      'dom, 29 de nov, 10:17 a.m. – 11:17 a.m. UTC',
    );
  });
});
