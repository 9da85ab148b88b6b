/**
 * Every product page of the site, in one list that the rest follows: the
 * route table (src/data/routes.ts), the navbar's and footer's product links
 * (src/data/navigation.ts), the demo form's product choice
 * (src/features/forms/data/enquiries.ts), the home page's services carousel
 * (src/features/marketing/data/home.ts) and the product tests. Plain data, no client imports:
 * docusaurus.config.ts and Node tests read it.
 *
 * Adding a product: an entry here, its page data in src/data/products/<name>.ts
 * (the copy, translated), and its three-line page in src/pages/ (README: Add a
 * product). The page's name in the demo form is translated with its data
 * (PRODUCT_NAMES): TypeScript asks for it once the id exists here.
 */

export const PRODUCTS = [
  {
    id: 'bulk-sms',
    path: '/bulk-sms',
    /** The navbar label, where the product appears in the navbar (Bulk SMS and Partners are menu groups of their own). */
    nav: {group: 'root', label: 'Bulk SMS', order: 1},
    demoOption: true,
    service: {logo: '/img/services/bulk-sms.svg', order: 1},
  },
  {
    id: 'mobile-money',
    path: '/mobile-money',
    nav: {group: 'Payments', label: 'Mobile Money', order: 1},
    footer: {label: 'Mobile Money', order: 1},
    demoOption: true,
    service: {logo: '/img/services/mobile-money.svg', order: 5},
  },
  {
    id: 'carrier-billing',
    path: '/carrier-billing',
    nav: {group: 'Payments', label: 'Carrier Billing', order: 2},
    footer: {label: 'Carrier Billing', order: 3},
    demoOption: true,
  },
  {
    id: 'card-services',
    path: '/card-services',
    nav: {group: 'Payments', label: 'Card Services', order: 3},
    demoOption: true,
    service: {logo: '/img/services/card-services.svg', order: 3},
  },
  {
    id: 'bank-checkout',
    path: '/bank-checkout',
    footer: {label: 'Bank Checkout', order: 2},
    demoOption: true,
    service: {logo: '/img/services/checkout.svg', order: 2},
  },
  {
    id: 'ussd',
    path: '/ussd',
    demoOption: true,
  },
  {
    id: 'partners',
    path: '/partners',
    /** The partner programme: a page built like the products, not a product to demo. */
    nav: {group: 'root', label: 'Partners', order: 3},
    demoOption: false,
  },
] as const satisfies readonly ProductEntry[];

export interface ProductEntry {
  /** Stable id: the demo form's value (/demo?product=…) and the services carousel's key. */
  id: string;
  path: `/${string}`;
  /** Where the navbar links to it: a group of its own ('root', ordered among the menu groups) or inside a sub-menu. */
  nav?: {group: 'root' | 'Payments'; label: string; order: number};
  /** Its link in the footer's Products column. */
  footer?: {label: string; order: number};
  /** Offered in the demo form's "Product of interest". */
  demoOption: boolean;
  /** Its mark in the home page's services carousel, and its place there (the carousel's own links fill the gaps). */
  service?: {logo: string; order: number};
}

export type ProductId = (typeof PRODUCTS)[number]['id'];
/** Products shown in the home page's services carousel. */
export type ServiceProductId = Extract<(typeof PRODUCTS)[number], {service: object}>['id'];
export type ProductPath = (typeof PRODUCTS)[number]['path'];

/** The product with this id. */
export function productById(id: ProductId): (typeof PRODUCTS)[number] {
  return PRODUCTS.find((product) => product.id === id)!;
}

/** Product links of a navbar group or of the footer, in their order. */
export function productLinks(where: {nav: 'root' | 'Payments'} | 'footer'): {label: string; to: string; order: number}[] {
  const entries: readonly ProductEntry[] = PRODUCTS;
  return entries
    .flatMap((product) => {
      const place = where === 'footer' ? product.footer : product.nav?.group === where.nav ? product.nav : undefined;
      return place ? [{label: place.label, to: product.path, order: place.order}] : [];
    })
    .sort((a, b) => a.order - b.order);
}
