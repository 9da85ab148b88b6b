import {formatNumber} from './number';
import {SITE_LOCALE} from './locale';

/** How a currency's amounts are written: its minor units, and the sign people put on them (from the market data). */
export interface CurrencyWriting {
  /** Digits after the decimal point an amount may have (ISO 4217 minor units). */
  decimals: 0 | 2;
  /** KSh, FCFA, ₦: the sign people in the market use, not always the ISO code. */
  sign: string;
  /** KSh 1,000 (before), ₦1,000 (before, attached), 1 000 FCFA (after). */
  signAt: 'before' | 'before-attached' | 'after';
}

/**
 * An amount as the page's language writes numbers (1,000.50 in English,
 * 1 000,50 in French) with the currency's own sign where the market puts it,
 * joined by a no-break space: "KSh 1,000", "1 000 FCFA", "₦1 000,50". Whole
 * amounts are written without their minor units ("KSh 1,000", not "KSh 1,000.00");
 * a currency without minor units is rounded to whole units.
 */
export function formatAmount(amount: number, currency: CurrencyWriting, locale = SITE_LOCALE): string {
  const decimals = currency.decimals === 0 || Number.isInteger(amount) ? 0 : currency.decimals;
  const number = formatNumber(currency.decimals === 0 ? Math.round(amount) : amount, {decimals}, locale);
  if (currency.signAt === 'after') return `${number}\u00a0${currency.sign}`;
  return currency.signAt === 'before' ? `${currency.sign}\u00a0${number}` : `${currency.sign}${number}`;
}

/**
 * An amount as an SMS or a USSD screen writes it: as formatAmount writes it ("1 000 FCFA", "KSh 1,000"),
 * with plain spaces, the only ones GSM-7 has: a no-break space would send the whole message as UCS-2,
 * 70 characters a part instead of 160 (src/features/docsTools/SmsComposer/encoding.ts).
 */
export function formatGsm7Amount(amount: number, currency: CurrencyWriting, locale = SITE_LOCALE): string {
  return formatAmount(amount, currency, locale).replace(/[\u00a0\u202f]/g, ' ');
}
