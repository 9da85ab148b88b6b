import {formatLongDate} from '@site/src/format/date';
import {formatInteger, formatNumber} from '@site/src/format/number';

describe('formatLongDate', () => {
  it('writes day, month name and year as en-GB and fr-FR do', () => {
    for (const iso of ['2026-11-03', '2023-03-01T00:00:00.000Z', '2026-01-31', '2026-12-09', '2024-02-29', '2026-08-15']) {
      const expected = (locale: string) => new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));
      expect(formatLongDate(iso)).toBe(expected('en-GB'));
      // French writes the first of the month as an ordinal: "1er mars", where Intl writes "1 mars".
      expect(formatLongDate(iso, 'fr')).toBe(expected('fr-FR').replace(/^1 /, '1er '));
    }
    expect(formatLongDate('2023-03-01', 'fr')).toBe('1er mars 2023');
  });

  it('reads the date in UTC, whatever the time of day', () => {
    expect(formatLongDate('2026-11-03T23:59:59Z')).toBe('3 November 2026');
    expect(formatLongDate('2026-11-03T00:00:00Z', 'fr')).toBe('3 novembre 2026');
  });
});

describe('formatNumber', () => {
  it('groups digits and writes decimals and percentages as Intl does for en and fr', () => {
    const cases: [number, Parameters<typeof formatNumber>[1]][] = [
      [1_000_000, {}],
      [875_000, {}],
      [24, {}],
      [99.5, {decimals: 1, style: 'percent'}],
      [0, {decimals: 1, style: 'percent'}],
      [1234.5, {decimals: 2}],
    ];
    for (const [value, format] of cases) {
      for (const locale of ['en', 'fr']) {
        const intl = new Intl.NumberFormat(locale, {
          style: format?.style,
          minimumFractionDigits: format?.decimals ?? 0,
          maximumFractionDigits: format?.decimals ?? 0,
        }).format(format?.style === 'percent' ? value / 100 : value);
        // The same characters, except the space before "%", which we make a narrow no-break space like the group separator.
        expect(formatNumber(value, format, locale)).toBe(intl.replace('\u00a0%', '\u202f%'));
      }
    }
    expect(formatInteger(1000, 'fr')).toBe('1\u202f000');
    expect(formatInteger(-12345)).toBe('-12,345');
  });
});
