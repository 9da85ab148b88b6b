import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, seriousA11yViolations, messageIn, type Locale} from './fixtures';
import {withFormsService} from './formsEndpoint';
import {HOSTILE, expectNothingRan} from './hostile';
import {brand} from '../../src/brand';

const PAGE = '/docs/getting-started';
const TITLE = 'Getting started';
const question = (locale: Locale) => messageIn(locale, 'pageFeedback.question', 'Was this page helpful?');
const feedback = (page: Page, locale: Locale = 'en') => page.getByRole('region', {name: question(locale)});

async function open(page: Page, path = PAGE, locale: Locale = 'en') {
  await page.goto(path);
  await waitForHydration(page);
  await feedback(page, locale).scrollIntoViewIfNeeded();
}

test.describe('feedback under every docs page', () => {
  for (const outcome of ['accepted', 'refused'] as const) {
    test(`nothing is sent before “Send feedback”; then the answer and the comment are posted, and a ${outcome} request is said as such`, async ({page, consoleErrors}) => {
      consoleErrors.expect(/status of 500/);
      await withFormsService(page, outcome === 'accepted' ? 200 : 500, async (endpoint) => {
        await open(page);
        const no = feedback(page).getByRole('button', {name: 'No'});
        await no.click();
        await expect(no).toHaveAttribute('aria-pressed', 'true');
        await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
        const comment = feedback(page).getByLabel('What was missing or wrong? (optional)');
        await comment.fill('A sample for refunds, please.');
        // Answered and typed, not sent: the service has heard nothing.
        await expect(feedback(page).getByRole('button', {name: 'Send feedback'})).toBeEnabled();
        expect(endpoint.received).toEqual([]);
        await feedback(page).getByRole('button', {name: 'Send feedback'}).click();
        await expect.poll(() => endpoint.received.length).toBe(1);
        expect(endpoint.received[0]).toMatchObject({form: 'docs-feedback', page: PAGE, locale: 'en', values: {helpful: 'no', comment: 'A sample for refunds, please.'}});
        if (outcome === 'accepted') {
          await expect(feedback(page).getByRole('status')).toHaveText('Thank you: your feedback was sent to the documentation team.');
          await expect(feedback(page).getByRole('status')).toBeFocused();
        } else {
          await expect(feedback(page).getByRole('status')).toContainText('the server answered 500');
          await expect(feedback(page).getByRole('status')).toContainText('Everything you typed is still here');
          await expect(comment).toHaveValue('A sample for refunds, please.');
        }
      });
    });
  }

  test('by keyboard, without a forms service: nothing sent, the comment kept, and an e-mail with the feedback written in', async ({page}) => {
    await open(page);
    await feedback(page).getByRole('button', {name: 'Yes'}).focus();
    await page.keyboard.press('Space');
    await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const comment = feedback(page).getByLabel('What helped? (optional)');
    await expect(comment).toBeFocused();
    await page.keyboard.insertText(`The webhook part & ${HOSTILE}`);
    await page.keyboard.press('Tab');
    await expect(feedback(page).getByRole('button', {name: 'Send feedback'})).toBeFocused();
    await page.keyboard.press('Enter');
    const status = feedback(page).getByRole('status');
    await expect(status).toContainText('nothing was sent');
    await expect(comment).toHaveValue(`The webhook part & ${HOSTILE}`);
    const mail = status.getByRole('link', {name: `Email your answers to ${brand.email.support}`});
    const href = new URL((await mail.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(brand.email.support);
    expect(href.searchParams.get('subject')).toBe(`Docs feedback: ${TITLE}`);
    expect(href.searchParams.get('body')).toBe(`Helpful: Yes\nWhat helped? (optional): The webhook part & ${HOSTILE}`);
    await expect(feedback(page).locator('img, script')).toHaveCount(0);
    await expectNothingRan(page);
  });

  test('sits after the article: the search index and the page’s own text leave it out', async ({page}) => {
    await open(page);
    await expect(page.locator('article').getByRole('heading', {name: question('en')})).toHaveCount(0);
    await expect(feedback(page)).toBeVisible();
    for (const locale of ['', 'fr'] as const) {
      const index = readFileSync(path.join(__dirname, '../../build', locale, 'search-index.json'), 'utf8');
      expect(index).not.toContain(question(locale || 'en'));
    }
  });

  test('in French, on a French docs page', async ({page}) => {
    await open(page, `/fr${PAGE}`, 'fr');
    await expect(feedback(page, 'fr').getByRole('heading')).toHaveText('Cette page vous a-t-elle été utile\u202f?');
    await feedback(page, 'fr').getByRole('button', {name: 'Non'}).click();
    await expect(feedback(page, 'fr').getByLabel('Qu’est-ce qui manquait ou était faux\u202f? (facultatif)')).toBeVisible();
    await expect(feedback(page, 'fr').getByRole('button', {name: 'Envoyer l’avis'})).toBeVisible();
  });

  test('without JavaScript: a mail link, and no button that cannot work', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(feedback(page)).toBeVisible();
    await expect(feedback(page).locator('button')).toHaveCount(2);
    for (const button of await feedback(page).locator('button').all()) await expect(button).toBeHidden();
    const html = await page.locator('section', {has: page.getByRole('heading', {name: question('en')})}).innerHTML();
    expect(html).toContain(`mailto:${brand.email.support}`);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation with the comment and a status shown (${scheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await open(page);
      await feedback(page).getByRole('button', {name: 'No'}).click();
      await feedback(page).getByRole('button', {name: 'Send feedback'}).click();
      await expect(feedback(page).getByRole('status')).not.toBeEmpty();
      expect(await seriousA11yViolations(page, {within: feedback(page)})).toEqual([]);
    });
  }
});
