import {formatLongDate} from '@site/src/data/feeds/dates';

describe('formatLongDate', () => {
  it('writes day, month name and year as en-GB does', () => {
    for (const iso of ['2026-11-03', '2023-03-01T00:00:00.000Z', '2026-01-31', '2026-12-09', '2024-02-29']) {
      const expected = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));
      expect(formatLongDate(iso)).toBe(expected);
    }
  });

  it('reads the date in UTC, whatever the time of day', () => {
    expect(formatLongDate('2026-11-03T23:59:59Z')).toBe('3 November 2026');
    expect(formatLongDate('2026-11-03T00:00:00Z')).toBe('3 November 2026');
  });
});
