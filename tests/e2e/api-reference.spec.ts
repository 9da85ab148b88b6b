import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, expectRenderedWhenNear, messageIn, pathIn, type Locale} from './fixtures';
import {budgetFor} from './budgets';
import {brand} from '../../src/brand';
import {SAMPLE_LANGUAGES} from '../../src/data/sampleLanguages';
import {INDEX_ROUTE, REFERENCE_ROUTES, REFERENCE_TAGS, WEBHOOKS, WEBHOOKS_ROUTE, routeOf} from '../support/referencePages';

/** The index, and the page of the contract's first resource (Payments: createPayment's fields and sample). */
const ROUTE = INDEX_ROUTE;
const PAYMENTS = routeOf('createPayment');
/** Written only by src/features/api/ApiReference (its contents nav, on every page of the reference): tells its chunk from any other. */
const COMPONENT_MARKER = 'API reference contents';
/** Written only in the payments page's props (its slice of the model). */
const PROPS_MARKER = '"name":"amountRefunded"';
/** The reference's own JavaScript on a resource's page (component, props, tabs, code blocks and Prism): gzip bytes, measured 51.5 KB for the one-page reference. */
const OWN_JS_BUDGET = 60_000;
/**
 * The one-page reference's HTML before it was split by resource (build/api-reference.html at a6d0a79,
 * 7 operations and 2 webhooks): no page of the reference may weigh more, however long the contract grows.
 */
const ONE_PAGE_HTML_BYTES = {en: 560_773, fr: 566_687} as const;

interface Doc {
  info: {title: string};
  servers: {url: string; variables?: {domain?: {default: string}}}[];
  paths: Record<string, Record<string, {operationId: string; summary: string}>>;
}

/** The contract as written (read here, not through the site's loader). */
const source = yaml.load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8')) as Doc;
/** The contents nav's name in a locale. */
const navName = (locale: Locale) => messageIn(locale, 'apiReference.nav.label', COMPONENT_MARKER);
/** The tag with the most operations: its page is the reference's longest. */
const longest = REFERENCE_TAGS.reduce((a, b) => (b.operations.length > a.operations.length ? b : a));

/** The scripts a fresh visit of `route` downloads: URL, gzip size and body. */
async function scriptsOf(page: Page, route: string) {
  const scripts: Promise<{url: string; gzip: number; body: string}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push(response.body().then((body) => ({url: response.url(), gzip: gzipSync(body).length, body: body.toString('utf8')})));
    }
  });
  await page.goto(route, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  return Promise.all(scripts);
}

test('the reference and the developer hub name every language of the samples\' tabs, in each locale', async ({page}) => {
  const names = SAMPLE_LANGUAGES.map(({label}) => label);
  expect(names.length).toBeGreaterThanOrEqual(7);
  // Written out here rather than with src/format/list (tests/unit/formatList.test.ts), which needs the build's locale.
  const formatList = (items: string[], locale: 'en' | 'fr') => `${items.slice(0, -1).join(', ')} ${locale === 'en' ? 'and' : 'et'} ${items.at(-1)}`;
  for (const locale of ['en', 'fr'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await page.goto(`${prefix}${ROUTE}`);
    await expect(page.getByRole('main').getByText(formatList(names, locale))).toBeVisible();
    await page.goto(`${prefix}/api-docs`);
    await expect(page.getByRole('main').getByText(formatList(names, locale))).toBeVisible();
  }
});

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: the index lists every tag with operations, and each operation's link lands on its section of its resource's page`, async ({page}) => {
    const htmlOf = new Map<string, Promise<string>>();
    const html = (route: string) => htmlOf.get(route) ?? htmlOf.set(route, page.request.get(route).then((response) => response.text())).get(route)!;
    await page.goto(pathIn(locale, ROUTE));
    await waitForHydration(page);
    const resources = page.getByRole('main').getByRole('region', {name: messageIn(locale, 'apiReference.resources.heading', 'Resources')});
    expect(REFERENCE_TAGS.length).toBeGreaterThanOrEqual(5);
    // The cards, in the contract's order, headed by each tag's label (in French on /fr: not the contract's name).
    await expect(resources.getByRole('heading', {level: 3})).toHaveText([...REFERENCE_TAGS.map((tag) => tag.label[locale]), messageIn(locale, 'apiReference.webhooks.heading', 'Webhooks')]);
    for (const tag of REFERENCE_TAGS) {
      const target = pathIn(locale, tag.route);
      // The card keeps the one-page reference's anchor of the tag's section.
      await expect.soft(resources.locator(`h3#tag-${tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`).locator(`a[href="${target}"]`), tag.name).toHaveText(tag.label[locale]);
      await expect.soft(page.getByRole('navigation', {name: navName(locale)}).locator(`a[href="${target}"]`), `nav link to ${target}`).toHaveCount(1);
      for (const op of tag.operations) {
        const link = resources.locator(`a[href="${target}#${op.operationId}"]`);
        await expect.soft(link, op.operationId).toHaveCount(1);
        await expect.soft(link, op.operationId).toContainText(op.method.toUpperCase());
        // The section is on that page, in its static HTML.
        expect.soft(new RegExp(`<h3[^>]* id="?${op.operationId}[\\s">]`).test(await html(target)), `${target} has h3#${op.operationId}`).toBe(true);
      }
    }
    await expect(resources.locator(`a[href="${pathIn(locale, WEBHOOKS_ROUTE)}"]`).first()).toBeVisible();
    // Followed, on the first, a middle and the last resource (every link's address and its section in the
    // static HTML are checked above): the page opens on the operation's heading.
    for (const tag of new Set([REFERENCE_TAGS[0]!, REFERENCE_TAGS[Math.floor(REFERENCE_TAGS.length / 2)]!, REFERENCE_TAGS.at(-1)!])) {
      const op = tag.operations.at(-1)!;
      await resources.locator(`a[href="${pathIn(locale, tag.route)}#${op.operationId}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, tag.route)}#${op.operationId}$`));
      await expect(page.locator(`h3#${op.operationId}`)).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, ROUTE)}$`));
    }
  });

  test(`${locale}: each resource's page holds exactly its tag's operations, under its label, readable without JavaScript`, async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    for (const tag of REFERENCE_TAGS) {
      await page.goto(pathIn(locale, tag.route));
      const main = page.getByRole('main');
      await expect(page.locator('h1'), tag.route).toHaveText(tag.label[locale]);
      // The heading is in the page's language, not marked as English.
      await expect(page.locator('h1 [lang]')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${messageIn(locale, 'apiReference.resource.title', '{resource}: API reference').replace('{resource}', tag.label[locale])} \\| `));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, tag.route).toBeLessThan(160);
      expect(description?.length, tag.route).toBeGreaterThan(20);
      expect(await main.locator('article h3[id]').evaluateAll((headings) => headings.map((h) => h.id)), tag.route).toEqual(tag.operations.map((op) => op.operationId));
      // The summaries as written (in French they are the contract's translation).
      if (locale === 'en') for (const op of tag.operations) await expect.soft(main.locator(`h3#${op.operationId}`)).toHaveText(op.summary);
      const nav = page.getByRole('navigation', {name: navName(locale)});
      expect(await nav.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['#operations', ...tag.operations.map((op) => `#${op.operationId}`)]);
      await expect(nav.locator(`a[href="${pathIn(locale, ROUTE)}"]`)).toHaveCount(1);
      expect(await page.locator('[id]').evaluateAll((els) => els.length - new Set(els.map((el) => el.id)).size), 'duplicate ids').toBe(0);
    }
    await context.close();
  });

  test(`${locale}: the webhooks page's catalogue lists every event type of the payloads, each linking to its webhook's payload`, async ({page}) => {
    await page.goto(pathIn(locale, WEBHOOKS_ROUTE));
    await waitForHydration(page);
    const table = page.getByRole('region', {name: messageIn(locale, 'apiReference.events.tableLabel', 'Event types and the webhooks that carry them')});
    const expected = WEBHOOKS.flatMap((webhook): {type?: string; webhook: (typeof WEBHOOKS)[number]}[] => (webhook.eventTypes.length ? webhook.eventTypes.map((type) => ({type, webhook})) : [{webhook}]));
    expect(expected.filter((row) => row.type).length).toBeGreaterThanOrEqual(5);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(expected.length);
    for (const [i, {type, webhook}] of expected.entries()) {
      const row = rows.nth(i);
      // A webhook without event types is listed by its summary (in English: the webhooks' summaries are the contract's).
      if (type) await expect.soft(row.getByRole('rowheader')).toHaveText(type);
      else await expect.soft(row.getByRole('rowheader')).not.toBeEmpty();
      await expect.soft(row.getByRole('link')).toHaveAttribute('href', `#${webhook.operationId}`);
      // The payload is there: the webhook's article, with its payload's field table.
      const article = page.locator('article', {has: page.locator(`h3#${webhook.operationId}`)});
      await expect.soft(article.getByRole('heading', {level: 4, name: messageIn(locale, 'apiReference.operation.payload', 'Payload')})).toHaveCount(1);
    }
    for (const webhook of WEBHOOKS) await expect.soft(page.locator(`h3#${webhook.operationId}`)).toHaveCount(1);
    const last = expected.at(-1)!;
    await rows.last().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#${last.webhook.operationId}$`));
    await expect(page.locator(`h3#${last.webhook.operationId}`)).toBeInViewport();
  });
}

test('on /fr each resource’s heading is in French, as the page (not marked as English), in the contents nav too', async ({page}) => {
  const tag = REFERENCE_TAGS.find((candidate) => candidate.name === 'Payments')!;
  expect(tag.label.fr).not.toBe(tag.name);
  await page.goto(pathIn('fr', ROUTE));
  // The index's card keeps its anchor, made from the contract's name.
  const card = page.locator(`h3#tag-${tag.name.toLowerCase()}`);
  await expect(card).toHaveText(tag.label.fr);
  await expect(card.locator('[lang]')).toHaveCount(0);
  await expect(page.getByRole('navigation', {name: navName('fr')}).getByRole('link', {name: tag.label.fr, exact: true})).toBeVisible();
  await page.goto(pathIn('fr', tag.route));
  await expect(page.getByRole('navigation', {name: navName('fr')}).getByRole('link', {name: tag.label.fr, exact: true})).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText(tag.label.fr);
});

test.describe(ROUTE, () => {
  test('the index: its title, the overview, the base URLs and the error object; an old one-page address (#createPayment) shows where the operation went', async ({page}) => {
    await page.goto(ROUTE);
    await expect(page).toHaveTitle(/^API reference \| /);
    await expect(page.locator('h1')).toHaveText('API reference');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThan(160);
    await expect(page.getByRole('main')).toContainText(`https://api.${brand.domain}`);
    await expect(page.getByRole('region', {name: 'Fields of the error object'})).toContainText('requestId');
    await expect(page.locator('li#createPayment').getByRole('link')).toHaveAttribute('href', `${PAYMENTS}#createPayment`);
  });

  test('shows the fields of createPayment and the code sample on its resource\'s page; an error response links to the error object on the index', async ({page}) => {
    await page.goto(PAYMENTS);
    const operation = page.locator('article').filter({has: page.locator('h3#createPayment')});
    await expect(operation).toContainText('/v1/payments');
    const body = operation.getByRole('region', {name: 'Create a payment: request body fields'});
    for (const field of ['amount', 'currency', 'phoneNumber', 'wallet']) {
      await expect(body.getByRole('rowheader', {name: new RegExp(`^${field}\\b`)})).toBeVisible();
    }
    await expect(body.getByRole('rowheader', {name: /^amount\b/})).toContainText('required');
    await expect(body.getByRole('row', {name: /^wallet\b/})).toContainText('mpesa');
    await expect(operation.getByRole('tab', {name: 'JavaScript'})).toBeVisible();
    await expect(operation).toContainText(`https://sandbox.api.${brand.domain}/v1/payments`);
    await expect(page.locator('h3#createPayment ~ ul')).toContainText('duplicate_reference');
    await expect(operation.getByRole('link', {name: 'error object'}).first()).toHaveAttribute('href', `${ROUTE}#errors`);
  });

  test('the contents nav jumps to each operation, and leads back to the index', async ({page}) => {
    for (const [route, id] of [[longest.route, longest.operations.at(-1)!.operationId], [WEBHOOKS_ROUTE, WEBHOOKS.at(-1)!.operationId]] as const) {
      await page.goto(route);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', {name: COMPONENT_MARKER});
      await nav.locator(`a[href="#${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`h3#${id}`)).toBeInViewport();
    }
    await page.getByRole('navigation', {name: COMPONENT_MARKER}).getByRole('link', {name: 'Overview and every resource'}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
    await expect(page.locator('h1')).toHaveText('API reference');
  });

  test('publishes the brand-filled document as /openapi.yaml and /openapi.json, linked from the index', async ({page, request}) => {
    await page.goto(ROUTE);
    await expect(page.getByRole('link', {name: 'Download openapi.yaml'})).toHaveAttribute('href', '/openapi.yaml');
    for (const file of ['/openapi.yaml', '/openapi.json']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const text = await response.text();
      const doc = (file.endsWith('.json') ? JSON.parse(text) : yaml.load(text)) as Doc;
      expect(doc.info.title).toBe(`${brand.name} API`);
      expect(doc.servers.map((server) => server.variables?.domain?.default)).toEqual([brand.domain, brand.domain]);
      expect(Object.keys(doc.paths)).toEqual(Object.keys(source.paths));
    }
  });

  test('an operation far below the screen is rendered only when reached, and is in the page all along', async ({page}) => {
    expect(longest.operations.length).toBeGreaterThanOrEqual(2);
    await page.goto(longest.route);
    await waitForHydration(page);
    await expectRenderedWhenNear(page, page.locator('main article'), longest.operations.at(-1)!.summary);
  });

  test('has no table wider than the page on a 375 px phone (the index, the longest resource, the webhooks)', async ({browser}) => {
    const page = await browser.newPage({viewport: {width: 375, height: 740}});
    for (const route of [ROUTE, longest.route, WEBHOOKS_ROUTE]) {
      await page.goto(route);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(375);
    }
    await page.close();
  });

  test("on a 375 px phone, field names and base URLs break between their words, never inside one", async ({browser}) => {
    const page = await browser.newPage({viewport: {width: 375, height: 740}});
    // Each part between two break points (<wbr>) is one text node: it must sit on one line.
    const partsOnSeveralLines = (selector: string) =>
      page.locator(selector).evaluateAll((codes) =>
        codes.flatMap((code) =>
          Array.from(code.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .filter((node) => {
              const range = document.createRange();
              range.selectNodeContents(node);
              return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
            })
            .map((node) => `${code.textContent}: "${node.textContent}"`),
        ),
      );
    await page.goto(ROUTE);
    await expect(page.getByText('https://sandbox.api.', {exact: false}).first()).toBeVisible();
    expect(await partsOnSeveralLines('dl code')).toEqual([]);
    await page.goto(routeOf('createPayment'));
    await expect(page.getByRole('rowheader', {name: /^phoneNumber required/}).first()).toBeVisible();
    expect(await partsOnSeveralLines('th[scope="row"] > code')).toEqual([]);
    expect(await page.locator('th[scope="row"] > code wbr').count()).toBeGreaterThan(0);
    await page.close();
  });

  test('no page of the reference weighs more HTML than the one-page reference did', () => {
    const sizes = (['en', 'fr'] as const).flatMap((locale) =>
      REFERENCE_ROUTES.map((route) => {
        const file = path.join(__dirname, '../../build', `${pathIn(locale, route)}.html`);
        return {locale, route: pathIn(locale, route), bytes: readFileSync(file).length};
      }),
    );
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    test.info().annotations.push({type: 'largest reference page (HTML bytes)', description: `${largest.route} ${largest.bytes}`});
    console.log(`largest reference page: ${largest.route}, ${largest.bytes} bytes of HTML (the one-page reference: ${ONE_PAGE_HTML_BYTES[largest.locale]})`);
    for (const {locale, route, bytes} of sizes) expect.soft(bytes, route).toBeLessThanOrEqual(ONE_PAGE_HTML_BYTES[locale]);
  });

  // axe scans every page of the reference in both colour schemes in its route's test (routes.spec.ts), Try it's panels open in try-it.spec.ts.

  test('keeps its JavaScript small, and other pages never download the reference', async ({browser}) => {
    const home = await browser.newPage();
    const homeScripts = await scriptsOf(home, '/');
    const reference = await browser.newPage();
    const referenceScripts = await scriptsOf(reference, PAYMENTS);
    const index = await browser.newPage();
    const indexScripts = await scriptsOf(index, ROUTE);

    const total = (scripts: {gzip: number}[]) => scripts.reduce((sum, script) => sum + script.gzip, 0);
    const own = referenceScripts.filter((script) => !homeScripts.some((other) => other.url === script.url));
    test.info().annotations.push(
      {type: 'js-gzip-bytes /', description: String(total(homeScripts))},
      {type: `js-gzip-bytes ${PAYMENTS}`, description: String(total(referenceScripts))},
      {type: `js-gzip-bytes ${PAYMENTS} only`, description: String(total(own))},
      {type: `js-gzip-bytes ${ROUTE}`, description: String(total(indexScripts))},
    );
    console.log(`JavaScript, gzip bytes: ${PAYMENTS} ${total(referenceScripts)} (its own ${total(own)}), ${ROUTE} ${total(indexScripts)}, / ${total(homeScripts)}`);
    expect(total(referenceScripts)).toBeLessThanOrEqual(budgetFor(PAYMENTS));
    expect(total(indexScripts)).toBeLessThanOrEqual(budgetFor(ROUTE));
    expect(total(own)).toBeLessThanOrEqual(OWN_JS_BUDGET);
    // The reference's component and props are in chunks of their own, which the home page does not request.
    expect(own.some((script) => script.body.includes(COMPONENT_MARKER)), 'the component chunk loads on the reference').toBe(true);
    expect(own.some((script) => script.body.includes(PROPS_MARKER)), 'the props chunk loads on the reference').toBe(true);
    expect(homeScripts.filter((script) => script.body.includes(COMPONENT_MARKER) || script.body.includes(PROPS_MARKER)).map((s) => s.url)).toEqual([]);
    // The index carries no operation's fields: the payments page's props are not among its scripts.
    expect(indexScripts.filter((script) => script.body.includes(PROPS_MARKER)).map((s) => s.url)).toEqual([]);
    await Promise.all([home.close(), reference.close(), index.close()]);
  });
});
