import {MARKET_CODES, type MarketCode} from '../../data/marketCodes';
import {countryName} from '../countries/names';

/** The markets' names in a language (src/plugins/countries/names.ts). Read at build time only: the page gets the names of its own language as route props. */
export function marketNames(locale: string): Record<MarketCode, string> {
  return Object.fromEntries(MARKET_CODES.map((code) => [code, countryName(code, locale)])) as Record<MarketCode, string>;
}
