import {compareMarkets, countryName} from '@site/src/features/coverage/data/countryName';
import {MARKET_LIST, type Market} from '@site/src/features/coverage/data/markets';

/** A market a docs tool offers in its Country list, with its name in the page's language. */
export interface MarketChoice {
  market: Market;
  name: string;
}

/**
 * The markets (those `keep` accepts, every one without it) by their name in the page's language (the forms'
 * country names, from the country-name library): the Country list of the SMS composer and the payment lab.
 */
export function marketsByLocalName(keep: (market: Market) => boolean = () => true): MarketChoice[] {
  return MARKET_LIST.filter(keep)
    .sort((a, b) => compareMarkets(a.code, b.code))
    .map((market) => ({market, name: countryName(market.code)}));
}
