import {test, expect, waitForHydration} from './fixtures';
import {REFERENCE_ROUTES} from '../support/referencePages';

test.describe('docs for machines', () => {
  test('a docs page copies itself as Markdown, and links to its Markdown twin', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/webhooks');
    await waitForHydration(page);
    const bar = page.getByRole('group', {name: 'This page for AI assistants'});
    await bar.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(bar.getByRole('status')).toHaveText('Copied: paste it into your assistant or editor.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Webhooks\n\n> /);
    expect(copied).toContain("import crypto from 'node:crypto';");

    const link = bar.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', '/docs/webhooks.md');
    const response = await page.request.get('/docs/webhooks.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toBe(copied);
  });

  test('copying says so next to the button when the Markdown cannot be fetched, and the link still leads there', async ({page, context, consoleErrors}) => {
    consoleErrors.allow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/docs/errors.md', (route) => route.abort('failed'));
    await page.goto('/docs/errors');
    await waitForHydration(page);
    const bar = page.getByRole('group', {name: 'This page for AI assistants'});
    await bar.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(bar.getByRole('status')).toHaveText('Could not copy here: open “View as Markdown” and copy from there.');
    await expect(bar.getByRole('button', {name: 'Copy page as Markdown'})).toBeEnabled();
  });

  test('a French docs page offers its own Markdown, in French', async ({page}) => {
    test.skip(!(await page.request.get('/fr/docs/webhooks.md')).ok(), 'French is not built');
    await page.goto('/fr/docs/webhooks');
    const link = page.getByRole('link', {name: 'Voir en Markdown'});
    await expect(link).toHaveAttribute('href', '/fr/docs/webhooks.md');
    expect(await (await page.request.get('/fr/docs/webhooks.md')).text()).toMatch(/^# Webhooks\n\n> .*\n\nSource: \S+\/fr\/docs\/webhooks\n/);
  });

  test('/llms.txt and /llms-full.txt are served as text, listing and holding every docs page', async ({page}) => {
    const index = await page.request.get('/llms.txt');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await index.text();
    expect(text).toMatch(/^# .+ API documentation\n\n> /);
    for (const address of ['/docs/getting-started.md', '/docs/webhooks.md', ...REFERENCE_ROUTES.map((route) => `${route}.md`), '/openapi.yaml', '/postman-collection.json']) expect(text).toContain(address);
    const full = await (await page.request.get('/llms-full.txt')).text();
    expect(full).toContain('# Getting started');
    expect(full).toContain('# API reference');
  });

  test('the API reference and the developer hub link to the Postman collection and llms.txt, which download', async ({page}) => {
    await page.goto('/api-reference');
    const postman = page.getByRole('link', {name: 'Postman collection'});
    await expect(postman).toHaveAttribute('href', '/postman-collection.json');
    const collection = (await (await page.request.get('/postman-collection.json')).json()) as {variable: {key: string}[]};
    expect(collection.variable.map((variable) => variable.key)).toEqual(['baseUrl', 'apiKey']);
    await page.goto('/api-docs');
    await expect(page.getByRole('link', {name: 'Download the collection'})).toHaveAttribute('href', '/postman-collection.json');
    await expect(page.getByRole('link', {name: 'Open llms.txt'})).toHaveAttribute('href', '/llms.txt');
  });
});
