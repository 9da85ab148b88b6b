/**
 * How far a product reaches, counted from the coverage data, for a product
 * page's words (kept apart from ./backing.ts: a page that counts nothing does
 * not download the markets' details).
 */
import {currenciesOffering, marketsOffering} from '@site/src/features/coverage/data/productReach';
import type {MarketProduct} from '@site/src/features/coverage/data/markets';
import {formatInteger} from '@site/src/format/number';

/** How many markets offer a product and in how many currencies they pay, as numbers and as the page's language writes them. */
export function reach(product: MarketProduct) {
  const markets = marketsOffering(product).length;
  const currencies = currenciesOffering(product).length;
  return {markets, currencies, values: {markets: formatInteger(markets), currencies: formatInteger(currencies)}};
}
