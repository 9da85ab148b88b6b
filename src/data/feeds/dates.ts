const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "3 November 2026" for an ISO date, the same on the server and in every
 * browser time zone. Written out by hand: the first `Intl.DateTimeFormat` of
 * a page load costs some 40 ms of a mid-range phone's main thread (the
 * locale's data is loaded), on every page that lists dates.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!} ${date.getUTCFullYear()}`;
}
