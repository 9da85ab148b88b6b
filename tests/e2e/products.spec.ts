import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, messageIn, pathIn} from './fixtures';
import {PRODUCTS, type ProductEntry} from '../../src/data/products/registry';
import {MARKET_COUNT} from '../../src/data/marketCodes';
import {currenciesOffering, marketsOffering} from '../../src/features/coverage/data/productReach';

/** The h3 titles of the cards in a section, in order. */
const cardTitles = async (page: Page, sectionId: string) =>
  (await page.locator(`#${sectionId} li h3`).allInnerTexts()).map((title) => title.trim());

/** A section's row of figures, each as "value label" (the label is written first, above its value). */
const figures = async (page: Page, sectionId: string) =>
  page.locator(`#${sectionId} dl > div`).evaluateAll((stats) => stats.map((stat) => `${stat.querySelector('dd')?.textContent?.trim()} ${stat.querySelector('dt')?.textContent?.trim()}`));

/** Every visible link with this name points at `href`, and there is at least one. */
async function expectLinks(page: Page, name: string, href: string) {
  const links = page.getByRole('main').getByRole('link', {name, exact: true});
  expect(await links.count(), `links named ${name}`).toBeGreaterThan(0);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
}

test.describe('/bulk-sms', () => {
  test('shows the four features, the four use cases and the calls to action of the spec', async ({page}) => {
    await page.goto('/bulk-sms');
    await waitForHydration(page);
    expect(await cardTitles(page, 'features')).toEqual(['99% delivery rate', 'Delivery report per recipient', 'Scheduled campaigns', 'Custom sender ID']);
    expect(await cardTitles(page, 'use-cases')).toEqual(['Marketing', 'Transaction alerts', 'OTP verification', 'Appointment reminders']);
    await expectLinks(page, 'Get Started', '/signup');
    await expectLinks(page, 'Start Sending', '/signup');
    await expectLinks(page, 'Request Demo', '/demo');
  });

  test('animates a sample SMS thread in the hero, one message after another', async ({page}) => {
    await page.goto('/bulk-sms');
    const bubbles = page.locator('header figure li');
    expect(await bubbles.count()).toBeGreaterThanOrEqual(3);
    const last = (await bubbles.count()) - 1;
    // Hold the thread's animations at a moment in time (independent of how fast this machine is).
    const at = (ms: number) =>
      page.evaluate((time) => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
      }, ms);
    // One second in, the first message has arrived while the last is still on its way...
    await at(1000);
    await expect(bubbles.nth(0)).toBeVisible();
    await expect(bubbles.nth(last)).toBeHidden();
    // ...and a few seconds later it has arrived too, at full opacity.
    await at(8000);
    await expect(bubbles.nth(last)).toBeVisible();
    expect(await bubbles.nth(last).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('shows the whole thread at once under reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/bulk-sms');
    const bubbles = page.locator('header figure li');
    // At the page's first moment (any animation held at its start, however long loading took), every message is there.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
    });
    for (const bubble of await bubbles.all()) await expect(bubble).toBeVisible();
  });
});

test.describe('/card-services', () => {
  test('shows the six features, the claims, the four use cases and the calls to action of the spec', async ({page}) => {
    await page.goto('/card-services');
    await waitForHydration(page);
    expect(await cardTitles(page, 'features')).toEqual([
      'Visa, Mastercard, Amex and UnionPay',
      'PCI-DSS Level 1 with tokenization',
      '3D Secure fraud prevention',
      'Recurring billing',
      `${currenciesOffering('card-services').length} currencies`,
      'Refunds to the card',
    ]);
    expect(await figures(page, 'at-a-glance')).toEqual(['99.99% uptime', `${marketsOffering('card-services').length} markets`, '24/7 support']);
    expect(await cardTitles(page, 'use-cases')).toEqual(['eLearning', 'SaaS', 'E-commerce', 'Nonprofits']);
    await expectLinks(page, 'Start Now', '/signup');
    await expectLinks(page, 'Contact Sales', '/contact');
  });
});

test.describe('/carrier-billing', () => {
  test('shows three benefits, the use-case tags and a Get Started that goes to onboarding', async ({page}) => {
    await page.goto('/carrier-billing');
    await waitForHydration(page);
    expect(await cardTitles(page, 'benefits')).toHaveLength(3);
    const tags = (await page.locator('#use-cases li').allInnerTexts()).map((t) => t.trim());
    expect(tags).toEqual(['Mobile gaming', 'Streaming', 'App subscriptions', 'In-app purchases', 'Digital content', 'Premium services']);
    await expectLinks(page, 'Get Started', '/onboard');
  });
});

test.describe('/partners', () => {
  test('shows the four programmes with working Learn more links, four benefits and the calls to action', async ({page, request}) => {
    await page.goto('/partners');
    await waitForHydration(page);
    expect(await cardTitles(page, 'programmes')).toEqual(['Mobile network operators', 'App stores', 'Aggregators', 'Resellers']);
    const learnMore = page.locator('#programmes').getByRole('link', {name: 'Learn more'});
    await expect(learnMore).toHaveCount(4);
    // Each says which programme it is about (descriptive link text), while showing the spec's "Learn more".
    expect(await learnMore.evaluateAll((links) => links.map((a) => a.textContent))).toEqual([
      'Learn more: Mobile network operators',
      'Learn more: App stores',
      'Learn more: Aggregators',
      'Learn more: Resellers',
    ]);
    // Each leads to its programme's details on the page, and from there to the application with the programme chosen.
    const programmes = ['operators', 'app-stores', 'aggregators', 'resellers'];
    expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(programmes.map((p) => `#${p}`));
    for (const [i, programme] of programmes.entries()) {
      await learnMore.nth(i).click();
      await expect(page).toHaveURL(new RegExp(`#${programme}$`));
      const details = page.locator(`#${programme}`);
      await expect(details).toBeInViewport();
      expect(await details.locator('li').count()).toBeGreaterThanOrEqual(3);
      const apply = details.getByRole('link', {name: /^Apply as/});
      await expect(apply).toHaveAttribute('href', `/partner-signup?programme=${programme}`);
      expect((await request.get(`/partner-signup?programme=${programme}`)).status()).toBe(200);
    }
    expect(await cardTitles(page, 'benefits')).toEqual(['Revenue sharing', `Reach across ${MARKET_COUNT} markets`, 'Fast onboarding', 'Dedicated support']);
    await expectLinks(page, 'Become a Partner', '/partner-signup');
    await expectLinks(page, 'Contact Our Team', '/contact/partnerships');
  });
});

for (const [route, getStarted] of [
  ['/bank-checkout', '/onboard/payments'],
  ['/ussd', '/onboard/sms'],
] as const) {
  test.describe(route, () => {
    test('presents the product with six features, four use cases and calls to action into onboarding', async ({page, request}) => {
      await page.goto(route);
      await waitForHydration(page);
      expect(await cardTitles(page, 'features')).toHaveLength(6);
      expect(await cardTitles(page, 'use-cases')).toHaveLength(4);
      await expectLinks(page, 'Get Started', getStarted);
      for (const link of await page.getByRole('main').getByRole('link').all()) {
        const href = (await link.getAttribute('href'))!;
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  });
}

test.describe('/mobile-money', () => {
  test('shows the pay-screen phone, stats, wallets, benefits, use cases and calls to action of the spec', async ({page}) => {
    await page.goto('/mobile-money');
    await waitForHydration(page);
    const phone = page.locator('header figure');
    await expect(phone).toBeVisible();
    // The sample payment, in Kenya: its shilling's sign, the English way of writing numbers, a Kenyan number and wallets.
    await expect(phone).toContainText('KSh\u00a01,000');
    await expect(phone).toContainText('+254');
    await expect(phone).toContainText('M-Pesa');
    expect(await figures(page, 'at-a-glance')).toEqual([`${marketsOffering('mobile-money').length} countries`, '99% success rate', '50M+ transactions']);
    const wallets = (await page.locator('#wallets li').allInnerTexts()).map((w) => w.trim());
    expect(wallets).toEqual(['M-Pesa', 'Airtel Money', 'Glo', 'TNM Mpamba', 'Zamtel', 'Safaricom']);
    expect(await cardTitles(page, 'benefits')).toHaveLength(3);
    expect(await cardTitles(page, 'use-cases')).toEqual(['E-commerce', 'Subscriptions', 'Utility bills', 'Financial services']);
    expect(await cardTitles(page, 'integration')).toEqual(['REST API', 'Copy-ready samples', 'Hosted checkout page']);
    await expectLinks(page, 'Get Started', '/signup');
    await expectLinks(page, 'See How It Works', '/demo');
    await expectLinks(page, 'View Documentation', '/api-docs');
    await expectLinks(page, 'Get Started for Free', '/signup');
    await expectLinks(page, 'Talk to an Expert', '/contact');
  });

  test('in French, the phone shows a payment in the franc zone: FCFA written the French way, a Senegalese number and wallet', async ({page}) => {
    await page.goto('/fr/mobile-money');
    const phone = page.locator('header figure');
    await expect(phone).toContainText('1\u202f000\u00a0FCFA');
    await expect(phone).not.toContainText('KES');
    await expect(phone).toContainText('+221');
    await expect(phone.locator('li').first()).toHaveText(/Orange Money|Wave|Free Money/);
  });

  test('shows the wallets of every region, from the coverage data, in both languages', async ({page}) => {
    for (const [route, west, east, countries] of [
      ['/mobile-money', 'West Africa', 'East Africa', /^Orange Money · \d+ countries$/],
      ['/fr/mobile-money', 'Afrique de l’Ouest', 'Afrique de l’Est', /^Orange Money · \d+ pays$/],
    ] as const) {
      await page.goto(route);
      const section = page.locator('#wallets-by-region');
      const westCard = section.getByRole('listitem').filter({has: page.getByRole('heading', {name: west})});
      for (const wallet of ['Orange Money', 'Wave', 'MTN MoMo', 'Moov Money']) await expect(westCard).toContainText(wallet);
      await expect(westCard.getByRole('listitem').filter({hasText: /^Orange Money/})).toHaveText(countries);
      await expect(section.getByRole('listitem').filter({has: page.getByRole('heading', {name: east})})).toContainText('M-Pesa');
    }
  });

  test('keeps the highlighter out of the first download until the sample nears the screen', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/mobile-money');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    const shown = page.locator('#integration [role="tabpanel"]:not([hidden])');
    await expect(shown.locator('[data-interactive="false"]')).toBeAttached();
    await expect(shown.locator('pre .token').first()).toBeAttached();
    await shown.locator('pre').scrollIntoViewIfNeeded();
    await expect(shown.locator('[data-interactive="true"]')).toBeAttached();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test('highlights the sample at once when reached by navigating inside the site', async ({page}) => {
    await page.goto('/bulk-sms');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', {name: 'Mobile Money'}).click();
    await expect(page).toHaveURL(/\/mobile-money$/);
    await expect(page.locator('#integration [data-interactive="true"] pre .token').first()).toBeAttached();
  });

  test('shows the site’s own payment sample in every sample language, highlighted, and copies it with the copy button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/mobile-money');
    await waitForHydration(page);
    const integration = page.locator('#integration');
    await expect(integration.getByRole('tab')).toHaveText(['JavaScript', 'Python', 'cURL', 'PHP', 'Java', 'Go', 'C#']);
    const sample = integration.locator('[role="tabpanel"]:not([hidden]) pre');
    // The API's own request (POST /v1/payments, as the docs and the reference show it), not a package nobody can install.
    for (const field of ['/v1/payments', 'amount: 1000', "currency: 'KES'", 'phoneNumber:', "wallet: 'mpesa'"]) await expect(sample).toContainText(field);
    await expect(sample.locator('.token').first()).toBeVisible();
    // The highlighter's JavaScript loads only once the sample nears the screen.
    await sample.scrollIntoViewIfNeeded();
    await expect(integration.locator('[role="tabpanel"]:not([hidden]) [data-interactive="true"]')).toBeAttached();
    await integration.locator('[role="tabpanel"]:not([hidden])').getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('/v1/payments');
    expect(copied).toContain("currency: 'KES'");
    // No SDK: the only package is the typed client the docs install (docs/typed-client.mdx), named in the sample itself.
    expect(copied).not.toMatch(/require\(|sdk/i);
    expect([...copied.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]).filter((from) => !from!.startsWith('node:'))).toEqual(['openapi-fetch']);
    expect(copied).toMatch(/^\/\/ npm install openapi-fetch$/m);
  });
});

/**
 * From a feature of each product page to the docs section that shows how (src/features/marketing/data/products):
 * the link's message id, its English words, and where it leads.
 */
const HOW_LINKS = [
  {route: '/bulk-sms', id: 'bulkSms.features.scheduled.link', name: 'Schedule a campaign with the API', to: '/docs/guides/bulk-sms#schedule-a-campaign'},
  {route: '/card-services', id: 'cardServices.features.threeDs.link', name: 'Where 3D Secure fits in a card payment', to: '/docs/guides/card-services#how-a-card-payment-works'},
  {route: '/mobile-money', id: 'mobileMoney.benefits.one.link', name: 'Request a payment with the API', to: '/docs/guides/mobile-money#create-the-payment'},
  {route: '/carrier-billing', id: 'carrierBilling.benefits.oneTap.link', name: 'Charge the phone bill with the API', to: '/docs/guides/carrier-billing#charge-the-phone-bill'},
  {route: '/bank-checkout', id: 'bankCheckout.features.anyBank.link', name: 'Create a bank checkout session', to: '/docs/guides/bank-checkout#create-a-checkout-session'},
  {route: '/bulk-sms', id: 'bulkSms.features.senderId.link', name: 'Register a sender ID', to: '/docs/guides/bulk-sms#register-a-sender-id'},
  {route: '/ussd', id: 'ussd.features.payments.link', name: 'Take a payment from a USSD menu', to: '/docs/guides/ussd#take-a-payment-from-a-ussd-menu'},
  {route: '/card-services', id: 'cardServices.features.recurring.link', name: 'Charge a saved card on a schedule', to: '/docs/guides/card-services#charge-on-a-schedule'},
  {route: '/ussd', id: 'ussd.features.signed.link', name: 'Check that a request comes from the API', to: '/docs/guides/ussd#check-that-a-request-comes-from-the-api'},
] as const;

test.describe('a product page’s features lead to the docs or the reference operation that show how', () => {
  for (const {route, id, name, to} of HOW_LINKS) {
    test(`${route}: “${name}” opens its section of the guide or the reference, in English and in French`, async ({page}) => {
      for (const locale of ['en', 'fr'] as const) {
        await page.goto(pathIn(locale, route));
        await waitForHydration(page);
        // A card's link names its card after its words (“…: 3D Secure fraud prevention”).
        const link = page.getByRole('main').getByRole('link', {name: messageIn(locale, id, name)});
        await expect(link).toHaveAttribute('href', pathIn(locale, to));
        await link.click();
        await expect(page).toHaveURL(pathIn(locale, to));
        await expect(page.locator(`#${to.split('#')[1]}`)).toBeInViewport();
      }
    });
  }
});

test.describe('every product of the registry (src/data/products/registry.ts)', () => {
  for (const product of PRODUCTS) {
    test(`${product.path}: its page, and where the registry says it is offered`, async ({page}) => {
      const response = await page.goto(product.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      expect(await page.locator('main section h2').count()).toBeGreaterThan(1);
      const nav = page.getByRole('navigation', {name: 'Main'});
      const entry: ProductEntry = product;
      if (entry.nav) await expect(nav.locator(`a[href="${product.path}"]`).filter({hasText: entry.nav.label})).toHaveCount(1);
      if (entry.footer) await expect(page.getByRole('contentinfo').getByRole('link', {name: entry.footer.label, exact: true})).toHaveAttribute('href', product.path);
      if (entry.demoOption) {
        await page.goto(`/demo?product=${product.id}`);
        await waitForHydration(page);
        await expect(page.getByRole('combobox', {name: 'Product of interest'})).toHaveValue(product.id);
      }
    });
  }
});
