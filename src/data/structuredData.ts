import type {Brand} from '@site/src/brand';

/**
 * schema.org Organization for the home page, from the brand: what search
 * engines show as the company's name, logo, contacts and profiles.
 * `siteRoot` is the site's absolute address, ending with "/".
 */
export function organizationJsonLd(brand: Brand, siteRoot: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path.replace(/^\//, ''), siteRoot).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: siteRoot,
    logo: absolute(brand.logo.light),
    description: brand.tagline,
    email: brand.email.hello,
    sameAs: brand.social.map((profile) => profile.href),
    contactPoint: [
      {'@type': 'ContactPoint', contactType: 'sales', email: brand.email.sales},
      {'@type': 'ContactPoint', contactType: 'customer support', email: brand.email.support},
    ],
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped, so no text can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
