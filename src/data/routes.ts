/**
 * Every route the site serves, as plain data (no client imports) so that the
 * config, the pages and the tests share one list.
 */
import {PRODUCTS, type ProductPath} from './products/registry';

/** The routes of the site's contract: every page the navigation and the product are built around. */
export const SPEC_ROUTES = [
  '/',
  '/log-in',
  '/onboard',
  '/onboard/sms',
  '/onboard/payments',
  '/about-us',
  '/careers',
  '/news',
  '/api-docs',
  '/product-updates',
  '/partners',
  '/bulk-sms',
  '/mobile-money',
  '/card-services',
  '/carrier-billing',
] as const;

/** Routes whose page is built from a product data module (src/data/products), from the product registry. */
export const PRODUCT_ROUTES: readonly ProductPath[] = PRODUCTS.map((product) => product.path);

/** Pages the site adds so that no link is dead (footer, calls to action, not-found page, legal), besides the product pages. */
const OTHER_PAGES = [
  '/contact',
  '/contact/partnerships',
  '/contact/support',
  '/apply',
  '/general-application',
  '/forgot-password',
  '/signup',
  '/demo',
  '/partner-signup',
  '/terms',
  '/privacy',
  '/security',
  '/docs',
  '/api-reference',
  // The reference's webhooks page; its resource pages follow the contract's tags (referenceRoutes in src/features/api/data/model.ts).
  '/api-reference/webhooks',
  '/coverage',
] as const;

const specRoutes = new Set<string>(SPEC_ROUTES);

/** Every other route: product pages beyond those above, then the pages that keep every link alive. */
export const EXTRA_ROUTES: readonly ExtraRoute[] = [...PRODUCT_ROUTES.filter((route) => !specRoutes.has(route)), ...OTHER_PAGES];

type ExtraRoute = ProductPath | (typeof OTHER_PAGES)[number];
export type SiteRoute = (typeof SPEC_ROUTES)[number] | ExtraRoute;
