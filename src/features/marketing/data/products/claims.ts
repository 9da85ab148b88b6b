import type {Card} from '@site/src/types/content';
import {PRODUCTS} from '../../../../data/products/registry';
import type {ProductPage} from '@site/src/types/productPage';
import {bankCheckout} from './bankCheckout';
import {bulkSms} from './bulkSms';
import {cardServices} from './cardServices';
import {carrierBilling} from './carrierBilling';
import {mobileMoney, MOBILE_MONEY_INTEGRATION} from './mobileMoney';
import {ussd} from './ussd';

/** The sections of a product page that say what the product does: each of their cards claims a capability. */
export const CLAIM_SECTIONS = ['features', 'benefits'] as const;

/** The products sold through the API: the registry's products a merchant can ask a demo of (not the partner programme). */
type ApiProductId = Extract<(typeof PRODUCTS)[number], {demoOption: true}>['id'];

/** Each one's page data: a product added to the registry fails the type-check until its page is here. */
const API_PRODUCT_PAGE: Record<ApiProductId, ProductPage> = {
  'bulk-sms': bulkSms,
  'mobile-money': mobileMoney,
  'carrier-billing': carrierBilling,
  'card-services': cardServices,
  'bank-checkout': bankCheckout,
  ussd,
};

export const API_PRODUCT_PAGES: ProductPage[] = PRODUCTS.flatMap((product) => (product.demoOption ? [API_PRODUCT_PAGE[product.id]] : []));

/**
 * The cards of the product pages that must claim a capability, by page: the
 * cards of their claim sections and the ways to integrate mobile money. Each
 * names its record in src/data/capabilities.ts (tests/unit/capabilities.test.ts),
 * and the built pages show what the record says (tests/integration/product-claims.test.ts).
 */
export function claimCards(): {path: string; card: Card}[] {
  const fromSections = API_PRODUCT_PAGES.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.kind === 'cards' && (CLAIM_SECTIONS as readonly string[]).includes(section.id) ? section.cards.map((card) => ({path: page.path, card})) : [],
    ),
  );
  return [...fromSections, ...MOBILE_MONEY_INTEGRATION.cards.map((card) => ({path: mobileMoney.path, card}))];
}

/** Every card of the product pages that names a capability (the claim cards, and any other, such as bulk SMS's OTP use case). */
export function capabilityCards(): {path: string; card: Card}[] {
  const all = [
    ...API_PRODUCT_PAGES.flatMap((page) => page.sections.flatMap((section) => (section.kind === 'cards' ? section.cards.map((card) => ({path: page.path, card})) : []))),
    ...MOBILE_MONEY_INTEGRATION.cards.map((card) => ({path: mobileMoney.path, card})),
  ];
  return all.filter(({card}) => card.capability);
}
