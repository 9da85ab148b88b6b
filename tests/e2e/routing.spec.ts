import {test, expect, waitForHydration, breakScript} from './fixtures';

test.describe('routing', () => {
  test.use({viewport: {width: 375, height: 700}});

  test('scrolls to the top on every path change', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const privacy = page.getByRole('contentinfo').getByRole('link', {name: 'Privacy', exact: true});
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await privacy.click();
    await expect(page).toHaveURL('/privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('h1')).toContainText('Privacy');
  });

  test('scrolls to the anchor when the address has one', async ({page}) => {
    await page.goto('/docs#need-help');
    await waitForHydration(page);
    await expect(page.locator('#need-help')).toBeInViewport();

    // A path change inside the app (the router's history, as a link or Back does) to an address with an anchor.
    await page.goto('/careers');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs#your-first-request');
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    });
    await expect(page.locator('h1')).toHaveText('Developer documentation');
    await expect(page.locator('#your-first-request')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', {name: 'API Docs', exact: true}).click();
    await expect(page).toHaveURL('/api-docs');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('not-found page', () => {
  test('says what happened and links home, to the docs and to contact', async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page.getByRole('main')).toContainText('/no-such-page');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: /Home page/})).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', {name: /Developer docs/})).toHaveAttribute('href', '/docs');
    await expect(main.getByRole('link', {name: /Contact us/})).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('shows a hostile address as text', async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 404/);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('error screen', () => {
  test.afterEach(async ({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  test('replaces a page whose content fails, inside the shared layout, with a retry and a way home', async ({page, consoleErrors}) => {
    consoleErrors.allow();
    // A render-time bug in the not-found page's content (a link description that is not text).
    // Messages are inlined at bundle time (src/plugins/inlineTranslations): the call carries the English text.
    await breakScript(page, /description:\(0,\w+\.\w+\)\(\{message:"Payments and messaging for Africa, through one API\."\}\)/, 'description:{}');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Unexpected Application Error!');
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Unexpected Application Error!');
    await page.getByRole('link', {name: 'Go to the home page'}).click();
    await expect(page).toHaveURL('/');
  });

  test('still shows when the shared layout itself fails', async ({page, consoleErrors}) => {
    consoleErrors.allow();
    // A render-time bug in the footer (an office address that is not text): even the layout cannot render.
    await breakScript(page, /address:"4th Floor[^"]*"/, 'address:{}');
    await page.goto('/careers');
    // The footer is React's once the reader nears it (src/ui/HydrateNearScreen).
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Unexpected Application Error!');
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
  });
});

test.describe('code highlighting', () => {
  test('highlights code blocks, additional languages included, on the pages that have them', async ({page}) => {
    await page.goto('/docs');
    await waitForHydration(page);
    // The sample's cURL tab: plain in the static HTML (its first language, JavaScript, is highlighted there), highlighted once shown.
    await page.getByRole('main').getByRole('tab', {name: 'cURL'}).first().click();
    const block = page.locator('pre.language-bash').first();
    await expect(block).toContainText('Authorization: Bearer');
    // Prism's bash grammar marks the command ("curl") as a function token.
    await expect(block.locator('.token.function', {hasText: 'curl'})).toHaveCount(1);
    await expect(block.locator('.token.string')).not.toHaveCount(0);
  });
});

// /news has its own card layout (tests/e2e/news.spec.ts); /changelog lists the updates as the theme does.
test.describe('feed list pages', () => {
  for (const feed of ['/changelog', '/changelog/page/2']) {
    test(`${feed} has a heading and links each post by its title`, async ({page}) => {
      await page.goto(feed);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const firstTitle = (await page.locator('article h2').first().innerText()).trim();
      await expect(page.getByRole('link', {name: `Read “${firstTitle}”`})).toBeVisible();
      await expect(page.getByRole('link', {name: /^Read more$/})).toHaveCount(0);
    });
  }
});

test.describe('contact', () => {
  test('lists every team with a working e-mail address of the brand', async ({page}) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const teams = page.getByRole('main').locator('ul > li');
    await expect(teams).toHaveCount(6);
    for (const team of await teams.all()) {
      await expect(team.getByRole('heading', {level: 2})).not.toBeEmpty();
      expect(await team.getByRole('link').getAttribute('href')).toMatch(/^mailto:[a-z]+@[a-z0-9.-]+\.[a-z]+$/);
    }
  });

  for (const [route, mailbox] of [['/privacy', 'privacy'], ['/security', 'security']] as const) {
    test(`${route} gives the ${mailbox} team's address`, async ({page}) => {
      await page.goto(route);
      await expect(page.getByRole('main').locator(`a[href^="mailto:${mailbox}@"]`).first()).toBeVisible();
    });
  }
});
