/**
 * The brand: the one place that names the company.
 *
 * Evaluated in Node when the site builds (docusaurus.config.ts imports it and
 * passes it to the client as `customFields.brand`); components read it with
 * `useBrand()`. `BRAND_NAME`, `BRAND_LEGAL_NAME` and `BRAND_DOMAIN` override the
 * defaults at build time, so a white-label build needs no code change.
 */
export interface Brand {
  /** Short name used in titles, the navbar and copy. */
  name: string;
  /** Registered company name, used in the copyright line and legal pages. */
  legalName: string;
  /** Domain used for contact addresses. */
  domain: string;
  /** One-line description used in meta tags and feeds. */
  tagline: string;
  /** Browser UI colour (meta theme-color): the primary colour of src/css/custom.css, light mode. */
  themeColor: string;
  logo: {
    /** Path under static/, for light backgrounds. */
    light: string;
    /** Path under static/, for dark backgrounds. */
    dark: string;
    /** Intrinsic size of the SVG, so the image box never shifts. */
    width: number;
    height: number;
  };
  /** Contact e-mail addresses, by team. */
  email: {
    hello: string;
    sales: string;
    support: string;
    partnerships: string;
    talent: string;
    privacy: string;
    security: string;
  };
  social: {label: string; href: string}[];
}

function env(name: string): string | undefined {
  const value = typeof process !== 'undefined' ? process.env[name]?.trim() : undefined;
  return value ? value : undefined;
}

export function createBrand(overrides: {name?: string; legalName?: string; domain?: string} = {}): Brand {
  const name = overrides.name ?? 'Savanna';
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const domain = overrides.domain ?? `${slug}.africa`;
  const legalName = overrides.legalName ?? `${name} Payments Ltd`;
  const mail = (box: string) => `${box}@${domain}`;
  return {
    name,
    legalName,
    domain,
    tagline: 'Payments and messaging for Africa, through one API: bulk SMS, mobile money, cards, carrier billing, bank checkout and USSD.',
    themeColor: '#0a7559',
    logo: {light: '/img/logo.svg', dark: '/img/logo-dark.svg', width: 32, height: 32},
    email: {
      hello: mail('hello'),
      sales: mail('sales'),
      support: mail('support'),
      partnerships: mail('partners'),
      talent: mail('careers'),
      privacy: mail('privacy'),
      security: mail('security'),
    },
    social: [
      {label: 'LinkedIn', href: `https://www.linkedin.com/company/${slug}`},
      {label: 'X', href: `https://x.com/${slug}`},
      {label: 'GitHub', href: `https://github.com/${slug}`},
    ],
  };
}

export const brand: Brand = createBrand({
  name: env('BRAND_NAME'),
  legalName: env('BRAND_LEGAL_NAME'),
  domain: env('BRAND_DOMAIN'),
});
