/**
 * What the product pages promise, as a reader sees it in English and in French
 * (issue 49): each count of markets, countries or currencies is the coverage
 * data's for that product, and each claim card shows what its capability's
 * record says (src/data/capabilities.ts): a link to the guide section that
 * shows how, or its status ("Coming soon", « Bientôt disponible ») and no link.
 * The built pages' text is read against the same data in
 * tests/integration/product-claims.test.ts; here, the pages as shown.
 */
import type {Page} from '@playwright/test';
import {test, expect, messageIn, pathIn, waitForHydration} from './fixtures';
import {readFeed} from '../support/feedFiles';
import {CAPABILITIES, guideHref, type CapabilityId} from '../../src/data/capabilities';
import {MARKET_COUNT} from '../../src/data/marketCodes';
import {PRODUCTS} from '../../src/data/products/registry';
import {currenciesOffering, marketsOffering} from '../../src/features/coverage/data/productReach';
import {coverageFilterLink} from '../../src/features/coverage/data/route';
import type {MarketProduct} from '../../src/features/coverage/data/markets';

type Locale = 'en' | 'fr';

/** A message with plural forms ("one|other"), in a locale, for a count, its placeholder filled in. */
function pluralIn(locale: Locale, id: string, english: string, count: number, placeholder: string): string {
  const forms = messageIn(locale, id, english).split('|');
  const one = locale === 'en' ? count === 1 : count < 2;
  return forms[one ? 0 : forms.length - 1]!.replace(`{${placeholder}}`, String(count));
}

/** A section's row of figures, each as [value, label]. */
const figures = (page: Page, sectionId: string) =>
  page.locator(`#${sectionId} dl > div`).evaluateAll((stats) => stats.map((stat) => [stat.querySelector('dd')?.textContent?.trim(), stat.querySelector('dt')?.textContent?.trim()]));

const cardTitle = (page: Page, capability: CapabilityId) => page.locator(`li[data-capability="${capability}"] h3`);

/** Checks that a product's markets are counted in the row of figures, at this place, under this label (a message with plural forms). */
const marketsInFigures = (product: MarketProduct, place: number, labelId: string, english: string) => async (page: Page, locale: Locale) => {
  const count = marketsOffering(product).length;
  expect((await figures(page, 'at-a-glance'))[place]).toEqual([String(count), pluralIn(locale, labelId, english, count, 'count')]);
};

/** Where each page counts its product's markets or currencies, and what it must read in a locale. */
const COUNTS: {route: string; shows: string; check: (page: Page, locale: Locale) => Promise<void>}[] = [
  {
    route: '/carrier-billing',
    shows: 'its operators’ markets in the reach card',
    check: async (page, locale) => {
      const count = marketsOffering('carrier-billing').length;
      await expect(cardTitle(page, 'carrierBilling.operators')).toHaveText(pluralIn(locale, 'carrierBilling.benefits.reach.title', 'Reach across {markets} market|Reach across {markets} markets', count, 'markets'));
    },
  },
  {
    route: '/bank-checkout',
    shows: 'its countries in the figures',
    check: marketsInFigures('bank-checkout', 0, 'bankCheckout.stats.countries', 'country|countries'),
  },
  {
    route: '/mobile-money',
    shows: 'its countries in the figures',
    check: marketsInFigures('mobile-money', 0, 'mobileMoney.stats.countries', 'country|countries'),
  },
  {
    route: '/card-services',
    shows: 'its markets in the figures and its currencies in a feature',
    check: async (page, locale) => {
      await marketsInFigures('card-services', 1, 'cardServices.stats.markets', 'market|markets')(page, locale);
      const currencies = currenciesOffering('card-services').length;
      await expect(cardTitle(page, 'cards.localCurrencies')).toHaveText(pluralIn(locale, 'cardServices.features.currencies.title', '{currencies} currency|{currencies} currencies', currencies, 'currencies'));
    },
  },
  {
    route: '/bulk-sms',
    shows: 'its markets in the hero',
    check: async (page, locale) => {
      const count = marketsOffering('bulk-sms').length;
      await expect(page.locator('header').first()).toContainText(`${count} ${locale === 'en' ? 'markets' : 'marchés'}`);
    },
  },
  {
    route: '/partners',
    shows: 'every market of the company in the reach benefit',
    check: async (page, locale) => {
      await expect(page.locator('#benefits li').filter({has: page.locator('a[href$="/coverage"]')}).locator('h3')).toHaveText(
        messageIn(locale, 'partners.benefits.reach.title', 'Reach across {markets} markets').replace('{markets}', String(MARKET_COUNT)),
      );
    },
  },
];

for (const locale of ['en', 'fr'] as const) {
  test.describe(`product pages in ${locale === 'en' ? 'English' : 'French'}`, () => {
    for (const {route, shows, check} of COUNTS) {
      test(`${route} shows ${shows} as the coverage data counts them`, async ({page}) => {
        await page.goto(pathIn(locale, route));
        await waitForHydration(page);
        await check(page, locale);
      });
    }

    for (const product of PRODUCTS.filter((entry) => entry.demoOption)) {
      test(`${product.path}: each claim card links to the guide that shows how, or shows that it is coming`, async ({page}) => {
        await page.goto(pathIn(locale, product.path));
        await waitForHydration(page);
        const cards = page.getByRole('main').locator('li[data-capability]');
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        for (const card of await cards.all()) {
          const id = (await card.getAttribute('data-capability')) as CapabilityId;
          const {status, guide} = CAPABILITIES[id];
          if (status === 'coming-soon') {
            await expect(card.getByText(messageIn(locale, 'capability.status.comingSoon', 'Coming soon'), {exact: true})).toBeVisible();
            await expect(card.getByRole('link')).toHaveCount(0);
          } else {
            const targets = [guideHref(guide), coverageFilterLink({product: product.id as never})].map((to) => pathIn(locale, to));
            expect(targets, id).toContain(await card.getByRole('link').getAttribute('href'));
          }
        }
      });
    }

    test('the cards of capabilities that are coming say so, in the page’s language (bank payouts); those the 2026-11-30 contract delivers lead to the guide section (mobile money on the checkout page, reconciliation by reference)', async ({page}) => {
      const coming = (Object.keys(CAPABILITIES) as CapabilityId[]).filter((id) => CAPABILITIES[id].status === 'coming-soon');
      for (const product of PRODUCTS.filter((entry) => entry.demoOption)) {
        await page.goto(pathIn(locale, product.path));
        for (const card of await page.locator('li[data-capability]').all()) {
          const id = (await card.getAttribute('data-capability')) as CapabilityId;
          if (coming.includes(id)) coming.splice(coming.indexOf(id), 1);
        }
      }
      // Every capability that is coming is on a page, where the test above checks its status.
      expect(coming).toEqual([]);
      await page.goto(pathIn(locale, '/bank-checkout'));
      const payouts = page.locator('li[data-capability="payouts.bankAccount"]');
      await expect(payouts).toContainText(messageIn(locale, 'capability.status.comingSoon', 'Coming soon'));
      await expect(payouts.getByRole('link')).toHaveCount(0);
      // Delivered: the card's link lands on the guide's section, which exists on the page it opens.
      for (const [route, id] of [
        ['/mobile-money', 'checkout.mobileMoney'],
        ['/bank-checkout', 'bankCheckout.reconciliation'],
      ] as const) {
        await page.goto(pathIn(locale, route));
        const card = page.locator(`li[data-capability="${id}"]`);
        await expect(card).not.toContainText(messageIn(locale, 'capability.status.comingSoon', 'Coming soon'));
        await card.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`${guideHref(CAPABILITIES[id].guide).replace(/[.#/]/g, (c) => `\\${c}`)}$`));
        await expect(page.locator(`main h2#${CAPABILITIES[id].guide.anchor}`)).toBeVisible();
      }
    });
  });
}

/**
 * A guide that documents a feature still announced as upcoming says, where it documents it, that it is in testing
 * and links the announcement: the bulk SMS guide's replies and two-way SMS (changelog/2026-10-08-two-way-sms-keywords.md).
 */
test.describe('a documented feature that an update still announces as upcoming', () => {
  const update = readFeed('changelog').find((file) => file.id === 'two-way-sms-keywords')!;
  const upcoming = update.frontMatter.status === 'upcoming';
  for (const locale of ['en', 'fr'] as const) {
    test(`says it is in testing in the guide, with a link to the update (${locale})`, async ({page}) => {
      await page.goto(`${pathIn(locale, '/docs/guides/bulk-sms')}#receive-replies`);
      const section = page.locator('h2#receive-replies + *');
      const link = section.getByRole('link', {name: locale === 'en' ? 'product update' : 'nouveauté produit'});
      if (upcoming) {
        await expect(section).toContainText(locale === 'en' ? 'in testing with operators in Kenya, Uganda and Malawi' : 'en test avec les opérateurs au Kenya, en Ouganda et au Malawi');
        await expect(link).toHaveAttribute('href', pathIn(locale, '/updates/two-way-sms-keywords'));
      } else await expect(link).toHaveCount(0);
    });
  }
});
