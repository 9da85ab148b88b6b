import {SITE_LOCALE} from './locale';

/**
 * Numbers written for reading, in the locale's conventions (1,000,000 and
 * 99.5% in English; 1 000 000 and 99,5 % in French, with narrow no-break
 * spaces), without Intl.NumberFormat: its first use on a page loads locale
 * data, a cost worth avoiding for figures shown on load or while typing.
 */
interface Conventions {
  group: string;
  decimal: string;
  percent: (number: string) => string;
}

const CONVENTIONS: Record<string, Conventions> = {
  en: {group: ',', decimal: '.', percent: (number) => `${number}%`},
  fr: {group: '\u202f', decimal: ',', percent: (number) => `${number}\u202f%`},
};

export interface NumberFormat {
  /** Digits after the decimal point, always shown. */
  decimals?: number;
  /** 'percent': the value is a percentage, 99.5 is written 99.5%. */
  style?: 'decimal' | 'percent';
}

export function formatNumber(value: number, {decimals = 0, style = 'decimal'}: NumberFormat = {}, locale = SITE_LOCALE): string {
  const conventions = CONVENTIONS[locale] ?? CONVENTIONS.en!;
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, conventions.group);
  const number = `${value < 0 ? '-' : ''}${grouped}${fraction ? conventions.decimal + fraction : ''}`;
  return style === 'percent' ? conventions.percent(number) : number;
}

/** A whole number with the locale's digit grouping. */
export function formatInteger(value: number, locale = SITE_LOCALE): string {
  return formatNumber(Math.trunc(value), {}, locale);
}
