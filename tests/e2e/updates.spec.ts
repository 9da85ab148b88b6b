import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {readFeed} from '../support/feedFiles';
import {STATUS_LABELS, UPDATE_FILTERS, type UpdateStatus} from '../../src/features/feeds/data/updates';
import {changelogRelease} from '../support/feedFiles';

/** The updates as published (changelog/), newest first: what the pages must show. */
const UPDATES = readFeed('changelog').map(({id, frontMatter}) => ({
  id,
  title: frontMatter.title as string,
  type: frontMatter.type as string,
  status: frontMatter.status as UpdateStatus,
}));
const countOf = (type: string) => (type === 'all' ? UPDATES.length : UPDATES.filter((u) => u.type === type).length);

const cards = (page: Page) => page.locator('#updates-panel article');
const tab = (page: Page, name: string) => page.getByRole('tablist', {name: 'Show updates for'}).getByRole('tab', {name, exact: true});

async function open(page: Page, search = '') {
  await page.goto(`/product-updates${search}`);
  await waitForHydration(page);
}

test.describe('product updates filter', () => {
  test('the four tabs, All selected: every update, newest first', async ({page}) => {
    await open(page);
    await expect(page.getByRole('tablist', {name: 'Show updates for'}).getByRole('tab')).toHaveText(UPDATE_FILTERS.map((f) => new RegExp(`^${f.label}`)));
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(UPDATES.length);
    await expect(cards(page).locator('h3')).toHaveText(UPDATES.map((u) => u.title));
  });

  for (const {value, label} of UPDATE_FILTERS.filter((f) => f.value !== 'all')) {
    test(`${label} shows only its updates and puts the choice in the URL`, async ({page}) => {
      await open(page);
      await tab(page, label).click();
      await expect(page).toHaveURL(new RegExp(`/product-updates\\?type=${value}$`));
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page)).toHaveCount(countOf(value));
      for (const type of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))) expect(type).toBe(value);
      await expect(page.locator('#updates-panel')).toContainText(`Showing ${countOf(value)} update`);
    });
  }

  test('a shared filtered address opens filtered; All clears the parameter', async ({page}) => {
    await open(page, '?type=sms');
    await expect(tab(page, 'SMS')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(countOf('sms'));
    await tab(page, 'All').click();
    await expect(page).toHaveURL(/\/product-updates$/);
    await expect(cards(page)).toHaveCount(UPDATES.length);
  });

  test('an unknown or hostile filter shows everything', async ({page}) => {
    await open(page, `?type=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(UPDATES.length);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('works by keyboard: arrows, Home and End move the selection, one tab stop', async ({page}) => {
    await open(page);
    await tab(page, 'All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Payments')).toBeFocused();
    await expect(page).toHaveURL(/\?type=payments$/);
    await expect(cards(page)).toHaveCount(countOf('payments'));
    await page.keyboard.press('End');
    await expect(tab(page, 'Dashboard')).toBeFocused();
    await expect(cards(page)).toHaveCount(countOf('dashboard'));
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'All')).toBeFocused();
    await expect(page).toHaveURL(/\/product-updates$/);
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {selected: false}).first()).toHaveAttribute('tabindex', '-1');
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.locator('#updates-panel')).toBeFocused();
  });
});

test.describe('product update cards and pages', () => {
  test('each card shows its status as the spec names it, and links to /updates/{id}', async ({page}) => {
    await open(page);
    for (const update of UPDATES) {
      const card = cards(page).filter({has: page.getByRole('heading', {name: update.title, exact: true})});
      await expect(card.locator('[data-status]')).toHaveText(STATUS_LABELS[update.status]);
      await expect(card.getByRole('link', {name: update.title})).toHaveAttribute('href', `/updates/${update.id}`);
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    const labels = new Set(await cards(page).locator('[data-status]').allInnerTexts());
    expect([...labels].sort()).toEqual(['Coming Soon', 'Important Notice', 'Live']);
  });

  test('the current release comes from the updates; the legacy API notice and the changelog link are there', async ({page}) => {
    await open(page);
    await expect(page.getByTestId('current-release')).toHaveText(changelogRelease()!);
    const notice = page.getByRole('complementary', {name: /Legacy payment API v1/});
    await expect(notice).toContainText('30 September 2023');
    await expect(notice.getByRole('link', {name: 'Migrate to v3'})).toHaveAttribute('href', '/docs/migrate-from-v1');
    await expect(page.getByRole('main').getByRole('link', {name: 'Full changelog'})).toHaveAttribute('href', '/changelog');
  });

  test('a card opens the update’s own page', async ({page}) => {
    const update = UPDATES.find((u) => u.status === 'upcoming')!;
    await open(page);
    await page.getByRole('link', {name: update.title, exact: true}).click();
    await expect(page).toHaveURL(`/updates/${update.id}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(update.title);
    await expect(page.getByRole('main').locator('[data-status]')).toHaveText('Coming Soon');
  });

  test('dates in French raise the ordinal of the first of the month (1er), on the cards and on the update\'s page', async ({page}) => {
    const first = readFeed('changelog').find(({file}) => /\/\d{4}-\d{2}-01-/.test(file));
    expect(first, 'an update dated the first of a month').toBeDefined();
    const date = /\d{4}-\d{2}-01/.exec(first!.file)![0];
    await page.goto('/fr/product-updates');
    const time = page.locator(`article time[datetime^="${date}"]`);
    await expect(time).toHaveText(/^1er \p{L}+ \d{4}$/u);
    await expect(time.locator('sup')).toHaveText('er');
    await page.goto(`/fr/updates/${first!.id}`);
    await expect(page.getByRole('main').locator(`time[datetime^="${date}"]`)).toHaveText(/^1er /);
    await expect(page.getByRole('main').locator(`time[datetime^="${date}"] sup`)).toHaveText('er');
  });

  test('the subscribe e-mail is required and checked next to the field, and nothing typed is lost', async ({page}) => {
    await open(page);
    const form = page.locator('form[data-form="product-updates-subscription"]');
    const email = form.getByLabel('Email address');
    await form.getByRole('button', {name: 'Subscribe'}).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#product-updates-subscription-email-error')).toHaveText('Enter email address.');
    await email.fill('dev@example');
    await form.getByRole('button', {name: 'Subscribe'}).click();
    await expect(form.locator('#product-updates-subscription-email-error')).toHaveText('Enter an e-mail address like name@company.com.');
    await email.fill('dev@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', {name: 'Subscribe'}).click();
    // No form service in this build: it says so, and the address stays.
    await expect(form.getByRole('status')).toContainText('nothing was sent');
    await expect(email).toHaveValue('dev@example.com');
  });
});

test.describe('changelog', () => {
  test('the full history, newest first, over pages of ten', async ({page}) => {
    await page.goto('/changelog');
    const titles = page.getByRole('main').locator('article h2');
    await expect(titles).toHaveText(UPDATES.slice(0, 10).map((u) => u.title));
    await page.getByRole('link', {name: /Older entries/}).click();
    await expect(page).toHaveURL('/changelog/page/2');
    await expect(titles).toHaveText(UPDATES.slice(10).map((u) => u.title));
    for (const link of await page.getByRole('main').locator('article h2 a').all()) await expect(link).toHaveAttribute('href', /^\/updates\/[\w-]+$/);
  });
});

/** A feed parsed by the browser's XML parser: its item titles and links, or the parser's error. */
async function readFeedXml(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const xml = await response.text();
  await page.goto('/');
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const items = Array.from(doc.querySelectorAll('item, entry')).map((item) => ({
      title: item.querySelector('title')?.textContent ?? '',
      link: item.querySelector('link')?.getAttribute('href') || item.querySelector('link')?.textContent || '',
    }));
    return {error, root: doc.documentElement.nodeName, items};
  }, xml);
}

test.describe('feeds', () => {
  for (const [folder, route, feedPath] of [
    ['changelog', '/updates/', '/changelog'],
    ['blog', '/news/', '/news'],
  ] as const) {
    const expected = readFeed(folder).map((f) => ({title: f.frontMatter.title as string, id: f.id}));
    for (const [kind, rootName] of [
      ['rss.xml', 'rss'],
      ['atom.xml', 'feed'],
    ] as const) {
      test(`${feedPath}/${kind} is valid XML with every item, linking to ${route}{id}`, async ({page}) => {
        const feed = await readFeedXml(page, `${feedPath}/${kind}`);
        expect(feed.error).toBeNull();
        expect(feed.root).toBe(rootName);
        expect(feed.items.map((i) => i.title)).toEqual(expected.map((e) => e.title));
        feed.items.forEach((item, index) => expect(new URL(item.link).pathname).toBe(`${route}${expected[index]!.id}`));
      });
    }
  }

  test('pages announce their feeds', async ({page}) => {
    await page.goto('/product-updates');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href$="/changelog/rss.xml"]')).toHaveCount(1);
    await page.goto('/news');
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"][href$="/news/atom.xml"]')).toHaveCount(1);
  });
});
