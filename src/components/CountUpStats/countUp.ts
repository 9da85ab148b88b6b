/**
 * The arithmetic of the count-up figures, without React or the DOM, so that it
 * can be tested on its own.
 */

/** Fast at first, gentle at the end: the last digits settle instead of stopping dead. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * The figure shown `elapsedMs` after counting started: 0 at the start, eased
 * towards `final`, rounded down to `decimals` digits so it never overshoots,
 * and exactly `final` from `durationMs` on.
 */
export function countUpValue(final: number, elapsedMs: number, durationMs: number, decimals = 0): number {
  if (elapsedMs >= durationMs) return final;
  if (elapsedMs <= 0) return 0;
  const scale = 10 ** decimals;
  return Math.floor(final * easeOutCubic(elapsedMs / durationMs) * scale) / scale;
}

export interface StatFormat {
  /** Digits after the decimal point, always shown (0.0% while counting keeps the figure's shape). */
  decimals: number;
  /** 'percent': the value is a percentage, 99.5 is written 99.5%. */
  style: 'decimal' | 'percent';
}

/** One formatter per locale and format: the figures are formatted on every animation frame. */
const formatters = new Map<string, Intl.NumberFormat>();

/** A figure as the page shows it, with the locale's grouping: 1,000,000 and 99.5% in English. */
export function formatStat(value: number, {decimals, style}: StatFormat, locale = 'en'): string {
  const key = `${locale} ${style} ${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {style, minimumFractionDigits: decimals, maximumFractionDigits: decimals});
    formatters.set(key, formatter);
  }
  return formatter.format(style === 'percent' ? value / 100 : value);
}
