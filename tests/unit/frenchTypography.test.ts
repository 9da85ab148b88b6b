/**
 * @jest-environment node
 */
/**
 * The French gate on what translators write (i18n/fr/**): the typography of
 * i18n/fr/STYLE.md, plural forms, and one term per idea (the glossary's
 * "Not" column). The built French pages go through the same checker in
 * tests/integration/french-pages.test.ts.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {frenchTypographySlips, FRENCH_TYPOGRAPHY_RULES} from '../support/frenchTypography';
import {frenchGlossaryAvoid, markdownProse, wordFormsPattern} from '../support/frenchProse';
import {FRENCH_PROPER_NOUNS, gsm7Slips, headingCaseSlips, marketFitSlips} from '../support/frenchLocalisation';
import {MARKET_FIT_EXEMPT} from '../support/marketFitExemptions';

const root = path.join(__dirname, '../..');
const fr = path.join(root, 'i18n/fr');

/** Messages whose punctuation is code the reader types or reads as is, by id, with why. */
const CODE_IN_MESSAGE: Record<string, string> = {
  'webhookChecker.headerHint': 'quotes the header "Signature:" as it is sent',
};

/** Count messages that are only ever shown for 2 or more, by id, with why (one form is right). */
const ALWAYS_TWO_OR_MORE: Record<string, string> = {
  'search.status.best': 'shown when there are more results than the list shows',
  'search.status.many': 'shown for 2 results or more (search.status.one and search.status.none say 1 and 0)',
  'webhookChecker.age.hours': 'hours are said from 120 minutes on (Checker.tsx, age())',
  'webhookChecker.age.days': 'days are said from 48 hours on (Checker.tsx, age())',
  'figures.millionsAtLeast': 'the figures of src/data/figures.ts (FIGURES.mobileMoneyTransactionsMillions), in the tens of millions',
};

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file, pattern) : pattern.test(name) ? [file] : [];
  });
}

type Catalogue = Record<string, {message: string; description?: string}>;

/**
 * An SMS or USSD body: a message whose description says it is sent as GSM-7. It keeps to the
 * SMS composer's alphabet (no no-break space, no typographic apostrophe), so French typography
 * does not apply to it; tests/support/frenchLocalisation.ts's gsm7Slips checks it instead.
 */
const isGsm7Body = ({description}: {description?: string}) => /\bGSM-7\b/.test(description ?? '');

const catalogues = () => filesUnder(fr, /\.json$/).map((file): [string, Catalogue] => [path.relative(root, file), JSON.parse(readFileSync(file, 'utf8')) as Catalogue]);

/** Every translated message of the JSON files (code, theme, plugins), as [where, text], but SMS and USSD bodies. */
function jsonMessages(): [string, string][] {
  return catalogues().flatMap(([file, catalogue]) =>
    Object.entries(catalogue)
      .filter(([id, entry]) => !(id in CODE_IN_MESSAGE) && !isGsm7Body(entry))
      .map(([id, {message}]): [string, string] => [`${file} ${id}`, message]),
  );
}

/** The prose of every translated Markdown page (docs, posts, updates, legal pages), as [where, text]. */
function markdownTexts(): [string, string][] {
  return filesUnder(fr, /\.mdx?$/).filter((file) => !file.endsWith('STYLE.md')).map((file) => [path.relative(root, file), markdownProse(readFileSync(file, 'utf8'))]);
}

const sources = () => [...jsonMessages(), ...markdownTexts()];

describe('French typography (i18n/fr/STYLE.md)', () => {
  it('the checker catches each slip it names, and passes text written right', () => {
    const planted: Record<string, string> = {
      'space-before-high-punctuation': 'Prêt ? Oui ; enfin !',
      'space-before-colon': 'Devise: XOF',
      'guillemet-spacing': '«Essayer»',
      'english-quotes': 'le bouton “Essayer”',
      'percent-spacing': 'un taux de 99%',
      'english-thousands': 'Payer 1,000 FCFA',
      'thousands-spacing': 'Payer 1 000 FCFA',
      'english-decimal': '99.99 % de disponibilité',
      'english-abbreviated-figure': 'plus de 50M+ transactions, 24/7',
      'apostrophe-spacing': 'Renvoie l’ objet erreur',
      'space-before-comma': 'les marchés , les portefeuilles',
      'straight-apostrophe': "Page d'accueil",
      'straight-quotes': 'le bouton "Essayer"',
      'plus-after-figure': 'dans 100+ devises',
      'clock-time': 'envoyé à 9:00 heure locale',
      'currency-before-amount': 'Payer FCFA\u00a01\u202f000',
    };
    expect(Object.keys(planted).sort()).toEqual(FRENCH_TYPOGRAPHY_RULES.map((rule) => rule.id).sort());
    for (const [rule, text] of Object.entries(planted)) expect([rule, frenchTypographySlips(text).map((slip) => slip.rule)]).toEqual([rule, expect.arrayContaining([rule])]);
    const right = 'Prêt\u202f? Oui\u202f; enfin\u202f! Devise\u00a0: XOF. « Essayer » et « Essayer ». 99,99\u202f% de 1\u202f000 FCFA, 24\u00a0h/24, plus de 100 devises, à 9\u00a0h. L’objet, https://example.com/a?b=1 et +221 77 123 45 67, 2+2.';
    expect(frenchTypographySlips(right.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»'))).toEqual([]);
  });

  it('the translation files have no slip', () => {
    const slips = sources().flatMap(([where, text]) => frenchTypographySlips(text).map((slip) => `${where}: ${slip.rule}: …${slip.context}…`));
    expect(slips).toEqual([]);
  });

  it('finds the glossary’s rejected words in their other forms: plural, conjugated, elided', () => {
    expect(wordFormsPattern('point de terminaison').test('Déclarez vos points de terminaison')).toBe(true);
    expect(wordFormsPattern('Contacter les ventes').test('contactez les ventes ou le support')).toBe(true);
    expect(wordFormsPattern('Clé d’API').test("vos clés d'API")).toBe(true);
    expect(wordFormsPattern('taux de remise').test('Taux de remises')).toBe(true);
    expect(wordFormsPattern('point de terminaison').test('le point de départ')).toBe(false);
    expect(wordFormsPattern('taux de remise').test('taux de remisage')).toBe(false);
  });

  it('uses one term per idea: none of the glossary’s rejected words', () => {
    const avoid = frenchGlossaryAvoid(readFileSync(path.join(fr, 'STYLE.md'), 'utf8'));
    expect(avoid.length).toBeGreaterThan(5);
    const found = sources().flatMap(([where, text]) => avoid.filter(({pattern}) => pattern.test(text)).map(({word, use}) => `${where}: « ${word} » (write « ${use} »)`));
    expect(found).toEqual([]);
  });

  it('counts that can be 0 or 1 take plural forms (“1 marché affiché”, not “1 marchés affichés”)', () => {
    // A count placeholder followed by a plural word, in a message with one form only.
    const count = /\{(?:count|shown|total|n|results|number)\}\s+(?:\p{L}+\s+)?\p{L}+s\b/u;
    const single = jsonMessages().filter(([where, text]) => count.test(text) && !text.includes('|') && !(where.split(' ')[1]! in ALWAYS_TWO_OR_MORE));
    expect(single.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });
});

describe('French localisation (i18n/fr/STYLE.md: examples, headings, SMS)', () => {
  it('the checkers catch what they name, and pass text written right', () => {
    expect(marketFitSlips('Payez 1\u202f000 KES depuis M-Pesa au +254 712 345 678.')).toHaveLength(3);
    expect(marketFitSlips('Payez 1\u202f000 FCFA depuis Orange Money au +221 77 123 45 67, ou 500 KES depuis M-Pesa au +254 712 345 678.')).toEqual([]);
    expect(marketFitSlips('« amount »: 1000 avec « currency »: « KES » correspond à mille shillings kényans')).toHaveLength(1);
    expect(headingCaseSlips('ILS NOUS FONT CONFIANCE', FRENCH_PROPER_NOUNS)).toHaveLength(1);
    expect(headingCaseSlips('Parler à Un Expert', FRENCH_PROPER_NOUNS)).toHaveLength(2);
    expect(headingCaseSlips('📄️Premiers pas', FRENCH_PROPER_NOUNS)).toEqual([]);
    expect(headingCaseSlips('Accepter Orange Money et Wave au Sénégal et en Côte d’Ivoire avec l’API', FRENCH_PROPER_NOUNS)).toEqual([]);
    expect(headingCaseSlips('Étape 1. Créez une clé API', FRENCH_PROPER_NOUNS)).toEqual([]);
    expect(gsm7Slips('Rappel\u00a0: votre rendez-vous est demain à 10 h. Répondez 1 pour confirmer.')).toHaveLength(1);
    expect(gsm7Slips('Rappel : votre rendez-vous est demain à 10 h. Répondez 1 pour confirmer.')).toEqual([]);
  });

  it('SMS and USSD bodies keep to GSM-7 (no no-break space or typographic apostrophe): one message part holds 160 characters, not 70', () => {
    const bodies = catalogues().flatMap(([file, catalogue]) => Object.entries(catalogue).filter(([, entry]) => isGsm7Body(entry)).map(([id, {message}]) => [`${file} ${id}`, message] as const));
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    expect(bodies.flatMap(([where, body]) => gsm7Slips(body).map((slip) => `${where}: ${slip}`))).toEqual([]);
  });

  it('lead with the franc zone: a message or a page shows a franc-zone amount, number or wallet first (FCFA, +221, Orange Money; not KES, +254, M-Pesa)', () => {
    const exempt = (where: string) => MARKET_FIT_EXEMPT.some(({source}) => source !== undefined && where.includes(source));
    const slips = sources().filter(([where]) => !exempt(where)).flatMap(([where, text]) => marketFitSlips(text).map((slip) => `${where}: ${slip}`));
    expect(slips).toEqual([]);
  });

  it('write headings in sentence case (the Markdown pages’ headings and titles, the messages that are headings or titles)', () => {
    const markdownHeadings = filesUnder(fr, /\.mdx?$/)
      .filter((file) => !file.endsWith('STYLE.md'))
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
        const title = /^title:\s*['"]?(.*?)['"]?\s*$/m.exec(source)?.[1];
        const headings = [...source.matchAll(/^#{1,6}\s+(.*?)\s*(?:\{[^}]*\})?\s*$/gm)].map((match) => match[1]!);
        return [...(title ? [title] : []), ...headings].map((heading) => [path.relative(root, file), heading.replace(/`[^`]*`/g, 'code')] as const);
      });
    const messageHeadings = jsonMessages().filter(([where]) => /\.(?:heading|title)$/.test(where));
    // A message's plural forms (`one|other`) are each a heading.
    const slips = [...markdownHeadings, ...messageHeadings].flatMap(([where, heading]) => heading.split('|').flatMap((form) => headingCaseSlips(form, FRENCH_PROPER_NOUNS)).map((slip) => `${where}: ${slip}`));
    expect(slips).toEqual([]);
  });
});

describe('French docs pages', () => {
  const titles = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^(?:```|~~~)\w*[^\n]*\btitle="([^"]+)"/gm)].map((match) => match[1]!);
  // A file name (server.js, app.py) or an HTTP status line (200 OK) reads the same in both languages.
  const sameInBoth = (title: string) => /^[\w.-]+\.\w+\b|^\d{3} [A-Z]/.test(title);

  it('title their code blocks in French', () => {
    const docs = path.join(fr, 'docusaurus-plugin-content-docs/current');
    const left = filesUnder(docs, /\.mdx?$/).flatMap((file) => {
      const english = path.join(root, 'docs', path.relative(docs, file));
      const englishTitles = new Set(statSync(english, {throwIfNoEntry: false}) ? titles(english) : []);
      return titles(file).filter((title) => englishTitles.has(title) && !sameInBoth(title)).map((title) => `${path.relative(root, file)}: "${title}"`);
    });
    expect(left).toEqual([]);
  });
});
