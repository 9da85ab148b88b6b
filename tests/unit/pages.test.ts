import {PAGES} from '@site/src/data/pages';
import {SPEC_ROUTES, EXTRA_ROUTES, PRODUCT_ROUTES} from '@site/src/data/routes';

const entries = Object.entries(PAGES);

describe('page metadata', () => {
  it('covers every custom page route', () => {
    const markdownRoutes = ['/news', '/docs', '/terms', '/privacy', '/security'];
    // Pages with a data module of their own (src/data/products, src/features/coverage/data/page.ts).
    const elsewhere: string[] = [...markdownRoutes, ...PRODUCT_ROUTES, '/coverage'];
    const custom = [...SPEC_ROUTES, ...EXTRA_ROUTES].filter((r) => !elsewhere.includes(r));
    expect(Object.keys(PAGES).sort()).toEqual([...custom].sort());
  });

  it.each(entries)('%s has a title, a heading and a description of search-snippet length', (_route, page) => {
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.heading.length).toBeGreaterThan(3);
    expect(page.description.length).toBeGreaterThanOrEqual(40);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(JSON.stringify(page)).not.toContain('{brand}');
  });

  it('uses the spec’s hero heading on the sign-in page', () => {
    expect(PAGES['/log-in'].heading).toBe('Welcome Back');
  });

  it('gives every page a distinct title and description', () => {
    expect(new Set(entries.map(([, p]) => p.title)).size).toBe(entries.length);
    expect(new Set(entries.map(([, p]) => p.description)).size).toBe(entries.length);
  });
});
