/**
 * What backs a product page's words: the capability a claim card names
 * (src/data/capabilities.ts), and the counts of a product's markets and
 * currencies (from the coverage data). A page's data spreads `backedBy()`
 * into a card and writes counts with `reach()`, so that nothing a page
 * promises is typed twice.
 */
import {translate} from '@docusaurus/Translate';
import {CAPABILITIES, guideHref, type CapabilityId, type CapabilityStatus} from '@site/src/data/capabilities';
import {currenciesOffering, marketsOffering} from '@site/src/features/coverage/data/productReach';
import type {MarketProduct} from '@site/src/features/coverage/data/markets';
import {formatInteger} from '@site/src/format/number';
import type {Card} from '@site/src/types/content';

/** How a capability that is not live yet is shown on its card. */
export const STATUS_LABELS: Record<Exclude<CapabilityStatus, 'live'>, string> = {
  beta: translate({id: 'capability.status.beta', message: 'Beta'}),
  'coming-soon': translate({id: 'capability.status.comingSoon', message: 'Coming soon'}),
};

/**
 * The part of a claim card its capability decides: the capability's id, and
 * either a link to the guide section that shows how (`label`; `to` for a card
 * about where the product works: the coverage page filtered to it) or, for a
 * capability not live yet, its status and no link (its guide may not exist yet).
 */
export function backedBy(id: CapabilityId, label: string, to?: string): Pick<Card, 'capability' | 'status' | 'link'> {
  const {status, guide} = CAPABILITIES[id];
  if (status === 'coming-soon') return {capability: id, status: STATUS_LABELS[status]};
  return {capability: id, link: {label, to: to ?? guideHref(guide)}, ...(status === 'beta' ? {status: STATUS_LABELS.beta} : {})};
}

/** How many markets offer a product and in how many currencies they pay, as numbers and as the page's language writes them. */
export function reach(product: MarketProduct) {
  const markets = marketsOffering(product).length;
  const currencies = currenciesOffering(product).length;
  return {markets, currencies, values: {markets: formatInteger(markets), currencies: formatInteger(currencies)}};
}
