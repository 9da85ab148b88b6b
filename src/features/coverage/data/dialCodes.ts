/**
 * The calling code of each country the forms offer: a market's from the
 * market data (./markets.ts), the spec's other countries from
 * libphonenumber-js. One definition for the countries the pages are built
 * with (src/plugins/countries) and for the forms service's check of a
 * telephone (service/src/submissions.ts), which runs in Node without the
 * build: Node-safe data only.
 */
import {getCountryCallingCode, type CountryCode} from 'libphonenumber-js';
import {MARKET_CODES, type MarketCode} from '../../../data/marketCodes';
import {FORM_COUNTRY_CODES} from '../../../data/forms/schemas';
import type {DialCodeOf} from '../../../data/forms/rules';
import {MARKETS} from './markets';

const isMarket = (code: string): code is MarketCode => (MARKET_CODES as readonly string[]).includes(code);

/** `+221` for SN; undefined for a country the forms do not offer. */
export const dialCodeOf: DialCodeOf = (code) => {
  if (isMarket(code)) return MARKETS[code].phone.dialCode;
  return FORM_COUNTRY_CODES.includes(code) ? `+${getCountryCallingCode(code as CountryCode)}` : undefined;
};
