import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {withFormsService} from './formsEndpoint';
import {MARKET_CODES} from '../../src/data/marketCodes';
import {MARKETS} from '../../src/features/coverage/data/markets';

const COUNTRIES = ['Malawi', 'Kenya', 'South Africa', 'United States', 'United Kingdom', 'India', 'Germany', 'Australia', 'Canada', 'China', 'Nigeria'];

const VALID = {
  'Client Name': 'Acme Traders',
  'Client Code': 'ACME-KE01',
  'Client Description': 'We sell airtime and data bundles.',
  'Contact Person': 'Amina Otieno',
  'Email Address': 'amina@acme.co.ke',
  'Telephone No.': '+254 712 345 678',
  'Postal Address': 'PO Box 100, Nairobi',
  'Physical Address': '12 Moi Avenue, Nairobi',
} as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function fillValid(page: Page, sms: boolean) {
  for (const [label, value] of Object.entries(VALID)) await page.getByLabel(label, {exact: true}).fill(value);
  await page.getByLabel('Country').selectOption({label: 'Kenya'});
  if (sms) {
    await page.getByLabel('Max SMS Threshold').fill('5000');
    await page.getByLabel('Min SMS Threshold').fill('100');
  }
}

/** The error shown for a field, found through the field's aria-describedby. */
async function errorOf(page: Page, label: string): Promise<string | null> {
  const input = page.getByLabel(label, {exact: true});
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? page.locator(`#${ids[0]}`).innerText() : null;
}

test.describe('onboarding', () => {
  test('/onboard/sms has the SMS tab selected, the four cards and the 11 countries', async ({page}) => {
    await open(page, '/onboard/sms');
    await expect(page.getByRole('tab', {name: 'SMS'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {name: 'Payments'})).toHaveAttribute('aria-selected', 'false');
    for (const card of ['Identification', 'Contact Information', 'Location', 'Thresholds']) await expect(page.getByRole('group', {name: card})).toBeVisible();
    // The spec's 11 with its English labels, and every market, the markets first as a group.
    const country = page.getByLabel('Country');
    expect(await country.locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['Choose…', ...COUNTRIES]));
    const groups = country.locator('optgroup');
    await expect(groups).toHaveCount(2);
    await expect(groups.first()).toHaveAttribute('label', 'Markets we serve');
    expect((await groups.first().locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).sort()).toEqual([...MARKET_CODES].sort());
    await expect(page.getByRole('button', {name: 'Complete Onboarding'})).toBeVisible();
  });

  test('/onboard/payments has no Thresholds card; the tabs switch the option and the address', async ({page}) => {
    await open(page, '/onboard/payments');
    await expect(page.getByRole('tab', {name: 'Payments'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', {name: 'Location'})).toBeVisible();
    await expect(page.getByRole('group', {name: 'Thresholds'})).toHaveCount(0);
    await page.getByRole('tab', {name: 'SMS'}).click();
    await expect(page).toHaveURL(/\/onboard\/sms$/);
    await expect(page.getByRole('group', {name: 'Thresholds'})).toBeVisible();
    await page.getByRole('tab', {name: 'SMS'}).press('ArrowRight');
    await expect(page).toHaveURL(/\/onboard\/payments$/);
  });

  test('/onboard shows the form with no option chosen: three cards, no Thresholds until SMS is chosen, and what was typed is kept', async ({page}) => {
    await open(page, '/onboard');
    for (const name of ['SMS', 'Payments']) await expect(page.getByRole('tab', {name})).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tab', {name: 'SMS'})).toHaveAttribute('href', '/onboard/sms');
    await expect(page.getByRole('tab', {name: 'Payments'})).toHaveAttribute('href', '/onboard/payments');
    for (const card of ['Identification', 'Contact Information', 'Location']) await expect(page.getByRole('group', {name: card})).toBeVisible();
    await expect(page.getByRole('group', {name: 'Thresholds'})).toHaveCount(0);
    await expect(page.getByRole('form', {name: 'Self onboarding'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Complete Onboarding'})).toBeVisible();

    await page.getByLabel('Client Name').fill('Acme Traders');
    await page.getByLabel('Country').selectOption({label: 'Nigeria'});
    await page.getByRole('tab', {name: 'SMS'}).click();
    await expect(page).toHaveURL(/\/onboard\/sms$/);
    await expect(page.getByRole('tab', {name: 'SMS'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', {name: 'Thresholds'})).toBeVisible();
    await expect(page.getByLabel('Client Name')).toHaveValue('Acme Traders');
    await expect(page.getByLabel('Country')).toHaveValue('NG');
  });

  test('each form is named once for its option, and so is the e-mail it prepares', async ({page}) => {
    for (const [path, name] of [['/onboard/sms', 'Self onboarding: SMS'], ['/onboard/payments', 'Self onboarding: Payments'], ['/onboard', 'Self onboarding']] as const) {
      await open(page, path);
      const form = page.getByRole('form', {name, exact: true});
      await expect(form).toBeVisible();
      await fillValid(page, path.endsWith('sms'));
      await form.getByRole('button', {name: 'Complete Onboarding'}).click();
      const href = await page.getByRole('link', {name: /Email your answers to/}).getAttribute('href');
      expect(new URL(href!).searchParams.get('subject')).toBe(name);
    }
  });

  test('an empty submission marks every required field, announces it, and focuses the first', async ({page}) => {
    await open(page, '/onboard/sms');
    await page.getByRole('button', {name: 'Complete Onboarding'}).click();
    await expect(page.getByLabel('Client Name')).toBeFocused();
    expect(await errorOf(page, 'Client Name')).toContain('Enter client name.');
    expect(await errorOf(page, 'Country')).toContain('Choose country.');
    expect(await errorOf(page, 'Max SMS Threshold')).toContain('Enter max SMS threshold.');
    await expect(page.getByRole('status')).toContainText('nothing was sent');
  });

  test('says what is wrong with each kind of bad input, next to the field', async ({page}) => {
    await open(page, '/onboard/sms');
    await fillValid(page, true);
    await page.getByLabel('Email Address').fill('amina@acme');
    await page.getByLabel('Telephone No.').fill('0712345678');
    await page.getByLabel('Client Code').fill('acme');
    await page.getByLabel('Max SMS Threshold').fill('100');
    await page.getByLabel('Min SMS Threshold').fill('200');
    await page.getByRole('button', {name: 'Complete Onboarding'}).click();
    await expect(page.getByLabel('Client Code')).toBeFocused();
    expect(await errorOf(page, 'Client Code')).toContain('capital letters');
    expect(await errorOf(page, 'Email Address')).toContain('name@company.com');
    expect(await errorOf(page, 'Telephone No.')).toContain('country code');
    expect(await errorOf(page, 'Min SMS Threshold')).toContain('Must not be more than max SMS threshold (100)');
    // A number field takes digits only: anything else is refused, and the field says what it takes.
    await page.getByLabel('Max SMS Threshold').fill('-5');
    await expect(page.getByLabel('Max SMS Threshold')).toHaveValue('100');
    await expect(page.getByLabel('Max SMS Threshold')).toHaveAccessibleDescription(/takes a whole number of up to 9 digits/);
    // Corrected as typed: the message goes away.
    await page.getByLabel('Client Code').fill('ACME-KE01');
    expect(await errorOf(page, 'Client Code')).toBeNull();
  });

  test('the telephone follows the chosen country: its calling code in the hint, and a number of another country is refused next to the field', async ({page}) => {
    await open(page, '/onboard/sms');
    const telephone = page.getByLabel('Telephone No.', {exact: true});
    await page.getByLabel('Country').selectOption({label: 'Senegal'});
    await expect(telephone).toHaveAccessibleDescription(/\+221\s\d{2}\s\d{3}\s\d{2}\s\d{2}/);
    await telephone.fill(MARKETS.KE.phone.example);
    await telephone.blur();
    expect(await errorOf(page, 'Telephone No.')).toMatch(/Senegal.*\+221/);
    await telephone.fill(MARKETS.SN.phone.example);
    await telephone.blur();
    await expect(telephone).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('in French, a merchant from Senegal finds « Sénégal » among the markets and the hint shows +221', async ({page}) => {
    await open(page, '/fr/onboard/sms');
    const country = page.getByLabel('Pays');
    await expect(country.locator('optgroup').first()).toHaveAttribute('label', 'Nos marchés');
    await country.selectOption({label: 'Sénégal'});
    await expect(page.getByLabel('N° de téléphone', {exact: false})).toHaveAccessibleDescription(/\+221/);
  });

  test('keeps a draft over reloads and tab switches', async ({page}) => {
    await open(page, '/onboard/sms');
    await page.getByLabel('Client Name').fill('Acme Traders');
    await page.getByLabel('Max SMS Threshold').fill('5000');
    await page.getByLabel('Country').selectOption({label: 'Malawi'});
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Client Name')).toHaveValue('Acme Traders');
    await expect(page.getByLabel('Max SMS Threshold')).toHaveValue('5000');
    await page.getByRole('tab', {name: 'Payments'}).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByLabel('Client Name')).toHaveValue('Acme Traders');
    await expect(page.getByLabel('Country')).toHaveValue('MW');
    await page.getByLabel('Client Name').fill('Acme Traders Ltd');
    await page.getByRole('tab', {name: 'SMS'}).click();
    await expect(page.getByLabel('Client Name')).toHaveValue('Acme Traders Ltd');
    await expect(page.getByLabel('Max SMS Threshold')).toHaveValue('5000');
  });

  test('with no form service configured, nothing is sent and an e-mail with the answers is offered', async ({page}) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await open(page, '/onboard/payments');
    await fillValid(page, false);
    await page.getByRole('button', {name: 'Complete Onboarding'}).click();
    await expect(page.getByRole('status')).toContainText('nothing was sent');
    const mail = page.getByRole('link', {name: /Email your answers to sales@/});
    const href = decodeURIComponent((await mail.getAttribute('href'))!);
    expect(href).toMatch(/^mailto:sales@/);
    expect(href).toContain('Client Name: Acme Traders');
    expect(href).toContain('Country: Kenya');
    await expect(page.getByLabel('Client Name')).toHaveValue('Acme Traders');
    expect(posted).toBe(false);
  });

  for (const outcome of ['accepted', 'refused'] as const) {
    test(`with a form service configured, the submission is posted and a ${outcome} request is reported as such`, async ({page, consoleErrors}) => {
      // The browser logs the refused request itself.
      consoleErrors.expect(/status of 500/);
      await withFormsService(page, outcome === 'accepted' ? 200 : 500, async (endpoint) => {
        await open(page, '/onboard/sms');
        await fillValid(page, true);
        await page.getByRole('button', {name: 'Complete Onboarding'}).click();
        await expect.poll(() => endpoint.received.length).toBe(1);
        expect(endpoint.received[0]).toMatchObject({
          form: 'onboarding-sms',
          page: '/onboard/sms',
          values: {clientName: 'Acme Traders', clientCode: 'ACME-KE01', country: 'KE', maxSmsThreshold: '5000', minSmsThreshold: '100'},
        });
        if (outcome === 'accepted') {
          await expect(page.getByRole('status')).toContainText('were received');
          await expect(page.getByLabel('Client Name')).toHaveValue('');
          await page.reload();
          await waitForHydration(page);
          await expect(page.getByLabel('Client Name')).toHaveValue('');
        } else {
          await expect(page.getByRole('status')).toContainText('the server answered 500');
          await expect(page.getByLabel('Client Name')).toHaveValue('Acme Traders');
        }
      });
    });
  }
});
