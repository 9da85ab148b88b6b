/**
 * Where each product works, counted from the coverage data: the markets that
 * offer it and the currencies they pay in. Every count of a product's markets
 * or currencies on the site comes from here, never from a typed figure
 * (tests/integration/product-claims.test.ts reads the built pages against it).
 */
import {currenciesOf, MARKET_LIST, type CurrencyCode, type Market, type MarketProduct} from './markets';

/** The markets that offer the product, in the order of the market list. */
export function marketsOffering(product: MarketProduct, markets: readonly Market[] = MARKET_LIST): Market[] {
  return markets.filter((market) => market.products.includes(product));
}

/** The currencies of the markets that offer the product (each once, in the order of the market list). */
export function currenciesOffering(product: MarketProduct, markets: readonly Market[] = MARKET_LIST): CurrencyCode[] {
  return [...new Set(marketsOffering(product, markets).flatMap((market) => currenciesOf(market).map((currency) => currency.code)))];
}
