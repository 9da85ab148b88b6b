/**
 * What backs a product page's claim cards: the capability each names
 * (src/data/capabilities.ts). A page's data spreads `backedBy()` into a card,
 * so that its link or its status follows the record (counts come from ./reach.ts).
 */
import {translate} from '@docusaurus/Translate';
import {CAPABILITIES, guideHref, type CapabilityId, type CapabilityStatus} from '@site/src/data/capabilities';
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
