import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, seriousA11yViolations} from './fixtures';
import {budgetFor} from './budgets';
import escapeStringRegexp from 'escape-string-regexp';

const trigger = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search', exact: true});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the site'});
const field = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search docs, news and product updates'});
const options = (page: Page) => dialog(page).getByRole('listbox').getByRole('option');

async function openSearch(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  await trigger(page).click();
  await expect(field(page)).toBeFocused();
}

test.describe('site search at desktop width', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const route of ['/', '/docs/webhooks']) {
    test(`from ${route}: "sandbox" finds the sandbox docs and Enter opens it`, async ({page}) => {
      await openSearch(page, route);
      await field(page).fill('sandbox');
      await expect(options(page).first()).toContainText('Sandbox test numbers');
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog(page).getByRole('group', {name: 'Docs'})).toBeVisible();
      await expect(options(page).first().locator('mark').first()).toHaveText(/sandbox/i);
      // Each option is named by all it shows (title, heading, snippet), in the order it shows them.
      for (const option of (await options(page).all()).slice(0, 3)) {
        const parts = (await option.locator(':scope > span').allTextContents()).map((text) => escapeStringRegexp(text.trim()));
        expect(parts.length).toBeGreaterThanOrEqual(2);
        await expect(option).toHaveAccessibleName(new RegExp(`^${parts.join(' (# )?')}$`));
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/docs/sandbox');
      await expect(page.locator('h1')).toHaveText('Sandbox test numbers');
      await expect(dialog(page)).toBeHidden();
    });
  }

  test('finds a news article and a product update, labelled by section', async ({page}) => {
    await openSearch(page, '/careers');
    await field(page).fill('Lilongwe');
    const news = dialog(page).getByRole('group', {name: 'News'}).getByRole('option', {name: /A new office in Lilongwe/});
    await expect(news).toHaveAttribute('href', '/news/new-office-in-lilongwe');

    await field(page).fill('v3.2.1');
    const update = dialog(page).getByRole('group', {name: 'Product updates'}).getByRole('option').first();
    await expect(update).toHaveAttribute('href', '/updates/v3-2-1');

    await field(page).fill('idempotency');
    await expect(dialog(page).getByRole('group', {name: 'Product updates'}).getByRole('option').first()).toHaveAttribute('href', /^\/updates\//);
    // A docs heading that matches is linked directly.
    await expect(dialog(page).getByRole('group', {name: 'Docs'}).getByRole('option').first()).toHaveAttribute('href', /^\/docs\/[\w/-]+#[\w-]+$/);
  });

  test('keyboard only: Ctrl+K and "/" open, arrows move, Esc closes and returns focus, Enter follows', async ({page}) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('mobile money');
    await expect(options(page).nth(1)).toBeVisible();
    const activeId = () => field(page).getAttribute('aria-activedescendant');
    const first = await activeId();
    await expect(options(page).first()).toHaveAttribute('id', first!);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await activeId()).toBe(await options(page).nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    // Focus stays in the dialog.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();

    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');
    await page.keyboard.type('webhooks');
    const target = await options(page).first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
  });

  test('keeps what is typed while the dialog\'s code is still on its way', async ({page}) => {
    // The dialog's code is held back until the typing is over, however long the typing takes.
    let typingOver!: () => void;
    const held = new Promise<void>((resolve) => (typingOver = resolve));
    const dialogCode = '**/assets/js/search-dialog.*.js';
    await page.route(dialogCode, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/partners');
    await waitForHydration(page);
    const asked = page.waitForRequest(dialogCode);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('lilongwx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e');
    // Asked for, and still on its way: all of the above was typed ahead of it.
    await asked;
    typingOver();
    await expect(field(page)).toHaveValue('lilongwe');
    await expect(options(page).first()).toHaveAttribute('href', '/news/new-office-in-lilongwe');
  });

  test('"/" typed in a form field is a character, not the shortcut', async ({page}) => {
    await page.goto('/news');
    await waitForHydration(page);
    const email = page.getByRole('textbox', {name: /e-?mail/i}).first();
    await email.fill('');
    await email.press('/');
    await expect(dialog(page)).toBeHidden();
    await expect(email).toHaveValue('/');
  });

  test('says so when nothing matches, politely, and shows typed markup as text', async ({page}) => {
    await openSearch(page, '/');
    await field(page).fill('zzqxj');
    await expect(dialog(page).getByText('No results for “zzqxj”.')).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'No results'})).toHaveAttribute('aria-live', 'polite');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');

    await field(page).fill('sandbox');
    await expect(page.getByRole('status').filter({hasText: /^(\d+ results?|The \d+ best results)$/})).toBeAttached();

    const payload = '<img src=x onerror=alert(1)>';
    page.on('dialog', () => {
      throw new Error('a script ran');
    });
    await field(page).fill(payload);
    await expect(dialog(page).getByText(`No results for “${payload}”.`)).toBeVisible();
    await expect(dialog(page).locator('img')).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no serious accessibility violation with the dialog open and results shown (${colorScheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await openSearch(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await seriousA11yViolations(page, {within: dialog(page)})).toEqual([]);
      await field(page).fill('mobile mon');
      await expect(options(page).first()).toBeVisible();
      expect(await seriousA11yViolations(page, {within: dialog(page)})).toEqual([]);
      await field(page).fill('zzqxj');
      await expect(dialog(page).getByText('No results for “zzqxj”.')).toBeVisible();
      expect(await seriousA11yViolations(page, {within: dialog(page)})).toEqual([]);
    });
  }

  test('on / the search code and index load only on first interest, within the page budget', async ({page}) => {
    const requests: string[] = [];
    const scripts: Promise<number>[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto('/', {waitUntil: 'networkidle'});
    await waitForHydration(page);
    await expect(trigger(page)).toBeVisible();
    expect(requests.filter((path) => /search-index|search-dialog/.test(path))).toEqual([]);
    const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    test.info().annotations.push({type: 'js-gzip-bytes', description: String(total)});
    expect.soft(total, `/: ${total} gzip bytes of JavaScript before any interaction`).toBeLessThanOrEqual(budgetFor('/'));

    const index = page.waitForRequest((request) => request.url().endsWith('/search-index.json'));
    await trigger(page).hover();
    await index;
    expect(requests.some((path) => /\/assets\/js\/search-dialog\.[\w]+\.js$/.test(path))).toBe(true);
  });

  test('the static HTML holds no search control, only its reserved slot, and the trigger moves nothing', async ({page, request}) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/aria-label="?Search/);
    await page.goto('/');
    const slot = page.locator('.navbar__items--right > div').first();
    const before = await slot.locator('> span').boundingBox();
    await waitForHydration(page);
    await expect(trigger(page)).toBeVisible();
    // Horizontally nothing moves (vertically the navbar may be mid-way through its compaction transition).
    const after = (await trigger(page).boundingBox())!;
    expect({x: after.x, width: after.width, height: after.height}).toEqual({x: before!.x, width: before!.width, height: before!.height});
  });
});

test.describe('site search on a phone (375 px)', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('an icon button in the bar, a full-screen dialog, nothing overflows', async ({page}) => {
    await page.goto('/docs/sandbox');
    await waitForHydration(page);
    const button = (await trigger(page).boundingBox())!;
    const toggle = (await page.locator('.navbar__inner .navbar__toggle').boundingBox())!;
    const logo = (await page.locator('.navbar__inner .navbar__brand').boundingBox())!;
    expect(button.width).toBeGreaterThanOrEqual(40);
    expect(button.x + button.width).toBeLessThanOrEqual(375);
    expect(button.x).toBeGreaterThan(Math.max(toggle.x + toggle.width, logo.x + logo.width));
    await trigger(page).click();
    await field(page).fill('lilongwe');
    await expect(options(page).first()).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    expect(box.width).toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await options(page).first().click();
    await expect(page).toHaveURL('/news/new-office-in-lilongwe');
  });
});
