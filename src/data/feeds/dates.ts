/** "3 November 2026" for an ISO date, the same on the server and in every browser time zone. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));
}
