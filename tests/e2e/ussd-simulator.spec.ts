import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, seriousA11yViolations, cutNoticePattern, messageIn} from './fixtures';
import {USSD_EXAMPLE, ussdPhoneNumber} from '../../src/features/docsTools/data/ussdMenu';
import {WEBHOOK_EXAMPLE} from '../../src/features/docsTools/data/webhookExample';
import {signatureOf} from '../../src/features/docsTools/WebhookSignatureChecker/verify';
import {TOOL_INPUT_MAX_LENGTH} from '../../src/constants';

const simulator = (page: Page) => page.getByRole('region', {name: 'USSD simulator'});
const screen = (page: Page) => simulator(page).getByRole('status', {name: 'Phone screen'});
const steps = (page: Page) => simulator(page).getByRole('listitem');

async function openSimulator(page: Page) {
  await page.goto('/docs/guides/ussd');
  await waitForHydration(page);
  await page.getByRole('heading', {name: 'Try the menu in the simulator'}).scrollIntoViewIfNeeded();
  await expect(simulator(page)).toBeVisible();
}

/** The request shown for a step: its headers and its JSON body. */
async function requestAt(page: Page, index: number) {
  const text = await steps(page).nth(index).locator('pre').first().innerText();
  const [head, body] = text.split('\n\n') as [string, string];
  return {head, body, json: JSON.parse(body) as Record<string, string>};
}

test.describe('USSD simulator (/docs/guides/ussd)', () => {
  test('loads only when the reader reaches it', async ({page}) => {
    await page.goto('/docs/guides/ussd');
    await waitForHydration(page);
    // Hydrated, and every script the page asked for has arrived: had it asked for the simulator's, the simulator would be here.
    await page.waitForLoadState('networkidle');
    await expect(simulator(page)).toHaveCount(0);
    await page.getByRole('heading', {name: 'Try the menu in the simulator'}).scrollIntoViewIfNeeded();
    await expect(simulator(page)).toBeVisible();
  });

  test('plays the guide’s bill payment from the keyboard: dial, menus, answers, the session’s end, with each request and response', async ({page}) => {
    await openSimulator(page);
    await simulator(page).getByLabel('Number to dial').focus();
    await page.keyboard.press('Enter');
    await expect(screen(page)).toContainText('Welcome to MyShop\n1. My balance\n2. Pay a bill');
    await expect(simulator(page).getByLabel('Your answer')).toBeFocused();
    for (const [answer, shown] of [['2', 'Enter your account number:'], ['100234', 'Pay KES 1,000 for account 100234?'], ['1', 'Thank you. Approve the payment prompt on your phone.']]) {
      await page.keyboard.insertText(answer!);
      await page.keyboard.press('Enter');
      await expect(screen(page)).toContainText(shown!);
    }
    await expect(screen(page)).toContainText('Session ended');
    await expect(steps(page)).toHaveCount(4);
    const texts = [];
    for (let index = 0; index < 4; index += 1) texts.push((await requestAt(page, index)).json.text);
    expect(texts).toEqual(['', '2', '2*100234', '2*100234*1']);
    const last = await requestAt(page, 3);
    expect(last.json).toEqual({sessionId: USSD_EXAMPLE.sessionId, serviceCode: USSD_EXAMPLE.serviceCode, phoneNumber: ussdPhoneNumber('en'), text: '2*100234*1'});
    await expect(steps(page).nth(3).locator('pre').nth(1)).toHaveText('END Thank you. Approve the payment prompt on your phone.');
    // The request is signed as the webhooks guide says, over the body shown.
    const [, t, v1] = /Signature: t=(\d+),v1=([0-9a-f]{64})/.exec(last.head)!;
    expect(await signatureOf(WEBHOOK_EXAMPLE.secret, Number(t), last.body)).toBe(v1);
    await simulator(page).getByRole('button', {name: 'Dial again'}).click();
    await expect(steps(page)).toHaveCount(0);
  });

  test('cancelling ends the session; an empty answer or another code is said next to the field', async ({page}) => {
    await openSimulator(page);
    await simulator(page).getByLabel('Number to dial').fill('*123#');
    await simulator(page).getByRole('button', {name: 'Dial'}).click();
    await expect(simulator(page).getByLabel('Number to dial')).toHaveAccessibleDescription(`This simulator answers the guide’s code, ${USSD_EXAMPLE.serviceCode}, only.`);
    await simulator(page).getByLabel('Number to dial').fill(USSD_EXAMPLE.serviceCode);
    await simulator(page).getByRole('button', {name: 'Dial'}).click();
    await simulator(page).getByRole('button', {name: 'Send'}).click();
    await expect(simulator(page).getByLabel('Your answer')).toHaveAccessibleDescription('Type an answer, for example 1.');
    await simulator(page).getByRole('button', {name: 'Cancel'}).click();
    await expect(screen(page)).toContainText('You cancelled the session');
    await expect(steps(page)).toHaveCount(1);
  });

  test('an answer or a number longer than a USSD string is cut at its bound, said next to the field, and sent as cut', async ({page}) => {
    const max = TOOL_INPUT_MAX_LENGTH.ussd;
    const notice = cutNoticePattern(max, 1000);
    await openSimulator(page);
    const code = simulator(page).getByLabel('Number to dial');
    await code.fill('*'.repeat(max + 1000));
    await expect(code).toHaveValue('*'.repeat(max));
    await expect(code).toHaveAccessibleDescription(notice);
    await code.fill(USSD_EXAMPLE.serviceCode);
    await expect(code).not.toHaveAccessibleDescription(notice);
    await simulator(page).getByRole('button', {name: 'Dial'}).click();
    const answer = simulator(page).getByLabel('Your answer');
    await answer.fill('2');
    await simulator(page).getByRole('button', {name: 'Send'}).click();
    await expect(screen(page)).toContainText('Enter your account number:');
    // An account number pasted with far too many digits.
    await answer.fill('1'.repeat(max + 1000));
    await expect(answer).toHaveValue('1'.repeat(max));
    await expect(answer).toHaveAccessibleDescription(notice);
    await simulator(page).getByRole('button', {name: 'Send'}).click();
    await expect(steps(page)).toHaveCount(3);
    expect((await requestAt(page, 2)).json.text).toBe(`2*${'1'.repeat(max)}`);
    await expect(answer).toHaveValue('');
    await expect(answer).not.toHaveAccessibleDescription(notice);
  });

  test('on the French guide, plays the French handler’s menu, labelled in French', async ({page}) => {
    await page.goto('/fr/docs/guides/ussd');
    await waitForHydration(page);
    await page.getByRole('heading', {name: 'Essayer le menu dans le simulateur'}).scrollIntoViewIfNeeded();
    const frSimulator = page.getByRole('region', {name: messageIn('fr', 'ussdSimulator.label', 'USSD simulator')});
    const frScreen = frSimulator.getByRole('status', {name: messageIn('fr', 'ussdSimulator.phone', 'Phone screen')});
    await frSimulator.getByRole('button', {name: messageIn('fr', 'ussdSimulator.dial', 'Dial'), exact: true}).click();
    await expect(frScreen).toContainText('Bienvenue chez Boutique Awa\n1. Mon solde\n2. Payer une facture');
    const answer = frSimulator.getByLabel(messageIn('fr', 'ussdSimulator.reply', 'Your answer'));
    for (const [reply, shown] of [['2', 'Entrez votre numéro de compte'], ['100234', 'Paiement de 1 000 FCFA pour le compte 100234'], ['2', 'Paiement annulé.']]) {
      await answer.fill(reply!);
      await frSimulator.getByRole('button', {name: messageIn('fr', 'ussdSimulator.send', 'Send'), exact: true}).click();
      await expect(frScreen).toContainText(shown!);
    }
    await expect(frSimulator.getByRole('listitem').last().locator('pre').nth(1)).toHaveText('END Paiement annulé.');
    // The customer is the French guide's example: a Senegalese number, as its table gives it.
    const request = await frSimulator.getByRole('listitem').first().locator('pre').first().innerText();
    expect(JSON.parse(request.split('\n\n')[1]!).phoneNumber).toBe(ussdPhoneNumber('fr'));
    expect(ussdPhoneNumber('fr')).toMatch(/^\+221/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation during a session (${scheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await openSimulator(page);
      await simulator(page).getByRole('button', {name: 'Dial'}).click();
      await expect(steps(page)).toHaveCount(1);
      expect(await seriousA11yViolations(page, {within: simulator(page)})).toEqual([]);
    });
  }
});
