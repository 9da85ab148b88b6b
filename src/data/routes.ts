/**
 * Every route the site serves, as plain data (no client imports) so that the
 * config, the pages and the tests share one list.
 */

/** The specification's route table (SPEC.md section 2). */
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

/** Pages the site adds so that no link is dead (footer, calls to action, not-found page, legal). */
export const EXTRA_ROUTES = [
  '/bank-checkout',
  '/ussd',
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
] as const;

/** Routes whose page is built from a product data module (src/data/products), not from PAGES. */
export const PRODUCT_ROUTES = ['/bulk-sms', '/card-services', '/carrier-billing', '/partners', '/bank-checkout', '/ussd', '/mobile-money'] as const;

export type SiteRoute = (typeof SPEC_ROUTES)[number] | (typeof EXTRA_ROUTES)[number];
