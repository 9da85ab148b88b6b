import FORM_COUNTRIES from '@form-countries';
import {formatAmount} from '../../../format/money';
import {SITE_LOCALE} from '../../../format/locale';
import {exampleMarket, exampleMarkets} from './exampleMarkets';
import type {Market} from './markets';

/** The page's example market (./exampleMarkets.ts), in the language being built: Kenya in English, Senegal in French. */
export const pageExampleMarket = (): Market => exampleMarket(SITE_LOCALE);
/** The page's example markets, the one above first. */
export const pageExampleMarkets = (): Market[] => exampleMarkets(SITE_LOCALE);

/**
 * A market's example number as people write it, grouped as the country groups it (+221 77 123 45 67,
 * +254 712 345678): libphonenumber-js's international format, which the build writes into the
 * forms' country list (`@form-countries`, src/plugins/countries), so the library stays out of the pages.
 */
export function shownPhoneNumber(market: Market): string {
  const country = FORM_COUNTRIES.find((entry) => entry.code === market.code);
  if (!country) throw new Error(`@form-countries has no example number for ${market.code}.`);
  return country.example;
}

/**
 * An amount as an SMS or a USSD screen writes it: as the page's language writes amounts ("1 000 FCFA",
 * "KSh 1,000"), with plain spaces, the only ones GSM-7 has: a no-break space would send the whole
 * message as UCS-2, 70 characters a part instead of 160 (src/features/docsTools/SmsComposer/encoding.ts).
 */
export function gsm7Amount(amount: number, market: Market, locale: string = SITE_LOCALE): string {
  return formatAmount(amount, market.currency, locale).replace(/[\u00a0\u202f]/g, ' ');
}
