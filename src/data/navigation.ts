/**
 * The shared navbar and footer, as data. Read by docusaurus.config.ts, so it
 * stays plain (no client imports); Docusaurus translates navbar and footer
 * labels through its own i18n files (`npm run write-translations`).
 */

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

/** The six menu groups of the spec, in order. */
export const MENU_GROUPS: MenuGroup[] = [
  {label: 'Bulk SMS', to: '/bulk-sms'},
  {
    label: 'Payments',
    items: [
      {label: 'Mobile Money', to: '/mobile-money'},
      {label: 'Carrier Billing', to: '/carrier-billing'},
      {label: 'Card Services', to: '/card-services'},
    ],
  },
  {label: 'Partners', to: '/partners'},
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
    items: [
      {label: 'Mobile Money', to: '/mobile-money'},
      {label: 'Bank Checkout', to: '/bank-checkout'},
      {label: 'Carrier Billing', to: '/carrier-billing'},
    ],
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
