/**
 * The shared navbar and footer, as data. Read by docusaurus.config.ts, so it
 * stays plain (no client imports); Docusaurus translates navbar and footer
 * labels through its own i18n files (`npm run write-translations`).
 */

import {productById, productLinks, type ProductEntry, type ProductId} from './products/registry';

export type NavLink = {
  label: string;
  to: string;
};

export type MenuGroup = {
  label: string;
  /** A group is either a direct link... */
  to?: string;
  /** ...or a sub-menu. */
  items?: NavLink[];
};

/** A product's navbar link, from the product registry. */
function productNavLink(id: ProductId): NavLink {
  const product: ProductEntry = productById(id);
  return {label: product.nav!.label, to: product.path};
}

/** The navbar's six menu groups, in order; product links come from the product registry. */
export const MENU_GROUPS: MenuGroup[] = [
  productNavLink('bulk-sms'),
  {label: 'Payments', items: productLinks({nav: 'Payments'}).map(({label, to}) => ({label, to}))},
  productNavLink('partners'),
  {
    label: 'Developers',
    items: [
      {label: 'API docs', to: '/api-docs'},
      {label: 'Product updates', to: '/product-updates'},
    ],
  },
  {
    label: 'Company',
    items: [
      {label: 'About us', to: '/about-us'},
      {label: 'Careers', to: '/careers'},
    ],
  },
  {label: 'News', to: '/news'},
];

/** The two buttons at the end of the navbar. */
export const NAV_BUTTONS = {
  signIn: {label: 'Sign in', to: '/log-in'},
  onboard: {label: 'Self onboard', to: '/onboard'},
} as const satisfies Record<string, NavLink>;

export interface FooterColumn {
  title: string;
  items: NavLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Products',
    items: productLinks('footer').map(({label, to}) => ({label, to})),
  },
  {
    title: 'Resources',
    items: [
      {label: 'API Docs', to: '/api-docs'},
      {label: 'Careers', to: '/careers'},
      {label: 'About', to: '/about-us'},
    ],
  },
  {
    title: 'Legal',
    items: [
      {label: 'Terms & Conditions', to: '/terms'},
      {label: 'Privacy', to: '/privacy'},
      {label: 'Security', to: '/security'},
    ],
  },
];
