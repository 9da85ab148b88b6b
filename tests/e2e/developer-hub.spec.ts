import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration, seriousA11yViolations} from './fixtures';

/** The sample blocks of a page: each is a tab list of languages over code blocks. */
const sampleTabs = (page: Page) => page.getByRole('main').locator('.tabs-container');
const selectedLanguages = (page: Page) => sampleTabs(page).getByRole('tab', {selected: true}).allInnerTexts();
const visibleCode = (block: Locator) => block.locator('[role="tabpanel"]:not([hidden]) pre code');
const LANGUAGES = ['JavaScript', 'Python', 'cURL', 'PHP', 'Java', 'Go', 'C#'];
/** A line each language's sample is sure to have. */
const SIGNATURE: Record<string, string> = {
  JavaScript: 'createClient(',
  Python: 'import requests',
  cURL: 'Authorization: Bearer $API_KEY',
  PHP: 'curl_setopt_array(',
  Java: 'HttpClient.newHttpClient()',
  Go: 'http.NewRequest(',
  'C#': 'new HttpClient()',
};

test.describe('developer hub', () => {
  test('the three first calls, each in seven languages', async ({page}) => {
    await page.goto('/api-docs');
    await waitForHydration(page);
    await expect(sampleTabs(page)).toHaveCount(3);
    for (const block of await sampleTabs(page).all()) await expect(block.getByRole('tab')).toHaveText(LANGUAGES);
    const [payment, sms, lookup] = await sampleTabs(page).all();
    await expect(visibleCode(payment!)).toContainText('/v1/payments');
    await expect(visibleCode(sms!)).toContainText('/v1/sms/messages');
    await lookup!.getByRole('tab', {name: 'cURL'}).click();
    await expect(visibleCode(lookup!)).toContainText('/v1/payments/pay_');
    await expect(visibleCode(lookup!)).toContainText('Authorization: Bearer $API_KEY');
  });

  test('the tabs switch, every sample follows, and the choice is remembered on other pages', async ({page}) => {
    await page.goto('/api-docs');
    await waitForHydration(page);
    expect(await selectedLanguages(page)).toEqual(['JavaScript', 'JavaScript', 'JavaScript']);
    const first = sampleTabs(page).first();
    await first.getByRole('tab', {name: 'Python'}).click();
    expect(await selectedLanguages(page)).toEqual(['Python', 'Python', 'Python']);
    for (const block of await sampleTabs(page).all()) await expect(visibleCode(block)).toContainText('import requests');
    // Another page of the site, and a fresh load: Python still.
    await page.goto('/docs/getting-started');
    await waitForHydration(page);
    const onDocs = await selectedLanguages(page);
    expect(onDocs.length).toBeGreaterThan(0);
    expect(new Set(onDocs)).toEqual(new Set(['Python']));
    await page.reload();
    await waitForHydration(page);
    expect(new Set(await selectedLanguages(page))).toEqual(new Set(['Python']));
    for (const block of await sampleTabs(page).all()) await expect(visibleCode(block)).toContainText('import requests');
  });

  test('hydration keeps the sample blocks of the static HTML (they are not rebuilt), and a remembered language is shown in them', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.tab.language', 'python');
      document.addEventListener('DOMContentLoaded', () => Object.assign(window, {staticBlocks: Array.from(document.querySelectorAll('main .tabs-container'))}));
    });
    await page.goto('/docs/webhooks');
    await waitForHydration(page);
    // The signature check's tabs (the page's API samples come first).
    const signature = sampleTabs(page).filter({hasText: 'hmac'}).first();
    await expect(signature.getByRole('tab', {selected: true})).toHaveText('Python');
    await expect(visibleCode(signature).first()).toContainText('import hmac');
    const kept = await page.evaluate(() => {
      const before = (window as unknown as {staticBlocks: Element[]}).staticBlocks;
      const after = Array.from(document.querySelectorAll('main .tabs-container'));
      return before.length > 0 && before.length === after.length && before.every((block, i) => block === after[i]);
    });
    expect(kept).toBe(true);
  });

  test('at 320 px every language\'s tab is in view (the list wraps), and each shows its own sample', async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await page.goto('/api-docs');
    await waitForHydration(page);
    const block = sampleTabs(page).first();
    const list = block.getByRole('tablist');
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const language of LANGUAGES) {
      const tab = block.getByRole('tab', {name: language, exact: true});
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      await tab.click();
      await expect(visibleCode(block)).toContainText(SIGNATURE[language]!);
    }
    expect(await seriousA11yViolations(page, {within: block})).toEqual([]);
  });

  test('the tabs work by keyboard', async ({page}) => {
    await page.goto('/api-docs');
    await waitForHydration(page);
    const first = sampleTabs(page).first();
    await first.getByRole('tab', {name: 'JavaScript'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tab', {name: 'Python'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  });

  test('each copy button puts the visible sample on the clipboard', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api-docs');
    await waitForHydration(page);
    for (const [index, language] of LANGUAGES.entries()) {
      const block = sampleTabs(page).nth(index % 3);
      await block.getByRole('tab', {name: language, exact: true}).click();
      const code = (await visibleCode(block).locator('.token-line').allTextContents()).join('\n').trim();
      await block.locator('[role="tabpanel"]:not([hidden])').getByRole('button', {name: 'Copy code to clipboard'}).click();
      // (The theme's "Copied" label lasts one second: too short to assert on a busy machine; the clipboard is the proof.)
      await expect.poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/\/v1\//);
    }
  });

  test('links to getting started, the API reference, the docs and developer support', async ({page}) => {
    await page.goto('/api-docs');
    const main = page.getByRole('main');
    for (const href of ['/docs/getting-started', '/api-reference', '/docs', '/contact/support']) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await main.locator('a[href="/docs/getting-started"]').first().click();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page).toHaveURL('/docs/getting-started');
  });
});

test.describe('docs tables on a phone', () => {
  test.use({viewport: {width: 375, height: 740}});

  for (const route of ['/docs/getting-started', '/docs/errors', '/docs/sandbox']) {
    test(`${route}: a table wider than the screen scrolls by keyboard (axe: no serious violation at 375 px)`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      const tables = page.locator('.theme-doc-markdown table');
      expect(await tables.count()).toBeGreaterThan(0);
      // Headings line up with their cells (browsers centre a <th>).
      expect(new Set(await tables.locator('th').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign)))).toEqual(new Set(['start']));
      const wide = tables.filter({has: page.locator('tr')});
      for (const table of await wide.all()) {
        const scrolls = await table.evaluate((el) => el.scrollWidth > el.clientWidth);
        if (!scrolls) continue;
        // It shows that it scrolls: shadows that stay at its edges, under covers that scroll with its content.
        expect(await table.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toBe('local, local, scroll, scroll');
        await table.focus();
        await expect(table).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      }
      // The page is scanned whole at 1280 px by its route's test (routes.spec.ts): here its tables, as a phone shows them.
      expect(await seriousA11yViolations(page, {within: tables})).toEqual([]);
    });
  }
});
