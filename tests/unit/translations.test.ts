/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {englishMessages, placeholders} from '../support/messages';
import {createBrand} from '../../src/brand';
import {countryName} from '../../src/plugins/countries/names';

const root = path.join(__dirname, '../..');
const LOCALES = ['fr'];
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, {message: string}>;

/**
 * Messages that are the same words in French: names, codes and abbreviations.
 * Anything else left in English fails.
 */
const SAME_IN_EVERY_LANGUAGE = /^(?:[A-Z0-9][\w.+-]*|Bulk SMS|Mobile Money|Card Services|Carrier Billing|Bank Checkout|Mobile money|Orange Money|Airtel Money|MTN MoMo|Moov Money|M-Pesa|TNM Mpamba|[\d\s%:+.,x×/-]+|[A-Z]{2,}(?: [A-Z]{2,})*|Email|E-mail|Kenya|Malawi|Nigeria|Canada|Australia|Ghana|Gabon|Togo|Mali|Rwanda|Madagascar|Mozambique|Burkina Faso|Android|iOS|Webhooks?|Sandbox|OK|Dashboard|Code|Chat|Support|Format|Type|Version|Production|Options?|Navigation|Description|Instant|Contact|Documentation|Simulation)$/;

/** Messages whose French is the same text, by id, with why. */
const SAME_IN_FRENCH: Record<string, string> = {
  'apiReference.eyebrow': 'a title and a version number',
  'apiReference.downloadJson': 'a file name',
  'feeds.pagedTitle': '"page" is French too',
  'theme.admonition.danger': 'the same word',
  'webhookChecker.age.minutes': 'the same words, singular and plural',
  'theme.admonition.info': 'the same word',
  'smsComposer.encoding.ucs2': 'a standard’s name',
  'smsComposer.usedAndLeft': 'two figures, each translated',
  'smsComposer.announcement': 'two values, each translated',
  'smsComposer.times': 'a count',
  'smsComposer.exampleText': 'the composer’s “French receipt”, French on both pages (its typography is what forces UCS-2)',
};

describe('translations', () => {
  const english = englishMessages();

  it('reads the messages of the code', () => {
    expect(english.size).toBeGreaterThan(800);
  });

  for (const locale of LOCALES) {
    const catalogue = readJson(`i18n/${locale}/code.json`);

    it(`${locale}: every message of the code has a translation, with the same placeholders`, () => {
      const missing = [...english.keys()].filter((id) => !catalogue[id]?.message?.trim());
      expect(missing).toEqual([]);
      const broken = [...english].filter(([id, message]) => catalogue[id] && placeholders(catalogue[id].message).join() !== placeholders(message).join()).map(([id]) => id);
      expect(broken).toEqual([]);
    });

    it(`${locale}: no message is left in English`, () => {
      const untranslated = [...english].filter(([id, message]) => catalogue[id]?.message === message && !SAME_IN_EVERY_LANGUAGE.test(message) && !(id in SAME_IN_FRENCH)).map(([id, message]) => `${id}: ${message}`);
      expect(untranslated).toEqual([]);
    });

    it(`${locale}: the theme's strings are translated too`, () => {
      // The theme's own French (from @docusaurus/theme-translations) or ours; never the English defaults the site overrides.
      const themeEnglish = englishMessages(['node_modules/@docusaurus/theme-classic/lib', 'node_modules/@docusaurus/theme-common/lib']);
      const left = Object.entries(catalogue)
        .filter(([id, {message}]) => id.startsWith('theme.') && (message === themeEnglish.get(id) || message === english.get(id)) && !SAME_IN_EVERY_LANGUAGE.test(message) && !(id in SAME_IN_FRENCH))
        .map(([id, {message}]) => `${id}: ${message}`);
      expect(left).toEqual([]);
    });

    it(`${locale}: the offices' country names are the site's names of those countries (src/plugins/countries/names.ts)`, () => {
      const named = Object.entries(catalogue)
        .map(([id, {message}]) => [/^offices\.([a-z]{2})\.country$/.exec(id)?.[1]?.toUpperCase(), message] as const)
        .filter((entry): entry is readonly [string, string] => !!entry[0]);
      expect(named.length).toBeGreaterThanOrEqual(6);
      for (const [code, name] of named) expect([code, name]).toEqual([code, countryName(code, locale)]);
    });

    it(`${locale}: no translation file names the brand (the config gives it: npm run write-translations leaves those entries out)`, () => {
      const brandName = createBrand().name;
      const files = (dir: string): string[] =>
        readdirSync(dir, {withFileTypes: true}).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.json') ? [path.join(dir, entry.name)] : []));
      const branded = files(path.join(root, 'i18n', locale)).flatMap((file) =>
        Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>)
          .filter(([, {message}]) => message.includes(brandName))
          .map(([id]) => `${path.relative(root, file)}: ${id}`),
      );
      expect(branded).toEqual([]);
    });

    it(`${locale}: the navbar, footer, docs sidebar and blog titles are translated`, () => {
      for (const file of ['docusaurus-theme-classic/navbar.json', 'docusaurus-theme-classic/footer.json', 'docusaurus-plugin-content-docs/current.json', 'docusaurus-plugin-content-blog/options.json']) {
        const entries = Object.entries(readJson(`i18n/${locale}/${file}`));
        expect(entries.length).toBeGreaterThan(0);
        const left = entries.filter(([id, {message}]) => !SAME_IN_EVERY_LANGUAGE.test(message) && id.includes(message) && !/^(title|logo\.alt|copyright)$/.test(id)).map(([id]) => `${file}: ${id}`);
        expect(left).toEqual([]);
      }
    });
  }
});
