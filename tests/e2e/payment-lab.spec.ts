import {createHmac} from 'node:crypto';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, expectLoadedWhenReached, seriousA11yViolations, messageIn, pathIn, type Locale} from './fixtures';
import {MARKET_LIST} from '../../src/features/coverage/data/markets';
import {SANDBOX_NUMBERS} from '../../src/features/coverage/data/sandboxNumbers';
import {NO_ANSWER_SECONDS, SANDBOX_OUTCOMES} from '../../src/features/coverage/data/sandboxOutcomes';
import {WEBHOOK_EXAMPLE} from '../../src/features/docsTools/data/webhookExample';
import {marketNames} from '../support/marketNames';

/**
 * The payment-lifecycle lab of the sandbox page (issue 25, src/features/docsTools/PaymentLab):
 * market, wallet and outcome from the sandbox's own data, the payment played
 * through its states, the signed webhook, and the code of each step.
 */
const PAGE = '/docs/sandbox';
const lab = (page: Page, locale: Locale = 'en') => page.getByRole('form', {name: messageIn(locale, 'paymentLab.label', 'Payment lifecycle lab')});
const timeline = (page: Page, locale: Locale = 'en') => lab(page, locale).getByRole('list', {name: messageIn(locale, 'paymentLab.timeline', 'Timeline of the payment')});
const steps = (page: Page, locale: Locale = 'en') => timeline(page, locale).locator(':scope > li');

async function openLab(page: Page, locale: Locale = 'en') {
  await page.goto(pathIn(locale, PAGE));
  await waitForHydration(page);
  await page.locator('#watch-a-payments-lifecycle').scrollIntoViewIfNeeded();
  await expect(lab(page, locale)).toBeVisible();
}

async function choose(page: Page, {market, wallet, digit}: {market: string; wallet: string; digit: string}, locale: Locale = 'en') {
  await lab(page, locale).getByLabel(messageIn(locale, 'paymentLab.market', 'Market')).selectOption({label: market});
  await lab(page, locale).getByLabel(messageIn(locale, 'paymentLab.wallet', 'Wallet')).selectOption(wallet);
  await lab(page, locale).getByLabel(messageIn(locale, 'paymentLab.outcome', 'Outcome')).selectOption(digit);
}

test.describe('payment-lifecycle lab (sandbox page)', () => {
  test('loads only when reached; without JavaScript the page says what it plays; the outcome table comes from the same data', async ({page, browser}) => {
    await expectLoadedWhenReached(page, {route: PAGE, heading: '#watch-a-payments-lifecycle', tool: lab(page), marker: 'Play the payment'});

    const context = await browser.newContext({javaScriptEnabled: false});
    const noScript = await context.newPage();
    await noScript.goto(PAGE);
    const text = (await noScript.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('The lab plays in your browser and needs JavaScript');
    expect(text).toContain(`after about ${NO_ANSWER_SECONDS} s when the customer never answers`);
    // The outcome table: one row per outcome of the data, its failureCode and webhook.
    const rows = noScript.locator('table[data-outcomes="payments"] tbody tr');
    await expect(rows).toHaveCount(SANDBOX_OUTCOMES.length);
    for (const [index, outcome] of SANDBOX_OUTCOMES.entries()) {
      await expect(rows.nth(index).locator('td').first()).toHaveText(outcome.digit);
      await expect(rows.nth(index).locator('td').nth(2)).toHaveText(String(outcome.failureCode));
    }
    await context.close();
  });

  test('offers every market with mobile money and its wallets, with the sandbox’s test number for each', async ({page}) => {
    await openLab(page);
    const names = marketNames('en');
    const withWallets = MARKET_LIST.filter((market) => market.wallets.length > 0);
    await expect(lab(page).getByLabel('Market').locator('option')).toHaveCount(withWallets.length);
    for (const [code, wallet, digit] of [['SN', 'wave', '3'], ['CD', 'afrimoney', '6'], ['KE', 'mpesa', '1']] as const) {
      await choose(page, {market: names[code], wallet, digit});
      await expect(lab(page)).toContainText(`Test number: ${SANDBOX_NUMBERS[code]![wallet]}${digit}`);
    }
  });

  test('plays a payment whose customer never answers: pending, the long wait with the lookup, then a signed payment.failed', async ({page}) => {
    await openLab(page);
    await choose(page, {market: marketNames('en').SN, wallet: 'wave', digit: '3'});
    // Keyboard only: from the outcome list to the button.
    await lab(page).getByLabel('Outcome').focus();
    await page.keyboard.press('Tab');
    await expect(lab(page).getByRole('button', {name: 'Play the payment'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(steps(page)).toHaveCount(4);
    await expect(steps(page).nth(0)).toContainText('At once');
    await expect(steps(page).nth(0)).toContainText('Your server requests the payment');
    await expect(steps(page).nth(0)).toContainText('Status: pending');
    await expect(steps(page).nth(0)).toContainText('"phoneNumber": "+221780000003"');
    await expect(steps(page).nth(0)).toContainText('"currency": "XOF"');
    await expect(steps(page).nth(1)).toContainText('The customer’s phone shows the Wave prompt');
    await expect(steps(page).nth(2)).toContainText('After 15 s');
    await expect(steps(page).nth(2)).toContainText('No answer yet: the payment is still pending');
    await expect(steps(page).nth(2)).toContainText('look the payment up by its id');
    await expect(steps(page).nth(3)).toContainText(`After ${NO_ANSWER_SECONDS} s`);
    await expect(steps(page).nth(3)).toContainText('The webhook arrives: payment.failed');
    await expect(steps(page).nth(3)).toContainText('Status: failed');

    // The webhook's signature is right: HMAC-SHA256 of "<t>.<body>" with the guide's example secret.
    const webhook = steps(page).nth(3).locator('pre');
    await expect(webhook).toContainText('Signature: t=');
    const lines = (await webhook.innerText()).split('\n').map((line) => line.trim());
    const [, timestamp, signature] = /^Signature: t=(\d+),v1=([0-9a-f]{64})$/.exec(lines.find((line) => line.startsWith('Signature:'))!)!;
    const body = lines.find((line) => line.startsWith('{'))!;
    expect(createHmac('sha256', WEBHOOK_EXAMPLE.secret).update(`${timestamp}.${body}`).digest('hex')).toBe(signature);
    // The payment as the contract writes it: its own id, the amount in the currency's minor unit (XOF has none).
    expect(JSON.parse(body)).toMatchObject({type: 'payment.failed', data: {id: expect.stringMatching(/^pay_/), status: 'failed', failureCode: 'timeout', currency: 'XOF', amount: 1000}});
    await expect(steps(page).nth(3).getByRole('link', {name: 'Verification code in your language'})).toHaveAttribute('href', '/docs/webhooks#verification-code');

    // A new choice clears the timeline.
    await lab(page).getByLabel('Outcome').selectOption('1');
    await expect(timeline(page)).toHaveCount(0);
  });

  test('plays a payment the operator sends back: succeeded, then a signed payment.reversed a minute later', async ({page}) => {
    await openLab(page);
    await choose(page, {market: marketNames('en').KE, wallet: 'mpesa', digit: '7'});
    await lab(page).getByRole('button', {name: 'Play the payment'}).click();
    await lab(page).getByRole('button', {name: 'Show every step'}).click();
    await expect(steps(page)).toHaveCount(4);
    await expect(steps(page).nth(0)).toContainText('"amount": 100000');
    await expect(steps(page).nth(2)).toContainText('The webhook arrives: payment.succeeded');
    await expect(steps(page).nth(3)).toContainText('After 60 s');
    await expect(steps(page).nth(3)).toContainText('The operator sends the money back: payment.reversed');
    await expect(steps(page).nth(3)).toContainText('Status: reversed');
    const lines = (await steps(page).nth(3).locator('pre').innerText()).split('\n').map((line) => line.trim());
    const [, timestamp, signature] = /^Signature: t=(\d+),v1=([0-9a-f]{64})$/.exec(lines.find((line) => line.startsWith('Signature:'))!)!;
    const body = lines.find((line) => line.startsWith('{'))!;
    expect(createHmac('sha256', WEBHOOK_EXAMPLE.secret).update(`${timestamp}.${body}`).digest('hex')).toBe(signature);
    expect(JSON.parse(body)).toMatchObject({type: 'payment.reversed', data: {status: 'reversed', failureCode: 'reversed_by_operator', amount: 100000, currency: 'KES'}});
  });

  test('each step’s code in the reader’s language; fewer steps and no motion when the reader asks for less', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await openLab(page);
    await choose(page, {market: marketNames('en').KE, wallet: 'mpesa', digit: '3'});
    await lab(page).getByRole('button', {name: 'Play the payment'}).click();
    // Every step at once.
    await expect(steps(page)).toHaveCount(4);
    await expect(lab(page).getByRole('button', {name: 'Show every step'})).toHaveCount(0);
    await steps(page).nth(0).getByText('The code for this step').click();
    await steps(page).nth(0).getByRole('tab', {name: 'Python'}).click();
    await expect(steps(page).nth(0).getByRole('tabpanel')).toContainText('requests.post');
    // The lookup step's code follows the language chosen.
    await steps(page).nth(2).getByText('The code for this step').click();
    await expect(steps(page).nth(2).getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(steps(page).nth(2).getByRole('tabpanel')).toContainText('/v1/payments/pay_01JD4W3K8Q');

    // A number the wallet refuses: no prompt, and the reason at once.
    await choose(page, {market: marketNames('en').KE, wallet: 'mpesa', digit: '6'});
    await lab(page).getByRole('button', {name: 'Play the payment'}).click();
    await expect(steps(page)).toHaveCount(3);
    await expect(steps(page).nth(1)).toContainText('refuses the request: no prompt reaches the customer');
    await expect(steps(page).nth(2)).toContainText('The number has no wallet: ask the customer to check it.');
  });

  test('in French: French words, figures and outcome names', async ({page}) => {
    await openLab(page, 'fr');
    await choose(page, {market: marketNames('fr').CI, wallet: 'orange-money', digit: '2'}, 'fr');
    await expect(lab(page, 'fr').getByLabel('Résultat').locator('option:checked')).toHaveText('Fonds insuffisants (numéro terminé par 2)');
    await expect(lab(page, 'fr')).toContainText(`Numéro de test\u00a0: ${SANDBOX_NUMBERS.CI!['orange-money']}2`);
    await lab(page, 'fr').getByRole('button', {name: 'Lancer le paiement'}).click();
    await lab(page, 'fr').getByRole('button', {name: 'Afficher toutes les étapes'}).click();
    await expect(steps(page, 'fr')).toHaveCount(3);
    await expect(steps(page, 'fr').nth(0)).toContainText('Aussitôt');
    await expect(steps(page, 'fr').nth(1)).toContainText('Après 1\u00a0s');
    await expect(steps(page, 'fr').nth(2)).toContainText('Le webhook arrive\u00a0: payment.failed');
    await expect(steps(page, 'fr').nth(2)).toContainText('Le solde est insuffisant\u00a0: prévenez le client.');
  });

  for (const locale of ['en', 'fr'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`has no serious accessibility violation with every step shown (${locale}, ${scheme})`, async ({page}) => {
        await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
        await openLab(page, locale);
        await lab(page, locale).getByRole('button', {name: messageIn(locale, 'paymentLab.play', 'Play the payment')}).click();
        await expect(steps(page, locale)).toHaveCount(3);
        expect(await seriousA11yViolations(page, {within: lab(page, locale)})).toEqual([]);
      });
    }
  }
});
