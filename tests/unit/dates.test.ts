import {formatLongDate, longDateParts} from '@site/src/format/date';
import {formatInteger, formatNumber} from '@site/src/format/number';
import {selectPlural} from '@site/src/format/plural';
import {formatAmount} from '@site/src/format/money';

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

describe('longDateParts', () => {
  it('sets the French ordinal of the first of the month apart, to be raised; nothing on other days or in English', () => {
    expect(longDateParts('2023-03-01', 'fr')).toEqual({day: '1', ordinal: 'er', rest: 'mars 2023'});
    expect(longDateParts('2023-03-02', 'fr')).toEqual({day: '2', ordinal: '', rest: 'mars 2023'});
    expect(longDateParts('2023-03-01', 'en')).toEqual({day: '1', ordinal: '', rest: 'March 2023'});
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

describe('selectPlural', () => {
  const forms = '{n} marché|{n} marchés';
  it('takes the singular for 0 and 1 in French, for 1 only in English, as Intl.PluralRules does', () => {
    for (const count of [0, 1, 2, 24, 1.5, 1_000_000]) {
      for (const locale of ['en', 'fr']) {
        const intl = new Intl.PluralRules(locale).select(count);
        expect([locale, count, selectPlural(count, forms, locale)]).toEqual([locale, count, intl === 'one' ? '{n} marché' : '{n} marchés']);
      }
    }
  });

  it('uses the one form of a message that has one, and the last form for categories it lacks', () => {
    expect(selectPlural(1, 'Showing {shown} of {total} markets', 'fr')).toBe('Showing {shown} of {total} markets');
    expect(selectPlural(5, 'a|b', 'pl')).toBe('b');
    expect(selectPlural(1, 'a|b', 'pl')).toBe('a');
  });
});

describe('formatAmount', () => {
  const KES = {decimals: 2, sign: 'KSh', signAt: 'before'} as const;
  const XOF = {decimals: 0, sign: 'FCFA', signAt: 'after'} as const;
  const NGN = {decimals: 2, sign: '₦', signAt: 'before-attached'} as const;
  it('writes the number the page’s way and the sign the market’s way, joined by a no-break space', () => {
    expect(formatAmount(1000, KES, 'en')).toBe('KSh\u00a01,000');
    expect(formatAmount(1000.5, KES, 'en')).toBe('KSh\u00a01,000.50');
    expect(formatAmount(1000, KES, 'fr')).toBe('KSh\u00a01\u202f000');
    expect(formatAmount(1000, XOF, 'fr')).toBe('1\u202f000\u00a0FCFA');
    expect(formatAmount(1000, XOF, 'en')).toBe('1,000\u00a0FCFA');
    expect(formatAmount(1234567.25, NGN, 'fr')).toBe('₦1\u202f234\u202f567,25');
  });

  it('takes whole amounts only in a currency without minor units', () => {
    expect(formatAmount(999.6, XOF, 'fr')).toBe('1\u202f000\u00a0FCFA');
  });
});
