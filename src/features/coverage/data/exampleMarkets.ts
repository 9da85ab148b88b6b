import {exampleMarketCodes, type MarketCode} from '../../../data/marketCodes';
import {MARKETS, type Market, type MarketCurrency, type Region} from './markets';

export {EXAMPLE_MARKET_CODES} from '../../../data/marketCodes';

/**
 * The markets a page's examples come from in a language (their codes: src/data/marketCodes.ts,
 * EXAMPLE_MARKET_CODES): Kenya, Nigeria and Ghana in English; Senegal, Côte d'Ivoire and Cameroon in
 * French. Plain data (Node tests and the browser tests read it); the French gate
 * (tests/support/frenchLocalisation.ts) holds every French page to leading with the franc zone.
 */
export function exampleMarkets(locale: string): Market[] {
  return exampleMarketCodes(locale).map((code) => MARKETS[code]);
}

/** Things by region (the mobile money page's region cards), the regions of a language's example markets first (French: West, then Central Africa), the others in their order. */
export function exampleRegionsFirst<T extends {region: Region}>(items: readonly T[], locale: string): T[] {
  const regions = exampleMarkets(locale).map((market) => market.region);
  const rank = (region: Region) => (regions.includes(region) ? regions.indexOf(region) : regions.length);
  return [...items].sort((a, b) => rank(a.region) - rank(b.region));
}

/** The market of a page's one example in a language: Kenya in English, Senegal in French. */
export function exampleMarket(locale: string): Market {
  return exampleMarkets(locale)[0]!;
}

/**
 * What a page of a language shows of its example market without loading the markets' details: the
 * build writes it per language (src/plugins/countries, module `@page-example`; read by ./pageExample.ts).
 */
export interface PageExample {
  market: MarketCode;
  /** Its example number grouped as the country groups it (libphonenumber-js): +221 77 123 45 67. */
  phoneNumber: string;
  /** Its currency, and how amounts in it are written (src/format/money.ts). */
  currency: MarketCurrency;
  /** The footer's note that no office is in the franc zone, on the pages that speak to it (src/features/company/data/officeReach.ts). */
  francZoneNote?: {link: string};
}
