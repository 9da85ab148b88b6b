import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, expectRenderedWhenNear} from './fixtures';
import {budgetFor} from './budgets';
import {brand} from '../../src/brand';
import {SAMPLE_LANGUAGES} from '../../src/data/sampleLanguages';

const ROUTE = '/api-reference';
/** Written only by src/features/api/ApiReference (its contents nav): tells its chunk from any other. */
const COMPONENT_MARKER = 'API reference contents';
/** Written only in the route's props (the model of the document). */
const PROPS_MARKER = '"sdkMethod":"payments.create"';
/** The reference's own JavaScript (component, props, tabs, code blocks and Prism): gzip bytes, measured 51.5 KB. */
const OWN_JS_BUDGET = 60_000;

interface Doc {
  info: {title: string};
  servers: {url: string; variables?: {domain?: {default: string}}}[];
  paths: Record<string, Record<string, {operationId: string; summary: string}>>;
  webhooks: Record<string, Record<string, {operationId: string; summary: string}>>;
}

/** The contract as written (read here, not through the site's loader). */
const source = yaml.load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8')) as Doc;
const operations = [...Object.entries(source.paths), ...Object.entries(source.webhooks)].flatMap(([where, item]) =>
  Object.entries(item).map(([method, op]) => ({where, method, ...op})),
);

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

test('on /fr/api-reference each resource’s heading is in French, as the page (not marked as English), in the contents nav too', async ({page}) => {
  const french = yaml.load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.fr.yaml'), 'utf8')) as Record<string, string>;
  const tags = (yaml.load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8')) as {tags: {name: string}[]}).tags;
  await page.goto(`/fr${ROUTE}`);
  const main = page.getByRole('main');
  for (const name of ['Payments', 'Checkout', 'Account']) {
    expect(tags.map((tag) => tag.name)).toContain(name);
    const heading = french[`tags.${name}.x-displayName`]!;
    expect(heading).not.toBe(name);
    // The section keeps its anchor, made from the contract's name; its heading reads (then its "direct link").
    const section = main.locator(`h2#tag-${name.toLowerCase()}`);
    await expect(section).toHaveText(new RegExp(`^${heading}`));
    await expect(section).not.toHaveAttribute('lang', /./);
    await expect(main.getByRole('heading', {level: 2, name: new RegExp(`^${name}`)})).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Sommaire de la référence de l’API'}).getByRole('link', {name: heading, exact: true})).toBeVisible();
  }
});

test.describe(ROUTE, () => {
  test('lists every operation and webhook of the document, each under its own anchor with a nav link', async ({page}) => {
    await page.goto(ROUTE);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^API reference \| /);
    await expect(page.locator('h1')).toHaveText('API reference');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThan(160);
    const nav = page.getByRole('navigation', {name: COMPONENT_MARKER});
    expect(operations.length).toBeGreaterThanOrEqual(8);
    for (const op of operations) {
      const heading = page.locator(`h3#${op.operationId}`);
      await expect.soft(heading, op.operationId).toHaveText(op.summary);
      await expect.soft(nav.locator(`a[href="#${op.operationId}"]`), `nav link to ${op.operationId}`).toHaveCount(1);
      await expect.soft(heading.locator('xpath=ancestor::article').first(), op.operationId).toContainText(op.method.toUpperCase());
    }
    expect(await page.locator('[id]').evaluateAll((els) => els.length - new Set(els.map((el) => el.id)).size), 'duplicate ids').toBe(0);
  });

  test('shows the fields of createPayment, the brand’s base URLs and the code sample', async ({page}) => {
    await page.goto(ROUTE);
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
    await expect(page.getByRole('main')).toContainText(`https://api.${brand.domain}`);
  });

  test('the contents nav jumps to each operation', async ({page}) => {
    await page.goto(ROUTE);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: COMPONENT_MARKER});
    for (const id of ['getTransaction', 'transactionUpdatedWebhook']) {
      await nav.locator(`a[href="#${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`h3#${id}`)).toBeInViewport();
    }
  });

  test('publishes the brand-filled document as /openapi.yaml and /openapi.json, linked from the page', async ({page, request}) => {
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

  test('is readable without JavaScript: every operation, field table and response is in the HTML', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(ROUTE);
    for (const op of operations) await expect.soft(page.locator(`h3#${op.operationId}`)).toHaveText(op.summary);
    await expect(page.getByRole('region', {name: 'Create a payment: request body fields'})).toContainText('phoneNumber');
    await expect(page.getByRole('region', {name: 'Fields of the error object'})).toContainText('requestId');
    await expect(page.locator('h3#createPayment ~ ul')).toContainText('duplicate_reference');
    await context.close();
  });

  test('an operation far below the screen is rendered only when reached, and is in the page all along', async ({page}) => {
    await page.goto(ROUTE);
    await waitForHydration(page);
    await expectRenderedWhenNear(page, page.locator('main article'), operations.at(-1)!.summary);
  });

  test('has no table wider than the page on a 375 px phone', async ({browser}) => {
    const page = await browser.newPage({viewport: {width: 375, height: 740}});
    await page.goto(ROUTE);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });

  // axe scans the whole reference in both colour schemes in its route's test (routes.spec.ts), Try it's panels open in try-it.spec.ts.

  test('keeps its JavaScript small, and other pages never download the reference', async ({browser}) => {
    const home = await browser.newPage();
    const homeScripts = await scriptsOf(home, '/');
    const reference = await browser.newPage();
    const referenceScripts = await scriptsOf(reference, ROUTE);

    const total = (scripts: {gzip: number}[]) => scripts.reduce((sum, script) => sum + script.gzip, 0);
    const own = referenceScripts.filter((script) => !homeScripts.some((other) => other.url === script.url));
    test.info().annotations.push(
      {type: 'js-gzip-bytes /', description: String(total(homeScripts))},
      {type: `js-gzip-bytes ${ROUTE}`, description: String(total(referenceScripts))},
      {type: `js-gzip-bytes ${ROUTE} only`, description: String(total(own))},
    );
    expect(total(referenceScripts)).toBeLessThanOrEqual(budgetFor(ROUTE));
    expect(total(own)).toBeLessThanOrEqual(OWN_JS_BUDGET);
    // The reference's component and props are in chunks of their own, which the home page does not request.
    expect(own.some((script) => script.body.includes(COMPONENT_MARKER)), 'the component chunk loads on the reference').toBe(true);
    expect(own.some((script) => script.body.includes(PROPS_MARKER)), 'the props chunk loads on the reference').toBe(true);
    expect(homeScripts.filter((script) => script.body.includes(COMPONENT_MARKER) || script.body.includes(PROPS_MARKER)).map((s) => s.url)).toEqual([]);
    await home.close();
    await reference.close();
  });
});
