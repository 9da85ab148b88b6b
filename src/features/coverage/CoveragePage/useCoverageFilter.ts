import {useHistory, useLocation} from '@docusaurus/router';
import {useQueryChoice, useQueryParam} from '@site/src/hooks/useQueryParam';
import {MARKET_PRODUCTS, WALLET_IDS} from '@site/src/features/coverage/data/markets';
import type {CoverageFilter} from '@site/src/features/coverage/data/filter';
import {COVERAGE_FILTER_PARAMS as PARAMS, COVERAGE_QUERY_MAX_LENGTH} from '@site/src/features/coverage/data/route';

/**
 * The coverage table's filter, kept in the address (`?product=ussd&wallet=wave&q=…`)
 * so that a filtered view can be shared and survives a reload. Unknown
 * products and wallets are ignored; the search is text only, cut to its
 * maximum length. Empty until the page has hydrated, like the static HTML.
 */
export function useCoverageFilter(): [CoverageFilter, (next: CoverageFilter) => void] {
  const history = useHistory();
  const location = useLocation();
  const filter: CoverageFilter = {
    product: useQueryChoice(PARAMS.product, MARKET_PRODUCTS),
    wallet: useQueryChoice(PARAMS.wallet, WALLET_IDS),
    query: useQueryParam(PARAMS.query, COVERAGE_QUERY_MAX_LENGTH),
  };
  const setFilter = (next: CoverageFilter) => {
    const params = new URLSearchParams(location.search);
    for (const key of ['product', 'wallet', 'query'] as const) {
      const value = next[key];
      if (value) params.set(PARAMS[key], value);
      else params.delete(PARAMS[key]);
    }
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  };
  return [filter, setFilter];
}
