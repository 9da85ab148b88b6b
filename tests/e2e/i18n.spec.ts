import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, sitemapPaths, messageIn, OTHER_LOCALES, breakScript} from './fixtures';
import {STATS} from '../../src/data/figures';
import {WALLET_IDS} from '../../src/features/coverage/data/markets';

const fr = (id: string, english: string) => messageIn('fr', id, english);
const switchTo = (label: 'Français' | 'English') => `${label === 'Français' ? 'FR' : 'EN'} (${label})`;

test.describe('French, and the way between the two languages', () => {
  test.skip(!OTHER_LOCALES.includes('fr'), 'French is not published by this build (docusaurus.config.ts i18n.locales)');

  test('the navbar links to the same page in the other language, keeping its query and fragment', async ({page}) => {
    await page.goto('/coverage?product=ussd');
    await waitForHydration(page);
    const toFrench = page.getByRole('link', {name: switchTo('Français')});
    await expect(toFrench).toHaveAttribute('href', '/fr/coverage?product=ussd');
    await expect(toFrench).toHaveAttribute('hreflang', 'fr');
    await toFrench.click();
    await expect(page).toHaveURL(/\/fr\/coverage\?product=ussd$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel(fr('coverage.filters.product', 'Product'), {exact: true})).toHaveValue('ussd');
    await expect(page.getByRole('link', {name: switchTo('English')})).toHaveAttribute('href', '/coverage?product=ussd');
  });

  test('on an address with doubled slashes, the link still names a path of this site, never another host (//docs/…)', async ({page, baseURL, consoleErrors}) => {
    // Plain hosts serve /fr//docs/webhooks as /fr/docs/webhooks, with status 200; the local server and the nginx snippet redirect it instead, so the browser is served here as such a host serves it.
    // No route has doubled slashes: the page is rendered anew in the browser (React reports that the served HTML differs), its links made from this address.
    consoleErrors.expect(/onRecoverableError/);
    await page.route(
      (url) => url.pathname.includes('//'),
      async (route) => {
        const url = new URL(route.request().url());
        url.pathname = url.pathname.replace(/\/{2,}/g, '/');
        await route.fulfill({response: await route.fetch({url: url.href})});
      },
    );
    const cases: {address: string; label: 'Français' | 'English'; target: string}[] = [
      {address: '/fr//docs/webhooks?tab=node#verify', label: 'English', target: '/docs/webhooks?tab=node#verify'},
      {address: '/fr/docs//webhooks', label: 'English', target: '/docs/webhooks'},
      {address: '//about-us', label: 'Français', target: '/fr/about-us'},
      {address: '///docs/webhooks#verify', label: 'Français', target: '/fr/docs/webhooks#verify'},
    ];
    for (const {address, label, target} of cases) {
      // The whole address, so that `//about-us` is not read as a host.
      await page.goto(`${baseURL}${address}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => location.pathname + location.search + location.hash)).toBe(address);
      await expect(page.getByRole('link', {name: switchTo(label)})).toHaveAttribute('href', target);
    }
  });

  test('on an address with encoded control characters, the link still names a path of this site (/fr/%09/evil.example/…)', async ({page, baseURL, consoleErrors}) => {
    // React Router decodes %09 to a tab, and a browser drops tabs from a link: /<tab>/evil.example would lead to evil.example.
    consoleErrors.expect(/status of 404|onRecoverableError/);
    const address = '/fr/%09/evil.example/..%2F..%2Fdocs/webhooks';
    const englishLink = async () => {
      await waitForHydration(page);
      const link = page.getByRole('link', {name: switchTo('English')});
      // The address the browser would follow, as it reads the link.
      return new URL(await link.evaluate((element: HTMLAnchorElement) => element.href));
    };
    // As the local server and the nginx snippet answer it: the French not-found page (an encoded slash names no file).
    const response = await page.goto(`${baseURL}${address}`);
    expect((await englishLink()).origin).toBe(new URL(baseURL!).origin);
    expect(response?.status()).toBe(404);
    // As a host that resolves the encoded `..` would: the page itself, under that address.
    await page.route(`${baseURL}${address}`, async (route) => route.fulfill({response: await route.fetch({url: `${baseURL}/fr/docs/webhooks`})}));
    await page.goto(`${baseURL}${address}`);
    const link = await englishLink();
    expect(link.origin).toBe(new URL(baseURL!).origin);
    expect(link.pathname).toBe('/evil.example/..%2F..%2Fdocs/webhooks');
  });

  test('the switch is a plain link: it works from the keyboard and without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/getting-started');
    const link = page.getByRole('link', {name: switchTo('Français')});
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/docs\/getting-started$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });

  test('every page names its versions in both languages and the default one, and each language has its sitemap', async ({page}) => {
    const expected = [['en', '/about-us'], ['fr', '/fr/about-us'], ['x-default', '/about-us']];
    // In the static HTML, as crawlers read it.
    const html = await (await page.request.get('/fr/about-us')).text();
    const inHtml = [...html.matchAll(/<link[^>]*hreflang[^>]*>/g)].map(([tag]) => [/hreflang="?([\w-]+)/.exec(tag)?.[1], new URL(/href="?([^"\s>]+)/.exec(tag)![1]!, 'http://localhost').pathname]);
    expect(inHtml).toEqual(expect.arrayContaining(expected));
    // And in the page once hydrated (the head manager rewrites these tags then).
    await page.goto('/fr/about-us');
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname])))
      .toEqual(expect.arrayContaining(expected));
    const french = sitemapPaths('fr');
    expect(french.length).toBe(sitemapPaths('en').length);
    for (const route of french) expect(route).toMatch(/^\/fr(\/|$)/);
  });

  test('figures and dates are written the French way', async ({page}) => {
    await page.goto('/fr/about-us');
    await expect(page.locator('main')).toContainText('1\u202f000\u202f000');
    await expect(page.locator('main')).toContainText(`${String(STATS.transactionSuccessRatePercent).replace('.', ',')}\u202f%`);
    await page.goto('/fr/product-updates');
    await expect(page.locator('main time').first()).toHaveText(/^\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/);
  });

  test('every news post and product update reads in French: no untranslated notice, nothing marked as English', async ({page}) => {
    // The notice and the « (en anglais) » cue for content without a French version: tests/unit/untranslatedContent.test.tsx.
    const notice = fr('untranslated.notice', 'This page is not translated yet: it is shown in English.');
    const posts = sitemapPaths('fr').filter((route) => /^\/fr\/(news|updates)\/[^/]+$/.test(route) && !/\/page\/\d+$/.test(route));
    expect(posts.filter((route) => route.startsWith('/fr/news/')).length).toBeGreaterThanOrEqual(5);
    expect(posts.filter((route) => route.startsWith('/fr/updates/')).length).toBeGreaterThanOrEqual(14);
    for (const route of posts) {
      await page.goto(route);
      await expect(page.locator('main article').first()).toBeVisible();
      expect([route, await page.getByRole('note').filter({hasText: notice}).count(), await page.locator('main [lang="en"]').count()]).toEqual([route, 0, 0]);
    }
  });

  test('French lists carry no English: news, product updates, the changelog and a post\'s newer and older links', async ({page}) => {
    const cue = fr('untranslated.cue', '(in English)');
    for (const route of ['/fr/news', '/fr/product-updates', '/fr/changelog', '/fr/updates/v3-2-1']) {
      await page.goto(route);
      await expect(page.locator('main')).not.toContainText(cue);
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    }
    // The news post about the 24 markets and the Lilongwe office's, in French, with their categories.
    await page.goto('/fr/news');
    await expect(page.getByRole('article').filter({has: page.getByRole('link', {name: /24 marchés/})})).toHaveCount(1);
    const office = page.getByRole('article').filter({has: page.getByRole('link', {name: 'Un nouveau bureau à Lilongwe'})});
    await expect(office).toContainText(fr('news.category.company', 'Company'));
    // The three notices a developer must read: TLS 1.2, Nigeria's sender IDs, the v1 sunset.
    await page.goto('/fr/product-updates');
    for (const title of [/^TLS 1\.2 au minimum/, /^Enregistrement de l’identifiant d’expéditeur/, /^API de paiement v1/]) await expect(page.getByRole('heading', {name: title})).toHaveCount(1);
    // English pages carry no cue and no lang mark.
    await page.goto('/news');
    await expect(page.locator('main')).not.toContainText('(in English)');
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  });

  test('the privacy page names each market\'s law and authority, in the page\'s language, and gives both versions the same force', async ({page}) => {
    for (const [route, senegal, prevails, badge] of [
      ['/privacy', 'Senegal', 'Both versions have the same force: neither prevails over the other.', 'Indicative'],
      ['/fr/privacy', 'Sénégal', 'Les deux versions font également foi\u202f: aucune ne prévaut sur l’autre.', fr('ui.toConfirm', 'Indicative')],
    ] as const) {
      await page.goto(route);
      const table = page.getByRole('table', {name: route === '/privacy' ? 'The data-protection law of each market we serve' : fr('privacyLaws.caption', 'The data-protection law of each market we serve')});
      await expect(table.locator('tbody tr')).toHaveCount(24);
      const row = table.getByRole('row', {name: new RegExp(`^${senegal}`)});
      await expect(row).toContainText('2008-12');
      await expect(row).toContainText('CDP');
      // The Senegalese law keeps its French name, marked as French on the English page.
      await expect(row.locator('[lang="fr"]').first()).toHaveCount(route === '/privacy' ? 1 : 0);
      await expect(table.getByRole('row', {name: /^(Kenya)/})).toContainText('Data Protection Act');
      await expect(table.getByRole('row', {name: /^(Nigeria|Nigéria)/})).toContainText('NDPC');
      await expect(table.getByRole('row', {name: /^(Cameroon|Cameroun)/})).toContainText(badge);
      await expect(page.locator('main')).toContainText(prevails);
    }
  });

  test('the terms name who licenses payment services in each market, the franc zone\'s central banks first, and the security page names them too', async ({page}) => {
    for (const [route, caption, senegal, cameroon, regulators] of [
      ['/terms', 'Who licenses and supervises payment services in each market we serve', 'Senegal', 'Cameroon', 'Payment services are licensed and supervised'],
      ['/fr/terms', fr('paymentRegulators.caption', ''), 'Sénégal', 'Cameroun', 'Les services de paiement sont soumis'],
    ] as const) {
      await page.goto(route);
      await expect(page.locator('main')).toContainText(regulators);
      const table = page.getByRole('table', {name: caption});
      await expect(table.locator('tbody tr').first()).toHaveAttribute('data-regulator', 'BCEAO');
      await expect(table.locator('tr[data-regulator="BCEAO"]')).toContainText(/(CFA franc|franc CFA) \(XOF\)/);
      await expect(table.locator('tr[data-regulator="BCEAO"]')).toContainText(senegal);
      await expect(table.locator('tr[data-regulator="BEAC"]')).toContainText('COBAC');
      await expect(table.locator('tr[data-regulator="BEAC"]')).toContainText(cameroon);
      await expect(table.locator('tr[data-regulator="CBK"]')).toContainText('Central Bank of Kenya');
      // The French institutions keep their names, marked as French on the English page only.
      await expect(table.locator('tr[data-regulator="BCEAO"] [lang="fr"]')).toHaveCount(route === '/terms' ? 1 : 0);
    }
    await page.goto('/fr/security');
    await expect(page.locator('main abbr', {hasText: 'BCEAO'})).toHaveAttribute('title', 'Banque Centrale des États de l’Afrique de l’Ouest');
    await expect(page.locator('main a[href="/fr/terms#licences-and-regulators"]')).toHaveCount(1);
  });

  test("the mobile money guide's wallets come with the countries they work in, named in the page's language", async ({page}) => {
    for (const [route, caption, orange] of [
      ['/docs/guides/mobile-money', ['Wallet', 'wallet value', 'Countries'], ['Senegal', "Côte d'Ivoire", 'Cameroon', 'DR Congo']],
      ['/fr/docs/guides/mobile-money', [fr('walletTable.wallet', 'Wallet'), 'Valeur de wallet', fr('walletTable.countries', 'Countries')], ['Sénégal', 'Côte d’Ivoire', 'Cameroun', 'RD Congo']],
    ] as const) {
      await page.goto(route);
      const table = page.getByRole('main').getByRole('table').filter({has: page.getByRole('cell', {name: 'orange-money', exact: true})});
      await expect(table.getByRole('columnheader')).toHaveText([...caption]);
      await expect(table.locator('tbody tr')).toHaveCount(WALLET_IDS.length);
      const row = table.getByRole('row', {name: /^Orange Money /});
      for (const country of orange) await expect(row).toContainText(country);
      await expect(row).toContainText(route.startsWith('/fr') ? ' et ' : ' and ');
    }
  });

  test('the French docs sidebar names each category and page differently (« Pour commencer » holds « Premiers pas »)', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/fr/docs/getting-started');
    const sidebar = page.getByRole('navigation', {name: fr('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')});
    const names = (await sidebar.locator('a.menu__link').allInnerTexts()).map((name) => name.trim());
    expect(names).toEqual(expect.arrayContaining(['Pour commencer', 'Premiers pas']));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  test('every French docs page is in French: none shows the untranslated notice', async ({page}) => {
    const notice = fr('untranslated.notice', 'This page is not translated yet: it is shown in English.');
    const docs = sitemapPaths('fr').filter((route) => route.startsWith('/fr/docs'));
    expect(docs.length).toBeGreaterThan(15);
    for (const route of docs) {
      const html = await (await page.request.get(route)).text();
      expect([route, html.includes(notice)]).toEqual([route, false]);
      expect([route, /<html[^>]*\blang="?fr\b/.test(html)]).toEqual([route, true]);
    }
  });

  test('search in French finds a market\'s details, a product page and the API reference, in French', async ({page}) => {
    await page.goto('/fr/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog');
    const field = search.getByRole('combobox');
    await expect(field).toBeFocused();
    await field.fill('Sénégal');
    const market = search.getByRole('group', {name: fr('search.section.coverage', 'Countries')}).getByRole('option', {name: /Sénégal/}).first();
    await expect(market).toBeVisible();
    await field.fill('portefeuilles mobile money');
    await expect(search.getByRole('group', {name: fr('search.section.products', 'Products')}).getByRole('option').first()).toBeVisible();
    await field.fill('Référence de l’API');
    await expect(search.getByRole('option', {name: /Référence de l’API/}).first()).toBeVisible();
    // The reference's pages keep their French title's no-break space before the colon.
    await field.fill('Paiements référence');
    await expect(search.getByRole('option').filter({hasText: /^Paiements\u00a0: référence de l’API/}).first()).toBeVisible();
    await field.fill('Sénégal');
    await market.click();
    await expect(page).toHaveURL(/\/fr\/coverage#senegal$/);
  });

  test('search in French reads the French index', async ({page}) => {
    const index = JSON.parse(readFileSync(path.join(__dirname, '../../build/fr/search-index.json'), 'utf8')) as {pages: {url: string; title: string}[]};
    expect(index.pages.length).toBeGreaterThan(0);
    for (const entry of index.pages) expect(entry.url).not.toMatch(/^\/fr\//);
    const started = index.pages.find((entry) => entry.url === '/docs/getting-started')!;
    expect(started.title).not.toBe('Getting started');
    await page.goto('/fr/');
    await waitForHydration(page);
    const requested = page.waitForRequest((request) => request.url().includes('search-index.json'));
    await page.keyboard.press('Control+k');
    expect(new URL((await requested).url()).pathname).toBe('/fr/search-index.json');
  });
});

test.describe('French error pages', () => {
  test.skip(!OTHER_LOCALES.includes('fr'), 'French is not published by this build (docusaurus.config.ts i18n.locales)');

  test('an unknown French address gets the French not-found page, naming the address', async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 404/);
    const response = await page.goto('/fr/pas-une-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(fr('notFound.title', 'Page not found'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('main')).toContainText('/fr/pas-une-page');
  });

  test('a French page that fails shows the error screen in French, the English one keeps the spec\'s words', async ({page, consoleErrors}) => {
    consoleErrors.allow();
    // The same render-time bug as in routing.spec.ts, in the French bundle (messages inlined, accents escaped by the minifier).
    await breakScript(page, /description:\(0,\w+\.\w+\)\(\{message:"Paiements et messagerie pour l[^"]*"\}\)/, 'description:{}');
    await page.goto('/fr/pas-une-page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(fr('error.title', 'Unexpected Application Error!'));
    await expect(page.getByRole('button', {name: fr('error.retry', 'Try again')})).toBeVisible();
    await expect(page.getByRole('link', {name: fr('error.home', 'Go to the home page')})).toHaveAttribute('href', '/fr/');
  });
});

test.describe('the language link on phones and tablets', () => {
  test.skip(!OTHER_LOCALES.includes('fr'), 'French is not published by this build (docusaurus.config.ts i18n.locales)');

  const cases: {route: string; width: number; label: 'Français' | 'English'; target: string}[] = [
    {route: '/about-us', width: 375, label: 'Français', target: '/fr/about-us'},
    {route: '/fr/about-us', width: 375, label: 'English', target: '/about-us'},
    // French keeps the mobile navbar up to 996 px.
    {route: '/fr/about-us', width: 800, label: 'English', target: '/about-us'},
  ];
  for (const {route, width, label, target} of cases) {
    test(`${route} at ${width} px: the menu offers the page in ${label}`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(route);
      await waitForHydration(page);
      await page.locator('.navbar__toggle').click();
      const link = page.locator('.navbar-sidebar').getByRole('link', {name: switchTo(label)});
      await expect(link).toBeInViewport();
      await expect(link).toHaveAttribute('href', target);
      // As read on screen (a flex item loses a leading space).
      expect(await link.innerText()).toBe(switchTo(label));
    });
  }

  test('without JavaScript, the menu page lists the other language too', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 375, height: 800}});
    const page = await context.newPage();
    // The static page cannot know a query or fragment: the link is the page's twin.
    await page.goto('/fr/docs/webhooks');
    await page.getByRole('link', {name: 'Ouvrir le menu'}).click();
    const link = page.getByRole('navigation', {name: 'Menu'}).getByRole('link', {name: switchTo('English')});
    await expect(link).toHaveAttribute('href', '/docs/webhooks');
    await context.close();
  });
});
