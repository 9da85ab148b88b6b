import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, expectLoadedWhenReached, seriousA11yViolations, cutNoticePattern, messageIn, type Locale} from './fixtures';
import {HOSTILE, expectNothingRan} from './hostile';
import {MARKETS} from '../../src/features/coverage/data/markets';
import {marketNames} from '../support/marketNames';
import {SMS_COMPOSER_LINK} from '../../src/features/docsTools/data/smsComposer';
import {TOOL_INPUT_MAX_LENGTH} from '../../src/constants';

const GUIDE = '/docs/guides/bulk-sms';
const label = (locale: Locale) => messageIn(locale, 'smsComposer.label', 'SMS composer');
const composer = (page: Page, locale: Locale = 'en') => page.getByRole('form', {name: label(locale)});
const message = (page: Page, locale: Locale = 'en') => composer(page, locale).getByLabel(messageIn(locale, 'smsComposer.message', 'Message'), {exact: true});
/** The figure under a term of the composer's list (Encoding, Characters, Parts). */
const figure = (page: Page, term: string) => composer(page).locator('dt', {hasText: term}).locator('+ dd');

/** Opens the guide (in a locale) and scrolls to the composer, which loads then. */
async function openComposer(page: Page, locale: Locale = 'en') {
  await page.goto(locale === 'en' ? GUIDE : `/${locale}${GUIDE}`);
  await waitForHydration(page);
  await page.locator('#count-the-parts-of-a-message').scrollIntoViewIfNeeded();
  await expect(composer(page, locale)).toBeVisible();
}

test.describe('SMS composer (bulk SMS guide)', () => {
  test('loads only when the reader reaches it; without JavaScript the guide states its rules', async ({page, browser}) => {
    await expectLoadedWhenReached(page, {route: GUIDE, heading: '#count-the-parts-of-a-message', tool: composer(page), marker: 'Use GSM-7 equivalents'});

    const context = await browser.newContext({javaScriptEnabled: false});
    const noScript = await context.newPage();
    await noScript.goto(GUIDE);
    // The placeholder's <noscript> text, as rendered (Playwright's text locators leave <noscript> out).
    const rules = (await noScript.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(rules).toContain('The composer counts in your browser and needs JavaScript');
    expect(rules).toContain('160 characters in one part, 153 per part beyond');
    expect(rules).toContain('€ [ ] { } ^ ~ \\ | count as two');
    expect(rules).toContain('UCS-2: 70 characters in one part, 67 per part beyond');
    await context.close();
  });

  test('counts live: GSM-7 up to 160 characters in one part, 161 in two, and one ’ makes it UCS-2', async ({page}) => {
    await openComposer(page);
    await message(page).fill('a'.repeat(160));
    await expect(figure(page, 'Encoding')).toHaveText('GSM-7');
    await expect(figure(page, 'Characters')).toHaveText('160 used, 0 left in this part');
    await expect(figure(page, 'Parts')).toHaveText('1 part');
    await message(page).press('End');
    await message(page).press('a');
    await expect(figure(page, 'Characters')).toHaveText('161 used, 145 left in this part');
    await expect(figure(page, 'Parts')).toHaveText('2 parts');

    await message(page).fill(`${'a'.repeat(69)}’`);
    await expect(figure(page, 'Encoding')).toHaveText('UCS-2 (Unicode)');
    await expect(figure(page, 'Characters')).toHaveText('70 used, 0 left in this part');
    await expect(composer(page)).toContainText('Up to 70 characters in one part; 67 per part beyond. Each part is billed as one SMS.');
    await expect(composer(page).getByRole('listitem').filter({hasText: 'U+2019'})).toHaveText(/’ U\+2019 ×1: use '/);

    await message(page).fill('€[]');
    await expect(figure(page, 'Encoding')).toHaveText('GSM-7');
    await expect(figure(page, 'Characters')).toHaveText('6 used, 154 left in this part');
    await expect(composer(page)).toContainText('These count as two characters each in GSM-7');

    await message(page).fill('😀');
    await expect(figure(page, 'Characters')).toHaveText('2 used, 68 left in this part');
    await expect(composer(page).getByRole('listitem').filter({hasText: 'U+1F600'})).toContainText('no GSM-7 equivalent');
  });

  test('“Use GSM-7 equivalents” brings a French receipt back to GSM-7, and undoing restores what was typed', async ({page}) => {
    await openComposer(page);
    await composer(page).getByRole('button', {name: 'Try a French receipt'}).click();
    const typed = await message(page).inputValue();
    await expect(figure(page, 'Encoding')).toHaveText('UCS-2 (Unicode)');
    await expect(composer(page)).toContainText('no-break space');
    await composer(page).getByRole('button', {name: 'Use GSM-7 equivalents'}).click();
    await expect(figure(page, 'Encoding')).toHaveText('GSM-7');
    await expect(figure(page, 'Parts')).toHaveText('1 part');
    await expect(composer(page).getByRole('status')).toHaveText(/characters replaced\./);
    expect(typed).toContain('reçu');
    await expect(message(page)).toHaveValue(/recu/);
    const undo = composer(page).getByRole('button', {name: 'Undo the replacements'});
    await expect(undo).toBeFocused();
    await undo.press('Enter');
    await expect(message(page)).toHaveValue(typed);
    await expect(message(page)).toBeFocused();
  });

  test('shows the chosen country’s sender ID rule and lead time from the market data', async ({page}) => {
    await openComposer(page);
    const names = marketNames('en');
    const country = composer(page).getByLabel('Sending to');
    await country.selectOption({label: names.SN});
    const senegal = MARKETS.SN.senderId;
    expect(senegal.registration).toBe('required');
    const days = senegal.registration === 'required' ? senegal.workingDays : 0;
    await expect(composer(page)).toContainText(`${names.SN}, sender ID: Must be registered; about ${days} working days`);
    await expect(composer(page).getByRole('link', {name: `${names.SN} on the coverage page`})).toHaveAttribute('href', `/coverage#${MARKETS.SN.slug}`);
    const free = Object.values(MARKETS).find((market) => market.senderId.registration === 'not-required')!;
    await country.selectOption({label: names[free.code]});
    await expect(composer(page)).toContainText(`${names[free.code]}, sender ID: No registration needed`);
  });

  test('in French: segments, French figures and the sender ID rule in French', async ({page}) => {
    await openComposer(page, 'fr');
    await message(page, 'fr').fill('ê'.repeat(1234));
    const dd = (term: string) => composer(page, 'fr').locator('dt', {hasText: term}).locator('+ dd');
    await expect(dd('Encodage')).toHaveText('UCS-2 (Unicode)');
    // 1 234 characters in UCS-2: 19 segments of 67; French grouping with a narrow no-break space.
    await expect(dd('Caractères')).toHaveText('1\u202f234 utilisés, 39 restants dans ce segment');
    await expect(dd('Segments')).toHaveText('19 segments');
    await message(page, 'fr').fill('a');
    await expect(dd('Caractères')).toHaveText('1 utilisé, 159 restants dans ce segment');
    await expect(dd('Segments')).toHaveText('1 segment');
    await composer(page, 'fr').getByLabel('Pays de destination').selectOption({label: marketNames('fr').CI});
    await expect(composer(page, 'fr')).toContainText(`${marketNames('fr').CI}, identifiant d’expéditeur\u00a0:`);
  });

  test('hostile text is counted and shown as text; a paste past 1,600 characters is cut and said', async ({page}) => {
    await openComposer(page);
    await message(page).fill(`${HOSTILE}‘`);
    await expect(figure(page, 'Encoding')).toHaveText('UCS-2 (Unicode)');
    await expect(composer(page).locator('img, script, iframe')).toHaveCount(0);
    await expect(composer(page).getByRole('listitem').filter({hasText: 'U+2018'})).toBeVisible();
    await expectNothingRan(page);
    const max = TOOL_INPUT_MAX_LENGTH.smsMessage;
    await message(page).fill('a'.repeat(max + 100));
    await expect(message(page)).toHaveValue('a'.repeat(max));
    await expect(message(page)).toHaveAccessibleDescription(cutNoticePattern(max, 100));
    await expect(figure(page, 'Parts')).toHaveText(`${Math.ceil(max / 153)} parts`);
  });

  test('the bulk SMS page links to it', async ({page}) => {
    await page.goto('/bulk-sms');
    const link = page.getByRole('link', {name: 'Count a message’s parts and see each country’s rule'});
    await expect(link).toHaveAttribute('href', SMS_COMPOSER_LINK);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${SMS_COMPOSER_LINK}$`));
    await expect(composer(page)).toBeVisible();
  });

  for (const locale of ['en', 'fr'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`has no serious accessibility violation with findings shown (${locale}, ${scheme})`, async ({page}) => {
        await page.emulateMedia({colorScheme: scheme});
        await openComposer(page, locale);
        await message(page, locale).fill('Prix : 5 000 € – reçu ’ 😀 [ok]');
        await composer(page, locale).getByRole('combobox').selectOption({index: 3});
        await expect(composer(page, locale).getByRole('link')).toHaveCount(1);
        expect(await seriousA11yViolations(page, {within: composer(page, locale)})).toEqual([]);
      });
    }
  }
});
