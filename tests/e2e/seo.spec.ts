import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, sitemapPaths, waitForHydration} from './fixtures';

/**
 * What search engines and link previews read, on every published page of the
 * production build: the static HTML, as a crawler gets it (no JavaScript).
 */
const buildDir = path.join(__dirname, '../../build');
const htmlOf = (route: string) => readFileSync(path.join(buildDir, route === '/' ? 'index.html' : `${route}.html`), 'utf8');
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1]?.replace(/^"|"$/g, '');
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta[^>]*(?:name|property)=["']?${key}["']? content=("[^"]*"|[^\\s>]+)`));

const routes = sitemapPaths();
const siteUrl = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'))![1]!).origin;

test('every page has its own description, a canonical URL, Open Graph and Twitter card tags and a language', () => {
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const html = htmlOf(route);
    expect.soft(html, route).toMatch(/^<!doctype html><html lang=["']?en["']?[\s>]/i);
    const description = meta(html, 'description') ?? '';
    expect.soft(description.length, `${route}: description`).toBeGreaterThan(40);
    expect.soft(descriptions.get(description), `${route}: description also used by`).toBeUndefined();
    descriptions.set(description, route);
    const canonical = attr(html, /<link[^>]*rel=["']?canonical["']? href=("[^"]*"|[^\s>]+)/);
    expect.soft(canonical, `${route}: canonical`).toBe(`${siteUrl}${route}`);
    expect.soft(meta(html, 'og:url'), `${route}: og:url`).toBe(canonical);
    expect.soft(meta(html, 'og:title'), `${route}: og:title`).toBeTruthy();
    expect.soft(meta(html, 'og:description'), `${route}: og:description`).toBe(description);
    expect.soft(meta(html, 'og:site_name'), `${route}: og:site_name`).toBeTruthy();
    expect.soft(meta(html, 'og:type'), `${route}: og:type`).toMatch(/^(website|article)$/);
    expect.soft(meta(html, 'twitter:card'), `${route}: twitter:card`).toBe('summary_large_image');
    const image = meta(html, 'og:image') ?? '';
    expect.soft(meta(html, 'twitter:image'), `${route}: twitter:image`).toBe(image);
    expect.soft(image, `${route}: og:image is absolute`).toMatch(new RegExp(`^${siteUrl}/img/`));
    expect.soft(existsSync(path.join(buildDir, new URL(image || siteUrl).pathname)), `${route}: og:image ${image} exists`).toBe(true);
  }
});

test('the social card is an image made for the site, at the size link previews use', async ({request}) => {
  const response = await request.get('/img/social-card.jpg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const jpeg = await response.body();
  // The JPEG's frame header (SOF0) holds its height and width.
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
});

test('robots.txt allows crawling and announces the sitemap, which lists every page', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)![1]!;
  expect(sitemapUrl).toBe(`${siteUrl}/sitemap.xml`);
  const sitemap = await request.get(new URL(sitemapUrl).pathname);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${siteUrl}/docs/getting-started</loc>`);
});

test('the home page describes the company as schema.org Organization data', async ({page}) => {
  await page.goto('/');
  // The head tags are re-rendered while the page hydrates: read them once it has.
  await waitForHydration(page);
  await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Organization');
  expect(organization).toBeDefined();
  const brandName = (await page.locator('meta[property="og:site_name"]').getAttribute('content'))!;
  expect(organization).toMatchObject({'@context': 'https://schema.org', name: brandName, url: `${siteUrl}/`});
  expect(organization!.logo).toMatch(new RegExp(`^${siteUrl}/img/.+\\.svg$`));
  expect((await page.request.get(new URL(organization!.logo as string).pathname)).status()).toBe(200);
  expect(organization!.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/(www\.)?linkedin\.com\//)]));
  expect(JSON.stringify(organization)).not.toContain('{brand}');
});
