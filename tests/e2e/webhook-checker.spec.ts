import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, seriousA11yViolations, cutNoticePattern, expectLoadedWhenReached} from './fixtures';
import {WEBHOOK_EXAMPLE} from '../../src/features/docsTools/data/webhookExample';
import {TOOL_INPUT_MAX_LENGTH} from '../../src/constants';

const checker = (page: Page) => page.getByRole('form', {name: 'Webhook signature checker'});
const field = (page: Page, label: string) => checker(page).getByLabel(label, {exact: true});
const verdict = (page: Page) => checker(page).getByRole('status');

/** Opens /docs/webhooks and scrolls to the checker, which loads then. */
async function openChecker(page: Page) {
  await page.goto('/docs/webhooks');
  await waitForHydration(page);
  await page.getByRole('heading', {name: 'Check a signature in your browser'}).scrollIntoViewIfNeeded();
  await expect(checker(page)).toBeVisible();
}

test.describe('webhook signature checker (/docs/webhooks)', () => {
  test('loads only when the reader reaches it', async ({page}) => {
    await expectLoadedWhenReached(page, {route: '/docs/webhooks', heading: '#check-a-signature-in-your-browser', tool: checker(page), marker: 'Fill in the worked example'});
  });

  test('says valid for the worked example at its own time, and expired five minutes later', async ({page}) => {
    await page.clock.setFixedTime(new Date((WEBHOOK_EXAMPLE.timestamp + 120) * 1000));
    await openChecker(page);
    await checker(page).getByRole('button', {name: 'Fill in the worked example'}).click();
    await checker(page).getByRole('button', {name: 'Check the signature'}).click();
    await expect(verdict(page)).toContainText('Valid signature');
    await page.clock.setFixedTime(new Date((WEBHOOK_EXAMPLE.timestamp + 301) * 1000));
    await checker(page).getByRole('button', {name: 'Check the signature'}).click();
    await expect(verdict(page)).toContainText('Invalid: expired timestamp');
  });

  test('says why a signature is invalid: altered body, wrong secret, reformatted JSON, an API key, a malformed header', async ({page}) => {
    await page.clock.setFixedTime(new Date((WEBHOOK_EXAMPLE.timestamp + 60) * 1000));
    await openChecker(page);
    await checker(page).getByRole('button', {name: 'Fill in the worked example'}).click();
    const check = async () => checker(page).getByRole('button', {name: 'Check the signature'}).click();

    await field(page, 'Raw body').fill(WEBHOOK_EXAMPLE.body.replace('1000', '9000'));
    await check();
    await expect(verdict(page)).toContainText('Invalid: wrong secret or altered body');

    await field(page, 'Raw body').fill(JSON.stringify(JSON.parse(WEBHOOK_EXAMPLE.body), null, 2));
    await check();
    await expect(verdict(page)).toContainText('Invalid: altered body');

    await field(page, 'Raw body').fill(WEBHOOK_EXAMPLE.body);
    await field(page, 'Webhook secret').fill('whsec_not_the_one');
    await check();
    await expect(verdict(page)).toContainText('Invalid: wrong secret or altered body');
    await field(page, 'Webhook secret').fill('sk_test_4eC39HqLyjWDarjtT1zdp7dc');
    await check();
    await expect(verdict(page)).toContainText('That is an API key, not a webhook secret');

    await field(page, 'Webhook secret').fill(WEBHOOK_EXAMPLE.secret);
    await field(page, 'Signature header').fill(`t=${WEBHOOK_EXAMPLE.timestamp}`);
    await check();
    await expect(verdict(page)).toContainText('Invalid: malformed header');
  });

  test('empty fields are named next to them, the first one gets the focus, and nothing typed is lost', async ({page}) => {
    await openChecker(page);
    await field(page, 'Signature header').fill('t=1,v1=abc');
    await checker(page).getByRole('button', {name: 'Check the signature'}).click();
    await expect(field(page, 'Raw body')).toBeFocused();
    await expect(field(page, 'Raw body')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Raw body')).toHaveAccessibleDescription(/Paste the raw body of the request\./);
    await expect(field(page, 'Webhook secret')).toHaveAccessibleDescription(/Enter the webhook secret of the endpoint\./);
    await expect(field(page, 'Signature header')).toHaveValue('t=1,v1=abc');
    await expect(verdict(page)).toBeEmpty();
  });

  test('very long input is cut at each field\'s bound, said next to the field, and the check still answers', async ({page}) => {
    await openChecker(page);
    for (const [label, max] of [
      ['Raw body', TOOL_INPUT_MAX_LENGTH.webhookBody],
      ['Signature header', TOOL_INPUT_MAX_LENGTH.signatureHeader],
      ['Webhook secret', TOOL_INPUT_MAX_LENGTH.secret],
    ] as const) {
      await field(page, label).fill('x'.repeat(max + 5000));
      await expect(field(page, label)).toHaveValue('x'.repeat(max));
      await expect(field(page, label)).toHaveAccessibleDescription(cutNoticePattern(max, 5000));
    }
    await checker(page).getByRole('button', {name: 'Check the signature'}).click();
    await expect(verdict(page)).toContainText('Invalid: malformed header');
  });

  test('works from the keyboard alone, and the secret never leaves the page', async ({page}) => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`));
    await page.clock.setFixedTime(new Date((WEBHOOK_EXAMPLE.timestamp + 60) * 1000));
    await openChecker(page);
    await field(page, 'Raw body').focus();
    await page.keyboard.insertText(WEBHOOK_EXAMPLE.body);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(`Signature: t=${WEBHOOK_EXAMPLE.timestamp},v1=${WEBHOOK_EXAMPLE.signature}`);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(WEBHOOK_EXAMPLE.secret);
    await page.keyboard.press('Enter');
    await expect(verdict(page)).toContainText('Valid signature');
    await expect(field(page, 'Webhook secret')).toHaveAttribute('type', 'password');
    expect(sent.filter((line) => line.includes(WEBHOOK_EXAMPLE.secret))).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}))).not.toContain(WEBHOOK_EXAMPLE.secret);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation with a verdict shown (${scheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await openChecker(page);
      await checker(page).getByRole('button', {name: 'Fill in the worked example'}).click();
      await checker(page).getByRole('button', {name: 'Check the signature'}).click();
      await expect(verdict(page)).not.toBeEmpty();
      expect(await seriousA11yViolations(page, {within: checker(page)})).toEqual([]);
    });
  }
});
