import {SITE_LOCALE} from './locale';

const MONTHS: Record<string, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/**
 * "3 November 2026" / "3 novembre 2026" (the first of the month: "1er" in
 * French) for an ISO date, the same on the server and in every browser time
 * zone. Written out by hand: the first `Intl.DateTimeFormat` of a page load
 * costs some 40 ms of a mid-range phone's main thread (the locale's data is
 * loaded), on every page that lists dates.
 */
export function formatLongDate(iso: string, locale = SITE_LOCALE): string {
  const {day, ordinal, rest} = longDateParts(iso, locale);
  return `${day}${ordinal} ${rest}`;
}

/**
 * formatLongDate's parts, for text that can raise the ordinal's letters
 * (French typography writes 1<sup>er</sup>): the day's number, its ordinal
 * suffix ("er" on the first of the month in French, else empty) and the month
 * and year.
 */
export function longDateParts(iso: string, locale = SITE_LOCALE): {day: string; ordinal: string; rest: string} {
  const date = new Date(iso);
  const months = MONTHS[locale] ?? MONTHS.en!;
  const day = date.getUTCDate();
  return {day: String(day), ordinal: locale === 'fr' && day === 1 ? 'er' : '', rest: `${months[date.getUTCMonth()]!} ${date.getUTCFullYear()}`};
}

/** "2026-01-01 12:30:00 UTC" for a Unix time in seconds: the moment a signature or a log line names, the same in every locale and time zone. */
export function formatUtcDateTime(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().replace('T', ' ').replace(/\.\d+Z$/, '')} UTC`;
}
