import type {Card} from '@site/src/types/content';
import {PRODUCTS} from '../../../../data/products/registry';
import type {ProductPage} from '@site/src/types/productPage';
import {bankCheckout} from './bankCheckout';
import {bulkSms} from './bulkSms';
import {cardServices} from './cardServices';
import {carrierBilling} from './carrierBilling';
import {mobileMoney, MOBILE_MONEY_INTEGRATION} from './mobileMoney';
import {ussd} from './ussd';

/** The sections of a product page that say what the product does: each of their cards is a claim a developer can click through. */
export const CLAIM_SECTIONS = ['features', 'benefits'] as const;

/** Use cases of bulk SMS that are features of the API (the OTP operations), by their card's id. */
export const API_USE_CASES = ['otp'] as const;

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

const API_PRODUCT_PAGES: ProductPage[] = PRODUCTS.flatMap((product) => (product.demoOption ? [API_PRODUCT_PAGE[product.id]] : []));

/**
 * Every claim card of the product pages, by page: the cards of their claim
 * sections, the ways to integrate mobile money, and the bulk SMS use case
 * that is an API feature (OTP). Each must link to the guide section or the
 * reference operation that delivers it (tests/unit/products.test.ts), and
 * each link's anchor must exist in both locales' build (tests/integration/unchecked-links.test.ts).
 */
export function productClaims(): {path: string; card: Card}[] {
  const fromSections = API_PRODUCT_PAGES.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.kind === 'cards' && (CLAIM_SECTIONS as readonly string[]).includes(section.id) ? section.cards.map((card) => ({path: page.path, card})) : [],
    ),
  );
  const apiUseCases = bulkSms.sections.flatMap((section) =>
    section.kind === 'cards' && section.id === 'use-cases' ? section.cards.filter((card) => card.id && (API_USE_CASES as readonly string[]).includes(card.id)) : [],
  );
  return [...fromSections, ...MOBILE_MONEY_INTEGRATION.cards.map((card) => ({path: mobileMoney.path, card})), ...apiUseCases.map((card) => ({path: bulkSms.path, card}))];
}
