import type {Page} from '@playwright/test';
import {test, expect, messageIn} from './fixtures';
import {exampleMarket} from '../../src/features/coverage/data/exampleMarkets';
import {SAMPLE_EXAMPLES} from '../../src/features/api/data/samples';

/**
 * What a merchant in Dakar or Abidjan meets first on the French pages (issue 51): amounts in FCFA,
 * the franc zone's wallets and telephone numbers, before any other market's. The English pages keep
 * their Kenyan examples: each test checks the two, so a change that swaps or loses one fails.
 */
const fr = (id: string, english: string) => messageIn('fr', id, english);
const SENEGAL = exampleMarket('fr');
/** Senegal's example number as the country groups it (libphonenumber-js). */
const SENEGAL_NUMBER = '+221\u00a077\u00a0123\u00a045\u00a067';

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test.describe('a francophone merchant meets the franc zone first', () => {
  test('/fr/: the partner tiles open with Senegal, Côte d’Ivoire and Cameroon; the footer says no office is in the franc zone yet', async ({page}) => {
    expect(SENEGAL.code).toBe('SN');
    await page.goto('/fr/');
    const tiles = await page.locator('#partners img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(tiles.slice(0, 3)).toEqual(['Opérateur mobile, Sénégal', 'Opérateur mobile, Côte d’Ivoire', 'Opérateur mobile, Cameroun']);
    const offices = page.getByRole('region', {name: fr('footer.offices.title', 'Our Offices')});
    await expect(offices).toContainText(fr('footer.offices.noFrancZoneOffice', ''));
    await expect(offices.getByRole('link', {name: fr('footer.offices.francZoneMarkets', '')})).toHaveAttribute('href', '/fr/coverage');
    // The offices themselves are the same six in both languages: none is invented.
    await expect(offices.getByRole('listitem')).toHaveCount(6);
    await page.goto('/');
    await expect(page.getByRole('region', {name: 'Our Offices'})).not.toContainText('franc zone');
    expect((await page.locator('#partners img').first().getAttribute('alt'))).toBe('Mobile Operator, Kenya');
  });

  test('/fr/mobile-money: the description, the phone and the wallet grid lead with Orange Money, FCFA and a Senegalese number', async ({page}) => {
    await page.goto('/fr/mobile-money');
    expect(await description(page)).toMatch(/^Acceptez Orange Money, MTN MoMo et bien d’autres portefeuilles/);
    const phone = page.locator('header figure');
    await expect(phone).toContainText('Épicerie Teranga');
    await expect(phone).toContainText('1\u202f000\u00a0FCFA');
    await expect(phone.locator('li').first()).toHaveText('Orange Money');
    await expect(phone).toContainText(SENEGAL_NUMBER.replace(/\u00a0/g, ' '));
    const grid = (await page.locator('#wallets li').allInnerTexts()).map((wallet) => wallet.trim());
    expect(grid).toEqual(['Orange Money', 'MTN MoMo', 'Moov Money', 'Wave', 'Airtel Money', 'M-Pesa']);
    await expect(page.locator('#wallets-by-region h3').first()).toHaveText('Afrique de l’Ouest');
    await page.goto('/mobile-money');
    expect(await description(page)).toMatch(/^Accept M-Pesa, Airtel Money and more/);
    await expect(page.locator('#wallets-by-region h3').first()).toHaveText('East Africa');
  });

  test('/fr/bulk-sms: the sample SMS pays in FCFA, written as a phone receives it (GSM-7: plain spaces)', async ({page}) => {
    await page.goto('/fr/bulk-sms');
    const bubbles = page.locator('header figure li');
    await expect(bubbles.first()).toHaveText("Votre paiement de 1 000 FCFA à l'Épicerie Teranga est confirmé. Réf. QX7K2.");
    for (const text of await bubbles.allTextContents()) expect([text, /[\u00a0\u202f’]/.test(text)]).toEqual([text, false]);
    await expect(page.locator('#features')).toContainText('9\u00a0h');
    await expect(page.locator('#features')).not.toContainText('9:00');
    await page.goto('/bulk-sms');
    await expect(page.locator('header figure li').first()).toHaveText('Your payment of KSh 1,000 to Mama Mboga was received. Ref QX7K2.');
  });

  test('/fr/contact: the telephone\'s example, and its error, are a Senegalese number', async ({page}) => {
    await page.goto('/fr/contact');
    const telephone = page.getByLabel(new RegExp(`^${fr('forms.phone', 'Telephone')}`));
    await expect(telephone).toHaveAccessibleDescription(new RegExp(`par exemple ${SENEGAL_NUMBER.replace(/\+/g, '\\+')}`));
    await telephone.fill('0771234567');
    await telephone.blur();
    await expect(page.getByText('Saisissez le numéro avec son indicatif pays, par exemple +221 77 123 45 67.')).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByLabel(/^Telephone/)).toHaveAccessibleDescription(/e\.g\. \+254\u00a0712\u00a0345678/);
  });

  test('/fr/docs/getting-started: the first payment is in FCFA from Orange Money, the French samples\' amount', async ({page}) => {
    await page.goto('/fr/docs/getting-started');
    const main = page.locator('main article');
    const {amount, currency, wallet} = SAMPLE_EXAMPLES.fr;
    expect([currency, wallet]).toEqual(['XOF', 'orange-money']);
    await expect(main).toContainText(`Demandez à un client d’approuver un paiement mobile money de ${new Intl.NumberFormat('fr-FR').format(amount)} FCFA depuis son portefeuille Orange Money`);
    // Nothing before it names a shilling or M-Pesa.
    const prose = await main.evaluate((article) => {
      const copy = article.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('pre').forEach((block) => block.remove());
      return copy.textContent ?? '';
    });
    expect(prose.slice(0, prose.indexOf('FCFA'))).not.toMatch(/KES|M-Pesa|\+254/);
  });
});
