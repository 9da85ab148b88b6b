import type {Locator, Page, Request} from '@playwright/test';
import {test, expect, waitForHydration, breakScript, allowFormsService, seriousA11yViolations, cutNoticePattern} from './fixtures';
import {startContractMock, type ContractMock} from '../support/contractMock';
import {API_VERSION, TOOL_INPUT_MAX_LENGTH, TRY_IT_TIMEOUT_MS} from '../../src/constants';
import {routeOf} from '../support/referencePages';

/**
 * Try it on the API reference's pages (src/features/api/TryIt, each operation on its resource's page), against a mock of the API
 * made by Prism from openapi.yaml, as a build with SANDBOX_API_URL on the mock
 * would send it (the address in the page's configuration, its origin in
 * connect-src).
 */
const TEST_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const LIVE_KEY = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';

let mock: ContractMock;
// One mock per worker, on a port the system hands out (fixed ports collide with other runs on the machine).
test.beforeAll(async () => {
  mock = await startContractMock();
});
test.afterAll(() => mock?.stop());

/** Opens the page of the reference that holds `operationId`. */
async function goToOperation(page: Page, operationId: string): Promise<void> {
  await page.goto(routeOf(operationId));
  await waitForHydration(page);
}

/** Opens the reference's page of `operationId` with the sandbox on `url` (the mock unless given); the reference's other pages follow. */
async function openReference(page: Page, operationId: string, url = mock.url): Promise<void> {
  await breakScript(page, /sandboxApiUrl:""/, `sandboxApiUrl:"${url}"`);
  await allowFormsService(page, new URL(url).origin);
  await goToOperation(page, operationId);
}

const operation = (page: Page, operationId: string) => page.locator('article', {has: page.locator(`h3#${operationId}`)});

/** Opens an operation's Try it panel and returns its form. */
async function openTryIt(page: Page, operationId: string): Promise<Locator> {
  const article = operation(page, operationId);
  const toggle = article.getByRole('button', {name: 'Try it', exact: true});
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = article.getByRole('form', {name: /^Try it:/});
  await expect(form).toBeVisible();
  return form;
}

/** Opens the reference (sandbox on the mock) and an operation's panel, with the test key entered. */
async function openWithKey(page: Page, operationId: string): Promise<Locator> {
  await openReference(page, operationId);
  const form = await openTryIt(page, operationId);
  await form.getByLabel('Sandbox API key').fill(TEST_KEY);
  return form;
}

/** Every request the page made that carries the key, anywhere (address, headers, body). */
function watchKey(page: Page, key: string): Request[] {
  const carrying: Request[] = [];
  page.on('request', (request) => {
    const headers = JSON.stringify(request.headers());
    if (request.url().includes(key) || headers.includes(key) || (request.postData() ?? '').includes(key)) carrying.push(request);
  });
  return carrying;
}

test.describe('Try it on the API reference', () => {
  test('with no sandbox configured, each panel says so and offers the cURL', async ({page}) => {
    await goToOperation(page, 'getBalance');
    const article = operation(page, 'getBalance');
    await article.getByRole('button', {name: 'Try it', exact: true}).click();
    await expect(article.getByText('No sandbox is configured for this copy of the site')).toBeVisible();
    await expect(article.locator('[id^="try-it-"] pre')).toContainText(/curl .*https:\/\/sandbox\.api\./);
    await expect(article.getByRole('textbox')).toHaveCount(0);
  });

  test('sends the request with the developer\'s test key, and shows status, headers and body; the key stays in this tab and goes to the sandbox only', async ({page}) => {
    const carrying = watchKey(page, TEST_KEY);
    await openReference(page, 'createPayment');
    const form = await openTryIt(page, 'createPayment');
    await expect(form.getByLabel('Request body (JSON)')).toHaveValue(/"phoneNumber": "\+254712345678"/);
    await form.getByLabel('Sandbox API key').fill(TEST_KEY);
    await form.getByRole('button', {name: 'Send request'}).click();
    const result = form.getByRole('status');
    await expect(result).toContainText('201 Created');
    await expect(result.locator('pre')).toContainText('"status": "pending"');
    await result.getByText(/^Headers \(\d+\)$/).click();
    await expect(result.getByText('content-type', {exact: true})).toBeVisible();

    expect(carrying.length).toBeGreaterThan(0);
    for (const request of carrying) expect(new URL(request.url()).origin).toBe(mock.url);
    expect(carrying.every((request) => request.headers().authorization === `Bearer ${TEST_KEY}`)).toBe(true);
    expect(page.url()).not.toContain(TEST_KEY);
    const stores = await page.evaluate(() => ({local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage), cookies: document.cookie}));
    expect(stores.local).not.toContain('sk_test_');
    expect(stores.cookies).not.toContain('sk_test_');
    expect(stores.session).toContain(TEST_KEY);
  });

  test('a path parameter goes in the address, and the key typed in one panel is there in the next, on another page of the reference', async ({page}) => {
    expect(routeOf('getTransaction')).not.toBe(routeOf('getBalance'));
    const first = await openWithKey(page, 'getBalance');
    await first.getByRole('button', {name: 'Send request'}).click();
    await expect(first.getByRole('status')).toContainText('200 OK');
    await goToOperation(page, 'getTransaction');
    const lookup = await openTryIt(page, 'getTransaction');
    await expect(lookup.getByLabel('Sandbox API key')).toHaveValue(TEST_KEY);
    await expect(lookup.getByLabel('id (in the path)')).toHaveValue('txn_01JD4W3M2A');
    const sent = page.waitForRequest((request) => request.url().startsWith(mock.url));
    await lookup.getByRole('button', {name: 'Send request'}).click();
    expect(new URL((await sent).url()).pathname).toBe('/v1/transactions/txn_01JD4W3M2A');
    await expect(lookup.getByRole('status')).toContainText('200 OK');
  });

  test('a live key is refused next to the field, never kept or sent', async ({page}) => {
    const carrying = watchKey(page, LIVE_KEY);
    await openReference(page, 'getBalance');
    const form = await openTryIt(page, 'getBalance');
    const key = form.getByLabel('Sandbox API key');
    await key.fill(LIVE_KEY);
    await expect(form.getByText('This is a live key')).toBeVisible();
    await form.getByRole('button', {name: 'Send request'}).click();
    await expect(key).toBeFocused();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(key).toHaveAccessibleDescription(/This is a live key/);
    await expect(form.getByRole('status')).toBeEmpty();
    expect(carrying).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('sk_live_');
  });

  test('a body that is not JSON, or a missing key, gets a message next to its field', async ({page}) => {
    await openReference(page, 'sendSms');
    const form = await openTryIt(page, 'sendSms');
    await form.getByLabel('Request body (JSON)').fill('{"from": "MYSHOP",');
    await form.getByRole('button', {name: 'Send request'}).click();
    await expect(form.getByLabel('Sandbox API key')).toBeFocused();
    await expect(form.getByText('Enter your sandbox key')).toBeVisible();
    await form.getByLabel('Sandbox API key').fill(TEST_KEY);
    await form.getByRole('button', {name: 'Send request'}).click();
    await expect(form.getByLabel('Request body (JSON)')).toBeFocused();
    await expect(form.getByLabel('Request body (JSON)')).toHaveAccessibleDescription(/The body is not valid JSON/);
    await expect(form.getByLabel('Request body (JSON)')).toHaveValue('{"from": "MYSHOP",');
  });

  test('on the operations the contract gained, Try it starts from the sample and the sandbox answers: a partial refund, a page of payments filtered in its query', async ({page}) => {
    const refund = await openWithKey(page, 'createRefund');
    await expect(refund.getByLabel('Request body (JSON)')).toHaveValue(/"paymentId": "pay_01JD4W3K8Q"/);
    await refund.getByRole('button', {name: 'Send request'}).click();
    await expect(refund.getByRole('status')).toContainText('201 Created');
    await expect(refund.getByRole('status').locator('pre')).toContainText('"id": "rfd_01JD4Y1H6K"');

    await goToOperation(page, 'listPayments');
    const list = await openTryIt(page, 'listPayments');
    await list.getByRole('button', {name: 'Send request'}).click();
    await expect(list.getByRole('status')).toContainText('200 OK');
    await expect(list.getByRole('status').locator('pre')).toContainText('"hasMore": false');
  });

  test('a request that moves money carries the version and a new Idempotency-Key, prefilled and required; a list\'s query goes in the address', async ({page}) => {
    const payment = await openWithKey(page, 'createPayment');
    const key = payment.getByLabel('Idempotency-Key (header, required)');
    await expect(key).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(payment.getByLabel('Api-Version (header, optional)')).toHaveValue(API_VERSION);
    const sent = page.waitForRequest((request) => request.url().startsWith(mock.url));
    await payment.getByRole('button', {name: 'Send request'}).click();
    const headers = (await sent).headers();
    expect([headers['idempotency-key'], headers['api-version']]).toEqual([await key.inputValue(), API_VERSION]);
    await expect(payment.getByRole('status')).toContainText('201 Created');
    await expect(payment.getByRole('status').locator('pre')).toContainText('"amount": 100000');
    // Emptied, the required key is asked for next to its field, and nothing is sent.
    await key.fill('');
    await payment.getByRole('button', {name: 'Send request'}).click();
    await expect(key).toBeFocused();
    await expect(key).toHaveAccessibleDescription(/Enter Idempotency-Key/);

    await goToOperation(page, 'listBanks');
    const banks = await openTryIt(page, 'listBanks');
    await expect(banks.getByLabel('country (query, required)')).toHaveValue('NG');
    const listed = page.waitForRequest((request) => request.url().startsWith(mock.url));
    await banks.getByRole('button', {name: 'Send request'}).click();
    expect(new URL((await listed).url()).search).toBe('?country=NG');
    await expect(banks.getByRole('status')).toContainText('200 OK');
  });

  test('a request that breaks the contract: the sandbox\'s refusal is shown with what to do, and nothing typed is lost', async ({page, consoleErrors}) => {
    // Chromium logs every 4xx answer to fetch on the console.
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 4\d\d/);
    const form = await openWithKey(page, 'createPayment');
    const body = '{\n  "amount": 1000,\n  "currency": "KES",\n  "phone": "<img src=x onerror=alert(1)>"\n}';
    await form.getByLabel('Request body (JSON)').fill(body);
    await form.getByRole('button', {name: 'Send request'}).click();
    const result = form.getByRole('status');
    await expect(result).toContainText(/4\d\d /);
    await expect(result).toContainText('The sandbox refused the request');
    await expect(result.locator('pre')).toContainText('"code": "validation_error"');
    await expect(form.getByLabel('Request body (JSON)')).toHaveValue(body);
    await expect(form.getByLabel('Sandbox API key')).toHaveValue(TEST_KEY);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a network failure says the sandbox was not reached, and keeps what was typed', async ({page, consoleErrors}) => {
    consoleErrors.expect(/Failed to load resource|ERR_FAILED|net::/);
    await openReference(page, 'sendSms');
    await page.route(`${mock.url}/**`, (route) => route.abort('failed'));
    const form = await openTryIt(page, 'sendSms');
    await form.getByLabel('Sandbox API key').fill(TEST_KEY);
    await form.getByLabel('Request body (JSON)').fill('{"from": "MYSHOP", "to": ["+254712345678"], "message": "Hello"}');
    await form.getByRole('button', {name: 'Send request'}).click();
    await expect(form.getByRole('status')).toContainText(`did not reach the sandbox at ${mock.url}`);
    await expect(form.getByRole('status')).toContainText('everything you typed is still here');
    await expect(form.getByLabel('Request body (JSON)')).toHaveValue('{"from": "MYSHOP", "to": ["+254712345678"], "message": "Hello"}');
  });

  test('a sandbox that does not answer in time: the panel stops waiting and says so', async ({page}) => {
    await page.clock.install();
    await openReference(page, 'getBalance');
    // The request leaves, and no answer ever comes.
    await page.route(`${mock.url}/**`, () => undefined);
    const form = await openTryIt(page, 'getBalance');
    await form.getByLabel('Sandbox API key').fill(TEST_KEY);
    const sent = page.waitForRequest((request) => request.url().startsWith(mock.url));
    await form.getByRole('button', {name: 'Send request'}).click();
    await sent;
    await expect(form.getByRole('button', {name: 'Sending…'})).toBeVisible();
    await page.clock.runFor(TRY_IT_TIMEOUT_MS + 100);
    await expect(form.getByRole('status')).toContainText(`did not answer within ${TRY_IT_TIMEOUT_MS / 1000} seconds`);
    await expect(form.getByRole('button', {name: 'Send request'})).toBeVisible();
    await expect(form.getByLabel('Sandbox API key')).toHaveValue(TEST_KEY);
  });

  test('works with the keyboard alone', async ({page}) => {
    await openReference(page, 'getBalance');
    const article = operation(page, 'getBalance');
    const toggle = article.getByRole('button', {name: 'Try it', exact: true});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads when first opened: a reader tabs on once they see its key field.
    await expect(article.getByLabel('Sandbox API key')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(article.getByLabel('Sandbox API key')).toBeFocused();
    await page.keyboard.type(TEST_KEY);
    await page.keyboard.press('Enter');
    await expect(article.getByRole('status')).toContainText('200 OK');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(article.getByRole('form', {name: /^Try it:/})).toBeHidden();
  });

  test('very long input is cut at each field\'s bound, and the field says so next to it', async ({page}) => {
    await openReference(page, 'createPayment');
    const payment = await openTryIt(page, 'createPayment');
    const cutAtBound = async (fields: [Locator, number][]) => {
      for (const [field, max] of fields) {
        await field.fill('x'.repeat(max + 1000));
        await expect(field).toHaveValue('x'.repeat(max));
        await expect(field).toHaveAccessibleDescription(cutNoticePattern(max, 1000));
      }
    };
    await cutAtBound([
      [payment.getByLabel('Sandbox API key'), TOOL_INPUT_MAX_LENGTH.secret],
      [payment.getByLabel('Idempotency-Key (header, required)'), TOOL_INPUT_MAX_LENGTH.parameter],
      [payment.getByLabel('Request body (JSON)'), TOOL_INPUT_MAX_LENGTH.requestBody],
    ]);
    await goToOperation(page, 'getTransaction');
    const lookup = await openTryIt(page, 'getTransaction');
    await cutAtBound([[lookup.getByLabel('id (in the path)'), TOOL_INPUT_MAX_LENGTH.parameter]]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious accessibility violation with a panel open and an answer shown (${scheme})`, async ({page, consoleErrors}) => {
      consoleErrors.expect(/Failed to load resource: the server responded with a status of 4\d\d/);
      await page.emulateMedia({colorScheme: scheme});
      const form = await openWithKey(page, 'createPayment');
      await form.getByRole('button', {name: 'Send request'}).click();
      await expect(form.getByRole('status')).toContainText('201');
      expect(await seriousA11yViolations(page, {within: form})).toEqual([]);
      // A refused request, on another page of the reference (the key follows).
      await goToOperation(page, 'sendSms');
      const second = await openTryIt(page, 'sendSms');
      await second.getByLabel('Request body (JSON)').fill('{}');
      await second.getByRole('button', {name: 'Send request'}).click();
      await expect(second.getByRole('status')).toContainText(/4\d\d /);
      expect(await seriousA11yViolations(page, {within: second})).toEqual([]);
    });
  }
});

test.describe('the developer\'s key in the code samples', () => {
  test('once entered, samples on every page show it; "Hide key" puts the placeholder back, "Show my key" the key', async ({page}) => {
    await openWithKey(page, 'getBalance');
    const sample = operation(page, 'getBalance').locator('.tabs-container [role="tabpanel"]:not([hidden]) pre');
    await expect(sample).toContainText(`const apiKey = '${TEST_KEY}';`);

    await page.goto('/docs/getting-started');
    await waitForHydration(page);
    const code = page.getByRole('main').locator('.tabs-container').first().locator('[role="tabpanel"]:not([hidden]) pre');
    await expect(code).toContainText(TEST_KEY);
    await page.getByRole('main').locator('.tabs-container').first().getByRole('tab', {name: 'cURL'}).click();
    await expect(code).toContainText(`Authorization: Bearer ${TEST_KEY}`);
    await page.getByRole('button', {name: 'Hide key'}).first().click();
    await expect(code).toContainText('Authorization: Bearer $API_KEY');
    await expect(code).not.toContainText(TEST_KEY);
    await page.getByRole('button', {name: 'Show my key'}).first().click();
    await expect(code).toContainText(TEST_KEY);
  });

  test('one key for every open panel: typed in one, it is in the others; "Forget key" in one empties them all, and Send there asks for a key', async ({page}) => {
    // Two operations of one resource's page.
    expect(routeOf('cancelPayment')).toBe(routeOf('createPayment'));
    const carrying = watchKey(page, TEST_KEY);
    await openReference(page, 'createPayment');
    const payment = await openTryIt(page, 'createPayment');
    const cancel = await openTryIt(page, 'cancelPayment');
    await payment.getByLabel('Sandbox API key').fill(TEST_KEY);
    await expect(cancel.getByLabel('Sandbox API key')).toHaveValue(TEST_KEY);
    await cancel.getByRole('button', {name: 'Forget key'}).click();
    await expect(cancel.getByLabel('Sandbox API key')).toHaveValue('');
    await expect(payment.getByLabel('Sandbox API key')).toHaveValue('');
    await expect(payment.getByRole('button', {name: 'Forget key'})).toHaveCount(0);
    await payment.getByRole('button', {name: 'Send request'}).click();
    await expect(payment.getByLabel('Sandbox API key')).toBeFocused();
    await expect(payment.getByLabel('Sandbox API key')).toHaveAccessibleDescription(/Enter your sandbox key/);
    await expect(payment.getByRole('status')).toBeEmpty();
    expect(carrying).toEqual([]);
    await expect(operation(page, 'createPayment').locator('.tabs-container [role="tabpanel"]:not([hidden]) pre')).toContainText('process.env.API_KEY');
  });

  test('"Forget key" empties the field and the samples go back to the placeholder', async ({page}) => {
    const form = await openWithKey(page, 'getBalance');
    await form.getByRole('button', {name: 'Forget key'}).click();
    await expect(form.getByLabel('Sandbox API key')).toHaveValue('');
    await expect(form.getByLabel('Sandbox API key')).toBeFocused();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('sk_test_');
    await expect(operation(page, 'getBalance').locator('.tabs-container [role="tabpanel"]:not([hidden]) pre')).toContainText('process.env.API_KEY');
  });
});
