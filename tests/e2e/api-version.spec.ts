import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, pathIn, type Locale} from './fixtures';
import {API_VERSION} from '../../src/constants';
import {CARRIER_BILLING_NUMBERS, SANDBOX_OTP_CODE, UNREGISTERED_SENDER_ID} from '../../src/features/coverage/data/sandboxOutcomes';
import {SAMPLE_EXAMPLES} from '../../src/features/api/data/samples';
import {marketNames} from '../support/marketNames';

/**
 * What a developer sees of API version 2026-11-30 (issue 49): the payments
 * reference with money in minor units, the required Idempotency-Key, the
 * payment's states and references; the versions page and the upgrade guide;
 * the sandbox page's new cases, in both languages; and the French pages'
 * code samples, written with francophone examples.
 */
const PAYMENTS = '/api-reference/payments';
const operation = (page: Page, operationId: string) => page.locator('article', {has: page.locator(`h3#${operationId}`)});
/** A row of an operation's parameter or field table, by the field's name. */
const fieldRow = (page: Page, operationId: string, name: string) => operation(page, operationId).locator('tr', {has: page.locator('code', {hasText: new RegExp(`^${name}$`)})}).first();

test.describe('the payments reference, on version 2026-11-30', () => {
  test('says which version it describes, money in minor units, the Idempotency-Key required, the states and the references', async ({page}) => {
    await page.goto(PAYMENTS);
    await expect(page.locator('main')).toContainText(`Api-Version ${API_VERSION}`);
    // Money: a whole number of the currency's minor unit.
    const amount = fieldRow(page, 'createPayment', 'amount');
    await expect(amount).toContainText('integer');
    await expect(amount).toContainText('minor unit');
    await expect(amount).toContainText('100000 KES is KSh 1,000.00');
    // The Idempotency-Key header: required where money moves.
    const key = fieldRow(page, 'createPayment', 'Idempotency-Key');
    await expect(key).toContainText(/required/i);
    await expect(key).toContainText('Required on every request that moves money');
    // Every state a payment can take, and what has been refunded.
    const status = fieldRow(page, 'getPayment', 'status');
    for (const state of ['pending', 'processing', 'succeeded', 'failed', 'cancelled', 'reversed']) await expect(status).toContainText(state);
    await expect(fieldRow(page, 'getPayment', 'amountRefunded')).toBeAttached();
    // References: yours on the request and the answer, and the lists found by them.
    await expect(fieldRow(page, 'createPayment', 'reference')).toBeAttached();
    await expect(fieldRow(page, 'createPayment', 'metadata')).toBeAttached();
    for (const filter of ['reference', 'status', 'createdFrom', 'createdTo']) await expect(fieldRow(page, 'listPayments', filter)).toBeAttached();
    // A payment's id is its own (`pay_…`), and the code sample sends the version and a key.
    await expect(fieldRow(page, 'getPayment', 'id')).toContainText('pay_');
    const sample = operation(page, 'createPayment').getByRole('tabpanel').first();
    await expect(sample).toContainText(`'Api-Version': '${API_VERSION}'`);
    await expect(sample).toContainText("'Idempotency-Key': randomUUID()");
    await expect(sample).toContainText('amount: 100000');
  });

  test('every answer, error or not, carries the rate-limit headers: the index says so, as the contract does', async ({page}) => {
    await page.goto('/api-reference');
    await expect(page.locator('main')).toContainText('every answer carries the RateLimit-* headers');
  });
});

test.describe('versions and the upgrade guide', () => {
  test('the versions page says which versions are breaking, and leads to the upgrade guide, which gives each change before and after', async ({page}) => {
    await page.goto('/docs/api-versions');
    const row = page.locator('tr', {has: page.getByRole('cell', {name: API_VERSION, exact: true})});
    await expect(row).toContainText('Yes');
    for (const older of ['2026-11-03', '2026-09-10']) await expect(page.locator('tr', {has: page.getByRole('cell', {name: older, exact: true})})).toContainText('No');
    await row.getByRole('link', {name: 'upgrade guide'}).click();
    await expect(page).toHaveURL(/\/docs\/upgrade-2026-11-30$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Upgrade to Api-Version ${API_VERSION}`);
    const changes = page.locator('h3');
    expect(await changes.count()).toBeGreaterThanOrEqual(10);
    for (const heading of await changes.all()) {
      // Each breaking change: a Before and an After, before the next heading.
      const id = await heading.getAttribute('id');
      const section = await page.evaluate((anchor) => {
        let node = document.getElementById(anchor!)?.nextElementSibling;
        let text = '';
        while (node && !/^H[23]$/.test(node.tagName)) {
          text += `${node.textContent} `;
          node = node.nextElementSibling;
        }
        return text;
      }, id);
      expect([id, /Before/.test(section), /After/.test(section)]).toEqual([id, true, true]);
    }
    // The exponents come from the market data: XOF has none, KES two.
    const table = page.locator('table[data-currency-exponents]');
    await expect(table.locator('tr', {has: page.getByRole('cell', {name: 'XOF', exact: true})})).toContainText('1000');
    await expect(table.locator('tr', {has: page.getByRole('cell', {name: 'KES', exact: true})})).toContainText('100000');
  });

  test('the release is a product update, in English and in French, linking to the guide', async ({page}) => {
    for (const locale of ['en', 'fr'] as const) {
      await page.goto(pathIn(locale, '/updates/v3-3-0'));
      await expect(page.locator('main')).toContainText(API_VERSION);
      await expect(page.locator('main a[href$="/docs/upgrade-2026-11-30"]').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
    await page.goto('/fr/docs/upgrade-2026-11-30');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Passer à l’Api-Version ${API_VERSION}`);
    await expect(page.locator('main')).toContainText('Avant\u00a0:');
  });
});

test.describe('the sandbox page\'s cases', () => {
  for (const locale of ['en', 'fr'] as const satisfies Locale[]) {
    test(`payouts, refunds, the OTP code, SMS, webhook deliveries and carrier billing in Senegal, Côte d'Ivoire and Cameroon (${locale})`, async ({page}) => {
      await page.goto(pathIn(locale, '/docs/sandbox'));
      const table = (kind: string) => page.locator(`table[data-outcomes="${kind}"]`);
      await expect(table('payouts')).toContainText('account_name_mismatch');
      await expect(table('payouts')).toContainText('402 insufficient_balance');
      await expect(table('payouts')).toContainText('payout.reversed');
      await expect(table('refunds')).toContainText('refund.failed');
      await expect(table('otp')).toContainText(SANDBOX_OTP_CODE);
      await expect(table('sms')).toContainText('opted_out');
      await expect(page.locator('main')).toContainText(UNREGISTERED_SENDER_ID);
      for (const kind of ['late', 'duplicate', 'missing']) await expect(table('webhooks')).toContainText(`"sandboxWebhook":"${kind}"`);
      const names = marketNames(locale);
      for (const {market, prefix} of CARRIER_BILLING_NUMBERS) {
        const row = table('carrierBilling').locator('tr', {has: page.getByRole('cell', {name: names[market], exact: true})});
        await expect(row).toContainText(`${prefix}1`);
      }
    });
  }
});

test.describe('code samples on French pages', () => {
  test('send a French SMS, francs CFA from an Orange Money wallet at a Senegalese number; English pages keep Nairobi', async ({page}) => {
    const fr = SAMPLE_EXAMPLES.fr;
    await page.goto('/fr/docs/getting-started');
    await waitForHydration(page);
    const payment = page.locator('.tabs-container', {hasText: '/v1/payments'}).first().getByRole('tabpanel').first();
    await expect(payment).toContainText("currency: 'XOF'");
    await expect(payment).toContainText('amount: 5000');
    await expect(payment).toContainText("wallet: 'orange-money'");

    await page.goto('/fr/docs/guides/bulk-sms');
    await waitForHydration(page);
    const sms = page.locator('.tabs-container', {hasText: '/v1/sms'}).first();
    await expect(sms.getByRole('tabpanel').first()).toContainText(fr.orderShipped);
    await expect(sms.getByRole('tabpanel').first()).toContainText(fr.phoneNumber);
    // The same sample in cURL: the French SMS stays GSM-7, with no no-break space.
    await sms.getByRole('tab', {name: 'cURL'}).click();
    const curl = sms.getByRole('tabpanel').first();
    await expect(curl).toContainText(`"message": "${fr.orderShipped}"`);
    const message = (await curl.innerText()).match(/"message": "([^"]*)"/)?.[1];
    expect(message).toBe(fr.orderShipped);
    expect(message).not.toMatch(/[\u00a0\u202f’]/);

    await page.goto('/docs/getting-started');
    await waitForHydration(page);
    await expect(page.locator('.tabs-container', {hasText: '/v1/payments'}).first()).toContainText(SAMPLE_EXAMPLES.en.phoneNumber);
  });
});
