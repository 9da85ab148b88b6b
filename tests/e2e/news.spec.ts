import {test, expect, waitForHydration} from './fixtures';
import {readFeed} from '../support/feedFiles';
import {NEWS_LATEST_COUNT} from '../../src/features/feeds/data/news';
import {newsPictureFile} from '../../src/features/feeds/data/newsPictures';

/** The articles as published (blog/), newest first. */
const ARTICLES = readFeed('blog').map(({id, frontMatter}) => ({
  id,
  title: frontMatter.title as string,
  category: frontMatter.category as string,
  description: frontMatter.description as string,
  image: frontMatter.image as string,
}));

test.describe('news', () => {
  test(`/news shows the ${NEWS_LATEST_COUNT} latest articles with picture, category, date, title and excerpt`, async ({page}) => {
    await page.goto('/news');
    const cards = page.getByRole('region', {name: 'Latest articles'}).locator('article');
    await expect(cards).toHaveCount(NEWS_LATEST_COUNT);
    for (const [index, article] of ARTICLES.slice(0, NEWS_LATEST_COUNT).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', {level: 3})).toHaveText(article.title);
      await expect(card.getByRole('link', {name: article.title})).toHaveAttribute('href', `/news/${article.id}`);
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(article.description);
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
      const image = card.locator('img');
      await expect(image).toHaveAttribute('width', '640');
      await expect(image).toHaveAttribute('height', '336');
      await expect(image).toHaveAttribute('src', newsPictureFile(article.image, 640));
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  // The build writes each picture as WebP in three widths (src/plugins/newsPictures.ts): a phone takes the
  // 800 px file, a third of the 1200 px JPEG's bytes, for a card and for the article's own picture.
  test.describe('on a phone', () => {
    test.use({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true});
    for (const route of ['/news', `/news/${ARTICLES[0]!.id}`]) {
      test(`${route}: the first picture is the 800 px WebP file, a picture of at most 10 KB`, async ({page}) => {
        const sizes = new Map<string, number>();
        page.on('response', async (response) => {
          if (/\/img\/news\//.test(response.url())) sizes.set(new URL(response.url()).pathname, (await response.body()).length);
        });
        await page.goto(route);
        const image = page.getByRole('main').locator('img').first();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        const chosen = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        expect(chosen).toBe(newsPictureFile(ARTICLES[0]!.image, 800));
        await expect.poll(() => sizes.get(chosen)).toBeLessThan(10_000);
        expect([...sizes.keys()].filter((file) => file.endsWith('.jpg'))).toEqual([]);
      });
    }
  });

  test('the only links to /news/… on /news are its articles', async ({page}) => {
    await page.goto('/news');
    await expect(page.locator('a[href^="/news/"]')).toHaveCount(NEWS_LATEST_COUNT);
  });

  test('older articles follow from the last one shown, and are listed on the next page; every article has its page', async ({page}) => {
    await page.goto(`/news/${ARTICLES[NEWS_LATEST_COUNT - 1]!.id}`);
    await page.getByRole('link', {name: new RegExp(ARTICLES[NEWS_LATEST_COUNT]!.title)}).click();
    await expect(page).toHaveURL(`/news/${ARTICLES[NEWS_LATEST_COUNT]!.id}`);
    await page.goto('/news/page/2');
    await expect(page.getByRole('link', {name: /Newer entries/})).toHaveAttribute('href', '/news');
    await expect(page.locator('main article h3')).toHaveText(ARTICLES.slice(NEWS_LATEST_COUNT, NEWS_LATEST_COUNT * 2).map((a) => a.title));
    // The paginator stands apart from the last card (it touched it).
    const lastCard = await page.locator('main article').last().boundingBox();
    const paginator = await page.getByRole('navigation', {name: /Blog list page navigation/}).boundingBox();
    expect(paginator!.y - (lastCard!.y + lastCard!.height)).toBeGreaterThanOrEqual(16);
    for (const article of ARTICLES) {
      await page.goto(`/news/${article.id}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(article.title);
      await expect(page.getByRole('main')).toContainText(article.category);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${article.image}$`));
    }
  });

  test('the market insights block', async ({page}) => {
    await page.goto('/news');
    const insights = page.getByRole('region', {name: 'Market insights'});
    await expect(insights.getByRole('heading', {level: 3})).toHaveCount(4);
    const links = insights.locator('li a');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/(docs|carrier-billing)/);
  });

  test('the newsletter e-mail is required, checked next to the field, and kept when not sent', async ({page}) => {
    await page.goto('/news');
    await waitForHydration(page);
    const form = page.locator('form[data-form="newsletter"]');
    const email = form.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await form.getByRole('button', {name: 'Subscribe'}).click();
    await expect(email).toBeFocused();
    await expect(form.locator('#newsletter-email-error')).toHaveText('Enter email address.');
    await expect(email).toHaveAttribute('aria-describedby', 'newsletter-email-error');
    await email.fill('reader@example.com');
    await email.blur();
    await expect(form.locator('#newsletter-email-error')).toHaveCount(0);
    await form.getByRole('button', {name: 'Subscribe'}).click();
    await expect(form.getByRole('status')).toContainText('nothing was sent');
    await expect(form.getByRole('link', {name: /Email your answers to hello@/})).toHaveAttribute('href', /^mailto:hello@[^?]+\?subject=Newsletter%20subscription&body=Email%20address%3A%20reader%40example.com$/);
    await expect(email).toHaveValue('reader@example.com');
  });
});
