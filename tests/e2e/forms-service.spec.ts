import type {Page} from '@playwright/test';
import {serve} from '@hono/node-server';
import {Kysely, PGliteDialect} from 'kysely';
import {PGlite} from '@electric-sql/pglite';
import {test, expect, waitForHydration, breakScript, allowFormsService, messageIn, type Locale} from './fixtures';
import {createApp} from '../../service/src/app';
import {configFromEnv} from '../../service/src/config';
import {migrate, openDatabase, type Database, type Db} from '../../service/src/db';
import {silentLogger} from '../../service/src/log';
import {PORT} from '../../playwright.config';

/**
 * Every form of the site, from the page to the row in the forms service's
 * database, in English and in French: the production build, its forms
 * pointed at a real service (service/, on its embedded database, started in
 * this worker) as a build with FORMS_ENDPOINT on it would be (the endpoint in
 * the page's configuration, its origin in connect-src; the service accepts
 * the site's origin only). Then what the service refuses: a field problem
 * shown next to its field, and the database down (503): nothing lost, the
 * same submission sent again once it is back, stored once.
 */
interface Service {
  url: string;
  db: Db;
  close: () => Promise<void>;
}

async function startService(db: Db): Promise<Service> {
  const app = createApp({db, config: {...configFromEnv({}), allowedOrigins: [`http://127.0.0.1:${PORT}`], rateLimit: {count: 10_000, windowMs: 60_000}}, logger: silentLogger});
  return new Promise((resolve) => {
    const server = serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, (info) =>
      resolve({url: `http://127.0.0.1:${info.port}/submissions`, db, close: () => new Promise((done) => server.close(() => (app.stop(), done())))}),
    );
  });
}

let service: Service;
let closeDatabase: () => Promise<void>;
// One service per worker, on an in-memory database.
test.beforeAll(async () => {
  const opened = await openDatabase({});
  await migrate(opened.db);
  closeDatabase = opened.close;
  service = await startService(opened.db);
});
test.afterAll(async () => {
  await service?.close();
  await closeDatabase?.();
});

/** Opens `path` with the forms posting to `url`. */
async function open(page: Page, path: string, url = service.url) {
  await breakScript(page, /formsEndpoint:""/, `formsEndpoint:"${url}"`);
  await allowFormsService(page, new URL(url).origin);
  await page.goto(path);
  await waitForHydration(page);
}

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);
async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = field(page, name);
    if ((await input.evaluate((element) => element.tagName)) === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }
}

/** The rows stored for a marker (a value unique to one test). */
const rowsWith = (marker: string) =>
  service.db
    .selectFrom('submissions')
    .select(['form', 'team', 'page', 'locale', 'values'])
    .where((eb) => eb(eb.cast(eb.ref('values'), 'text'), 'like', `%${marker}%`))
    .execute();

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const LOCALES: Locale[] = ['en', 'fr'];
const person = (marker: string) => ({name: `Amina Otieno ${marker}`, email: `amina.${marker}@acme.co.ke`});
const ONBOARDING = (marker: string) => ({
  clientName: `Acme ${marker}`,
  clientCode: 'ACME-SN01',
  clientDescription: 'Airtime and data bundles.',
  contactPerson: 'Awa Diop',
  email: `awa.${marker}@acme.sn`,
  country: 'SN',
  telephone: '+221 77 123 45 67',
  postalAddress: 'BP 100, Dakar',
  physicalAddress: 'Avenue Cheikh Anta Diop, Dakar',
});

/** Each form: where it is, the button that sends it (by its message id), what to type, and what the row holds. */
const FORMS: {form: string; path: string; submit: [string, string]; values: (marker: string) => Record<string, string>; team: string}[] = [
  {form: 'contact', path: '/contact?team=support', submit: ['forms.send', 'Send message'], values: (m) => ({...person(m), message: `<img src=x onerror=alert(1)> ${m}`}), team: 'support'},
  {form: 'demo', path: '/demo', submit: ['forms.demo.submit', 'Request Demo'], values: (m) => ({product: 'ussd', ...person(m), company: 'Acme'}), team: 'sales'},
  {form: 'partner-signup', path: '/partner-signup?programme=resellers', submit: ['forms.partner.submit', 'Apply to the programme'], values: (m) => ({company: 'Acme', ...person(m), message: 'Resellers in Senegal.'}), team: 'partnerships'},
  {form: 'apply', path: '/apply?position=Backend%20Engineer', submit: ['forms.application.submit', 'Send application'], values: (m) => ({...person(m), message: 'I build APIs.'}), team: 'talent'},
  {form: 'general-application', path: '/general-application', submit: ['forms.application.submit', 'Send application'], values: (m) => ({area: 'engineering', ...person(m), message: 'I build APIs.'}), team: 'talent'},
  {form: 'onboarding-sms', path: '/onboard/sms', submit: ['onboarding.submit', 'Complete Onboarding'], values: (m) => ({...ONBOARDING(m), maxSmsThreshold: '5000', minSmsThreshold: '100'}), team: 'sales'},
  {form: 'onboarding-payments', path: '/onboard/payments', submit: ['onboarding.submit', 'Complete Onboarding'], values: ONBOARDING, team: 'sales'},
  {form: 'onboarding', path: '/onboard', submit: ['onboarding.submit', 'Complete Onboarding'], values: ONBOARDING, team: 'sales'},
  {form: 'newsletter', path: '/news', submit: ['subscribe.news.submit', 'Subscribe'], values: (m) => ({email: `reader.${m}@example.com`}), team: 'hello'},
  {form: 'product-updates-subscription', path: '/product-updates', submit: ['subscribe.updates.submit', 'Subscribe'], values: (m) => ({email: `reader.${m}@example.com`}), team: 'hello'},
];

test.describe('every form reaches the forms service', () => {
  for (const {form, path, submit, values, team} of FORMS) {
    test(`${form}: from ${path} to its row in the database, in English and in French`, async ({page}) => {
      for (const locale of LOCALES) {
        const marker = `${form}-${locale}-${test.info().workerIndex}-${Date.now()}`;
        await open(page, `${prefix(locale)}${path}`);
        const formElement = page.locator(`main form[data-form="${form}"]`);
        await fill(page, values(marker));
        await formElement.getByRole('button', {name: messageIn(locale, ...submit)}).click();
        await expect.poll(() => rowsWith(marker), {timeout: 30_000}).toHaveLength(1);
        const [row] = await rowsWith(marker);
        expect(row).toMatchObject({form, team, locale, page: `${prefix(locale)}${path.split('?')[0]}`, values: values(marker)});
        // Said as sent, and the form emptied (what was typed is stored, not kept in the browser).
        await expect(formElement.getByRole('status')).not.toBeEmpty();
        await expect(field(page, Object.keys(values(marker)).find((name) => name !== 'country' && name !== 'product' && name !== 'area')!)).toHaveValue('');
      }
    });
  }

  test('docs feedback: from the Yes and No under a docs page to its row, in English and in French, then in the feedback report', async ({page}) => {
    for (const locale of LOCALES) {
      const marker = `feedback-${locale}-${test.info().workerIndex}-${Date.now()}`;
      await open(page, `${prefix(locale)}/docs/getting-started`);
      const region = page.getByRole('region', {name: messageIn(locale, 'pageFeedback.question', 'Was this page helpful?')});
      await region.scrollIntoViewIfNeeded();
      await region.getByRole('button', {name: messageIn(locale, 'pageFeedback.no', 'No')}).click();
      await region.getByRole('textbox').fill(`Missing a refund sample ${marker}`);
      await region.getByRole('button', {name: messageIn(locale, 'pageFeedback.send', 'Send feedback')}).click();
      await expect(region.getByRole('status')).toHaveText(messageIn(locale, 'pageFeedback.thanks', 'Thank you: your feedback was sent to the documentation team.'));
      expect(await rowsWith(marker)).toEqual([{form: 'docs-feedback', team: 'support', locale, page: `${prefix(locale)}/docs/getting-started`, values: {helpful: 'no', comment: `Missing a refund sample ${marker}`}}]);
    }
  });

  test("a field the service refuses is marked next to the field, in the form's own words, with nothing stored", async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 400/);
    const marker = `refused-${test.info().workerIndex}-${Date.now()}`;
    await open(page, '/fr/onboard/sms');
    // A page whose own check let a bad address through (an older build, a script): the service's rules are the same.
    await page.route(service.url, (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as {values: Record<string, string>};
      return route.continue({postData: JSON.stringify({...body, values: {...body.values, email: 'awa@acme', telephone: '+254 712 345 678'}})});
    });
    await fill(page, {...ONBOARDING(marker), maxSmsThreshold: '5000', minSmsThreshold: '100'});
    await page.getByRole('button', {name: messageIn('fr', 'onboarding.submit', 'Complete Onboarding')}).click();
    const email = field(page, 'email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(new RegExp(messageIn('fr', 'forms.error.email', '').replace(/[.]/g, '\\.')));
    await expect(field(page, 'telephone')).toHaveAccessibleDescription(/\(Sénégal\) commencent par \+221/);
    await expect(page.locator('main form').getByRole('status')).toContainText(/corriger les 2 champs signalés/);
    await expect(field(page, 'clientName')).toHaveValue(`Acme ${marker}`);
    expect(await rowsWith(marker)).toEqual([]);
  });

  test('the database down: 503, every answer kept (on the page and in the draft), then Try again stores it once the database is back', async ({page, consoleErrors}) => {
    consoleErrors.expect(/status of 503/);
    const marker = `retry-${test.info().workerIndex}-${Date.now()}`;
    const stopped = await PGlite.create();
    await stopped.close();
    const down = await startService(new Kysely<Database>({dialect: new PGliteDialect({pglite: stopped})}));
    try {
      await open(page, '/onboard/payments', down.url);
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.url() === down.url && request.method() === 'POST') keys.push(request.headers()['idempotency-key'] ?? '');
      });
      await fill(page, ONBOARDING(marker));
      await page.getByRole('button', {name: 'Complete Onboarding'}).click();
      const status = page.locator('main form').getByRole('status');
      await expect(status).toContainText('Our form service cannot take your answers right now, so nothing was sent.');
      await expect(field(page, 'clientName')).toHaveValue(`Acme ${marker}`);
      expect(await page.evaluate(() => localStorage.getItem('form-draft:onboarding'))).toContain(marker);
      // The database is back: the same address now reaches a service that can store (its requests go to the working one).
      await page.route(down.url, (route) => route.continue({url: service.url}));
      await status.getByRole('button', {name: 'Try again'}).click();
      await expect(status).toContainText('your onboarding details were received');
      await expect.poll(() => rowsWith(marker)).toHaveLength(1);
      // Both posts carried the same Idempotency-Key: one submission, sent twice.
      expect(new Set(keys)).toHaveProperty('size', 1);
      expect(keys).toHaveLength(2);
      expect(await page.evaluate(() => localStorage.getItem('form-draft:onboarding'))).toBeNull();
    } finally {
      await down.close();
    }
  });
});
