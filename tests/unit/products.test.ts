import {bulkSms} from '@site/src/data/products/bulkSms';
import {cardServices} from '@site/src/data/products/cardServices';
import {carrierBilling} from '@site/src/data/products/carrierBilling';
import {partners} from '@site/src/data/products/partners';
import {bankCheckout} from '@site/src/data/products/bankCheckout';
import {ussd} from '@site/src/data/products/ussd';
import {mobileMoney} from '@site/src/data/products/mobileMoney';
import type {Cta, ProductPage} from '@site/src/data/products/types';
import {SPEC_ROUTES, EXTRA_ROUTES, PRODUCT_ROUTES} from '@site/src/data/routes';

const PRODUCT_PAGES: ProductPage[] = [bulkSms, cardServices, carrierBilling, partners, bankCheckout, ussd, mobileMoney];
const served = new Set<string>([...SPEC_ROUTES, ...EXTRA_ROUTES]);

function ctasOf(page: ProductPage): Cta[] {
  return [
    ...page.hero.ctas,
    ...page.sections.flatMap((s) => {
      if (s.kind === 'cta') return s.ctas;
      if (s.kind === 'integration') return [s.link];
      return s.kind === 'cards' ? s.cards.flatMap((c) => (c.link ? [c.link] : [])) : [];
    }),
  ];
}

describe('product page data', () => {
  it('has one module per product route', () => {
    expect(PRODUCT_PAGES.map((p) => p.path).sort()).toEqual([...PRODUCT_ROUTES].sort());
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
