/**
 * Whole numbers written for reading, with the locale's digit grouping
 * (1,000,000 in English), without Intl.NumberFormat: its first use on a page
 * loads locale data, a cost worth avoiding for a message shown while typing.
 */
const GROUP_SEPARATOR: Record<string, string> = {en: ','};

export function formatInteger(value: number, locale = 'en'): string {
  const separator = GROUP_SEPARATOR[locale] ?? GROUP_SEPARATOR.en!;
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${grouped}` : grouped;
}
