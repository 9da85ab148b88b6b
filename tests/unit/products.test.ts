import {existsSync} from 'node:fs';
import path from 'node:path';
import {bulkSms} from '@site/src/features/marketing/data/products/bulkSms';
import {cardServices} from '@site/src/features/marketing/data/products/cardServices';
import {carrierBilling} from '@site/src/features/marketing/data/products/carrierBilling';
import {partners} from '@site/src/features/marketing/data/products/partners';
import {bankCheckout} from '@site/src/features/marketing/data/products/bankCheckout';
import {ussd} from '@site/src/features/marketing/data/products/ussd';
import {mobileMoney, MOBILE_MONEY_INTEGRATION} from '@site/src/features/marketing/data/products/mobileMoney';
import type {Cta} from '@site/src/types/content';
import type {ProductPage} from '@site/src/types/productPage';
import {SPEC_ROUTES, EXTRA_ROUTES, PRODUCT_ROUTES} from '@site/src/data/routes';
import {PRODUCTS, productLinks, type ProductId} from '@site/src/data/products/registry';
import {PRODUCT_OPTIONS} from '@site/src/features/forms/data/enquiries';
import {SERVICE_LOGOS} from '@site/src/features/marketing/data/home';
import {FOOTER_COLUMNS, MENU_GROUPS} from '@site/src/data/navigation';
import {REFERENCE_ROUTES} from '../support/referencePages';

/** Every product of the registry with its page data: a product without data does not compile. */
const PAGES_BY_PRODUCT: Record<ProductId, ProductPage> = {
  'bulk-sms': bulkSms,
  'card-services': cardServices,
  'carrier-billing': carrierBilling,
  partners,
  'bank-checkout': bankCheckout,
  ussd,
  'mobile-money': mobileMoney,
};
const PRODUCT_PAGES: ProductPage[] = Object.values(PAGES_BY_PRODUCT);
/** The site's pages, and its docs pages (each from its file under docs/: the build checks their anchors). */
const isDocsPage = (route: string) => /^\/docs\//.test(route) && ['.mdx', '.md'].some((extension) => existsSync(path.join(__dirname, '../..', `${route}${extension}`)));
const served = {has: (route: string) => SPEC_ROUTES.includes(route as never) || EXTRA_ROUTES.includes(route as never) || isDocsPage(route) || REFERENCE_ROUTES.includes(route)};

function ctasOf(page: ProductPage): Cta[] {
  return [
    ...page.hero.ctas,
    ...page.sections.flatMap((s) => {
      if (s.kind === 'cta') return s.ctas;
      return s.kind === 'cards' ? s.cards.flatMap((c) => (c.link ? [c.link] : [])) : [];
    }),
  ];
}

describe('product page data', () => {
  it('has one module per product of the registry, at its path', () => {
    expect(PRODUCT_PAGES.map((p) => p.path).sort()).toEqual([...PRODUCT_ROUTES].sort());
    for (const product of PRODUCTS) expect(PAGES_BY_PRODUCT[product.id].path).toBe(product.path);
  });

  it.each(PRODUCT_PAGES.map((p) => [p.path, p] as const))('%s is complete and consistent', (_path, page) => {
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.description.length).toBeGreaterThanOrEqual(40);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.hero.ctas.length).toBeGreaterThan(0);
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of page.sections) {
      if (section.kind === 'cards') expect(new Set(section.cards.map((c) => c.title)).size).toBe(section.cards.length);
    }
    const anchors = new Set(page.sections.flatMap((s) => [s.id, ...(s.kind === 'cards' ? s.cards.flatMap((c) => (c.id ? [c.id] : [])) : [])]));
    const unserved = ctasOf(page).filter((cta) => (cta.to.startsWith('#') ? !anchors.has(cta.to.slice(1)) : !served.has(cta.to.split(/[?#]/)[0]!)));
    expect(unserved).toEqual([]);
    expect(JSON.stringify(page)).not.toMatch(/\{brand\}|savanna/i);
  });

  it('gives every product page its own title and description', () => {
    expect(new Set(PRODUCT_PAGES.map((p) => p.title)).size).toBe(PRODUCT_PAGES.length);
    expect(new Set(PRODUCT_PAGES.map((p) => p.description)).size).toBe(PRODUCT_PAGES.length);
  });
});

describe('what follows from the product registry', () => {
  it('serves every product page', () => {
    for (const product of PRODUCTS) expect(served.has(product.path)).toBe(true);
  });

  it('gives every slot section of a product page its content on the page', () => {
    const slots = PRODUCT_PAGES.flatMap((page) => page.sections.filter((s) => s.kind === 'slot').map((s) => `${page.path}#${s.id}`));
    expect(slots).toEqual(['/mobile-money#integration']);
    expect(served.has(MOBILE_MONEY_INTEGRATION.link.to)).toBe(true);
  });

  it("puts the products in the spec's navbar and footer, in the spec's order", () => {
    expect(MENU_GROUPS.slice(0, 3)).toEqual([
      {label: 'Bulk SMS', to: '/bulk-sms'},
      {label: 'Payments', items: [{label: 'Mobile Money', to: '/mobile-money'}, {label: 'Carrier Billing', to: '/carrier-billing'}, {label: 'Card Services', to: '/card-services'}]},
      {label: 'Partners', to: '/partners'},
    ]);
    expect(FOOTER_COLUMNS[0]).toEqual({title: 'Products', items: [{label: 'Mobile Money', to: '/mobile-money'}, {label: 'Bank Checkout', to: '/bank-checkout'}, {label: 'Carrier Billing', to: '/carrier-billing'}]});
    expect(productLinks('footer').map((l) => l.to)).toEqual(FOOTER_COLUMNS[0]!.items.map((l) => l.to));
  });

  it('offers every product marked for demos in the demo form, by its id', () => {
    expect(PRODUCT_OPTIONS.map((o) => o.value)).toEqual(PRODUCTS.filter((p) => p.demoOption).map((p) => p.id));
    expect(PRODUCT_OPTIONS.every((o) => o.label.length > 2)).toBe(true);
  });

  it("shows the products with a logo in the home page's services carousel, in the spec's order", () => {
    expect(SERVICE_LOGOS.map((logo) => logo.to)).toEqual(['/bulk-sms', '/bank-checkout', '/card-services', '/onboard', '/mobile-money']);
    for (const product of PRODUCTS) if ('service' in product) expect(SERVICE_LOGOS.find((logo) => logo.id === product.id)?.src.src).toBe(product.service.logo);
  });
});
