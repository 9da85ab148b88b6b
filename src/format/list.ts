import {SITE_LOCALE} from './locale';

/**
 * A list written for reading, in the locale's conventions: "JavaScript, Python and cURL",
 * « JavaScript, Python et cURL ». Without Intl.ListFormat, for the reason given in number.ts.
 */
const CONJUNCTION: Record<string, string> = {en: 'and', fr: 'et'};

export function formatList(items: readonly string[], locale = SITE_LOCALE): string {
  if (items.length <= 1) return items.join('');
  const and = CONJUNCTION[locale] ?? CONJUNCTION.en!;
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)!}`;
}
