import type {MarketCode} from '../../src/data/marketCodes';
import {countriesIn} from '../../src/plugins/countries';

/** The markets' names in a language, as the site names them (the module @countries: src/plugins/countries). */
export function marketNames(locale: string): Record<MarketCode, string> {
  return Object.fromEntries(countriesIn(locale).filter((country) => country.market).map((country) => [country.code, country.name])) as Record<MarketCode, string>;
}
