/**
 * Addresses of the coverage page and of what links into it, as plain data
 * (the build plugin, the pages that link here and the tests share them).
 */
import type {Market, MarketProduct, WalletId} from './markets';

export const COVERAGE_ROUTE = '/coverage';
/** The map's shapes, written by src/plugins/coverage at build time. */
export const COVERAGE_MAP_FILE = '/img/coverage-map.svg';

/** The filters' parameters in the address: `/coverage?product=ussd&wallet=wave&q=senegal`. */
export const COVERAGE_FILTER_PARAMS = {product: 'product', wallet: 'wallet', query: 'q'} as const;
/** Longest search text taken from the address or the field. */
export const COVERAGE_QUERY_MAX_LENGTH = 40;

/** A market's details on the coverage page. */
export function marketDetailsLink(market: Pick<Market, 'slug'>): string {
  return `${COVERAGE_ROUTE}#${market.slug}`;
}

/** The coverage page filtered to one product or wallet. */
export function coverageFilterLink(filter: {product?: MarketProduct; wallet?: WalletId}): string {
  const params = new URLSearchParams();
  if (filter.product) params.set(COVERAGE_FILTER_PARAMS.product, filter.product);
  if (filter.wallet) params.set(COVERAGE_FILTER_PARAMS.wallet, filter.wallet);
  const search = params.toString();
  return search ? `${COVERAGE_ROUTE}?${search}` : COVERAGE_ROUTE;
}

/** The heading of a market's mobile money test numbers in the sandbox docs (docs/sandbox.mdx). */
export function sandboxNumbersAnchor(market: Pick<Market, 'code'>): string {
  return `test-numbers-${market.code.toLowerCase()}`;
}
