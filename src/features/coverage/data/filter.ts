import {currenciesOf, type Market, type MarketCode, type MarketProduct, type WalletId} from './markets';

/** What the coverage table is narrowed to; an absent field does not filter. */
export interface CoverageFilter {
  product?: MarketProduct;
  wallet?: WalletId;
  query?: string;
}

/** Lower case without accents, so that "cote" finds Côte d'Ivoire and "senegal" Sénégal. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * A search finds a market by its name (in the page's language), its ISO
 * code, its currency code or its calling code ("+225" or "225").
 */
function matchesQuery(market: Market, name: string, query: string): boolean {
  const folded = foldForSearch(query);
  if (!folded) return true;
  const digits = folded.replace(/^\+/, '');
  return (
    foldForSearch(name).includes(folded) ||
    market.code.toLowerCase() === folded ||
    currenciesOf(market).some((currency) => currency.code.toLowerCase() === folded) ||
    (/^\d+$/.test(digits) && market.phone.dialCode.slice(1) === digits)
  );
}

/** The markets that have the product, the wallet and match the search, in their order. */
export function filterMarkets(markets: readonly Market[], names: Record<MarketCode, string>, filter: CoverageFilter): Market[] {
  return markets.filter(
    (market) =>
      (!filter.product || market.products.includes(filter.product)) &&
      (!filter.wallet || market.wallets.includes(filter.wallet)) &&
      matchesQuery(market, names[market.code], filter.query ?? ''),
  );
}
