import type {Page} from '@playwright/test';
import {serve} from '@hono/node-server';
import {test, expect, waitForHydration, breakScript, allowFormsService, messageIn, type Locale} from './fixtures';
import {createApp} from '../../service/src/app';
import {configFromEnv} from '../../service/src/config';
import {migrate, openDatabase, type Db} from '../../service/src/db';
import {silentLogger} from '../../service/src/log';
import {TURNSTILE_ORIGIN} from '../../src/constants';
import {startSiteverify, TURNSTILE_TEST, TURNSTILE_WIDGET_STAND_IN, type SiteverifyStandIn} from '../support/turnstile';
import {PORT} from '../../playwright.config';

/**
 * The optional challenge (Cloudflare Turnstile), from the page to the row:
 * the production build as one built with TURNSTILE_SITE_KEY and
 * FORMS_ENDPOINT would be (the key and the endpoint in the page's
 * configuration; Turnstile's origin in script-src and frame-src, the
 * service's in connect-src), its forms pointed at a real forms service (on
 * an embedded database, in this worker) whose TURNSTILE_SECRET_KEY is one of
 * Cloudflare's test secrets and whose siteverify is a local stand-in. There is
 * no internet here: Turnstile's script is a local stand-in too, served at
 * Cloudflare's address (tests/support/turnstile.ts), so the page loads it
 * under the policy a real visitor's browser applies.
 */
interface Service {
  url: string;
  close: () => Promise<void>;
}

function startService(db: Db, secret: string, verifyUrl: string): Promise<Service> {
  const config = {...configFromEnv({}), allowedOrigins: [`http://127.0.0.1:${PORT}`], rateLimit: {count: 10_000, windowMs: 60_000}, turnstile: {secret, verifyUrl}};
  const app = createApp({db, config, logger: silentLogger});
  return new Promise((resolve) => {
    const server = serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, (info) =>
      resolve({url: `http://127.0.0.1:${info.port}/submissions`, close: () => new Promise((done) => server.close(() => (app.stop(), done())))}),
    );
  });
}

let db: Db;
let closeDatabase: () => Promise<void>;
let siteverify: SiteverifyStandIn;
/** Services that check tokens with the always-passing and the always-failing test secret, and one whose siteverify is out of reach. */
let passing: Service;
let failing: Service;
let unreachable: Service;
test.beforeAll(async () => {
  const opened = await openDatabase({});
  await migrate(opened.db);
  ({db, close: closeDatabase} = opened);
  siteverify = await startSiteverify();
  passing = await startService(db, TURNSTILE_TEST.passingSecret, siteverify.url);
  failing = await startService(db, TURNSTILE_TEST.failingSecret, siteverify.url);
  unreachable = await startService(db, TURNSTILE_TEST.passingSecret, 'http://127.0.0.1:1/turnstile/v0/siteverify');
});
test.afterAll(async () => {
  await Promise.all([passing, failing, unreachable].map((service) => service?.close()));
  await siteverify?.close();
  await closeDatabase?.();
});

/** Cloudflare's script, as the widget library asks for it (…/api.js?onload=…&render=explicit). */
const WIDGET_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js**`;

/** Opens `path` as a build with TURNSTILE_SITE_KEY=`siteKey` (none: '') and FORMS_ENDPOINT=`url` serves it; returns the requests for Cloudflare's script. */
async function open(page: Page, path: string, url: string, siteKey: string): Promise<string[]> {
  await breakScript(page, /formsEndpoint:""(.*?)turnstileSiteKey:""/, `formsEndpoint:"${url}"$1turnstileSiteKey:"${siteKey}"`);
  await allowFormsService(page, new URL(url).origin, siteKey ? {script: [TURNSTILE_ORIGIN], frame: [TURNSTILE_ORIGIN]} : {});
  const scriptRequests: string[] = [];
  await page.route(WIDGET_SCRIPT, (route) => (scriptRequests.push(route.request().url()), route.fulfill({contentType: 'text/javascript', body: TURNSTILE_WIDGET_STAND_IN})));
  await page.goto(path);
  await waitForHydration(page);
  return scriptRequests;
}

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);
const contact = (marker: string) => ({name: `Awa Diop ${marker}`, email: `awa.${marker}@acme.sn`, message: `Un devis pour 10 000 SMS ${marker}`});
async function fillContact(page: Page, marker: string) {
  for (const [name, value] of Object.entries(contact(marker))) await field(page, name).fill(value);
}
const rowsWith = (marker: string) =>
  db
    .selectFrom('submissions')
    .select(['form', 'values'])
    .where((eb) => eb(eb.cast(eb.ref('values'), 'text'), 'like', `%${marker}%`))
    .execute();
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const send = (page: Page, locale: Locale) => page.locator('main form[data-form="contact"]').getByRole('button', {name: messageIn(locale, 'forms.send', 'Send message')}).click();

test.describe("the forms' challenge (Cloudflare Turnstile), when the site and the service have its keys", () => {
  test('the form loads the widget from Cloudflare under the policy, sends its token, and the service stores what siteverify accepts, in English and in French', async ({page}) => {
    for (const locale of ['en', 'fr'] as Locale[]) {
      const marker = `challenge-${locale}-${test.info().workerIndex}-${Date.now()}`;
      const calls = siteverify.received.length;
      const scripts = await open(page, `${prefix(locale)}/contact?team=support`, passing.url, TURNSTILE_TEST.passingSiteKey);
      const form = page.locator('main form[data-form="contact"]');
      // The widget's token in the form's hidden response field, once Cloudflare's script (the stand-in) ran.
      await expect(form.locator('input[name="cf-turnstile-response"]')).toHaveValue(TURNSTILE_TEST.dummyToken);
      expect(scripts).toHaveLength(1);
      expect(new URL(scripts[0]!).searchParams.get('render')).toBe('explicit');
      await fillContact(page, marker);
      await send(page, locale);
      await expect.poll(() => rowsWith(marker), {timeout: 30_000}).toHaveLength(1);
      expect(siteverify.received.slice(calls).map((call) => [call.get('secret'), call.get('response')])).toEqual([[TURNSTILE_TEST.passingSecret, TURNSTILE_TEST.dummyToken]]);
      await expect(form.getByRole('status')).not.toBeEmpty();
      // A token is good once: the widget got a new one for the next form.
      await expect(form.locator('[data-tokens="2"]')).toHaveCount(1);
    }
  });

  test('a token siteverify refuses: said next to the form, every answer kept (on the page and in the draft), nothing stored; Try again sends the new token', async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 400/);
    const marker = `refused-${test.info().workerIndex}-${Date.now()}`;
    await open(page, '/fr/contact?team=support', failing.url, TURNSTILE_TEST.passingSiteKey);
    const form = page.locator('main form[data-form="contact"]');
    await expect(form.locator('input[name="cf-turnstile-response"]')).toHaveValue(TURNSTILE_TEST.dummyToken);
    await fillContact(page, marker);
    await send(page, 'fr');
    const status = form.getByRole('status');
    await expect(status).toContainText(messageIn('fr', 'forms.challenge', 'We could not confirm that a person is sending this'));
    for (const [name, value] of Object.entries(contact(marker))) await expect(field(page, name)).toHaveValue(value);
    expect(await page.evaluate(() => localStorage.getItem('form-draft:contact'))).toContain(marker);
    expect(await rowsWith(marker)).toEqual([]);
    // The widget was reset for a new token; with a secret that accepts it, Try again stores the answers once.
    await expect(form.locator('[data-tokens="2"]')).toHaveCount(1);
    await page.route(failing.url, (route) => route.continue({url: passing.url}));
    await status.getByRole('button', {name: messageIn('fr', 'forms.retry', 'Try again')}).click();
    await expect.poll(() => rowsWith(marker), {timeout: 30_000}).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('form-draft:contact'))).toBeNull();
  });

  test('siteverify out of reach: 503, the answers kept, the same message and retry as a service that cannot store', async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 503/);
    const marker = `unreachable-${test.info().workerIndex}-${Date.now()}`;
    await open(page, '/contact?team=support', unreachable.url, TURNSTILE_TEST.passingSiteKey);
    await expect(page.locator('main form input[name="cf-turnstile-response"]')).toHaveValue(TURNSTILE_TEST.dummyToken);
    await fillContact(page, marker);
    await send(page, 'en');
    const status = page.locator('main form').getByRole('status');
    await expect(status).toContainText('Our form service cannot take your answers right now, so nothing was sent.');
    await expect(status.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(field(page, 'message')).toHaveValue(contact(marker).message);
    expect(await page.evaluate(() => localStorage.getItem('form-draft:contact'))).toContain(marker);
    expect(await rowsWith(marker)).toEqual([]);
  });

  test('no widget and no request to Cloudflare without a site key, nor under the docs (their feedback carries no challenge)', async ({page}) => {
    const withoutKey = await open(page, '/contact?team=support', passing.url, '');
    await expect(page.locator('main form[data-form="contact"]')).toBeVisible();
    await expect(page.locator('input[name="cf-turnstile-response"]')).toHaveCount(0);
    const underDocs = await open(page, '/docs/getting-started', passing.url, TURNSTILE_TEST.passingSiteKey);
    await expect(page.getByRole('region', {name: 'Was this page helpful?'})).toBeAttached();
    await expect(page.locator('input[name="cf-turnstile-response"]')).toHaveCount(0);
    expect([...withoutKey, ...underDocs]).toEqual([]);
  });
});
