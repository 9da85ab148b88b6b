/**
 * @jest-environment jsdom
 *
 * What the built pages promise, in both languages, against the data that
 * backs it (issue 49: every figure and capability from a source a test can read):
 * - a count of markets, countries or currencies is the coverage data's: a
 *   product page's its product's markets (src/features/coverage/data/productReach.ts),
 *   and the currencies they pay in, each one of the contract's `Currency` enum;
 *   any other page the company's markets; never "24+" or « au moins 24 »,
 *   since a count the data holds is exact;
 * - a rate or volume (a percentage, "50M+", a figure in a row of figures) is
 *   one of src/data/figures.ts, which names where each comes from;
 * - a claim card names a capability of src/data/capabilities.ts: a live one
 *   links to its guide section (whose anchor the built docs page holds) or to
 *   the coverage page filtered to its product, and its operations are in the
 *   built API reference; one that is not live shows its status, translated;
 * - no page says what no capability backs (an SDK, a web widget, instant
 *   settlement, smart retries, analytics).
 * The pages' meta descriptions (what search results and shared links show)
 * are read too, on every page but the dated news, updates and changelog.
 * Needs the production build.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {CAPABILITIES, guideHref, type CapabilityId} from '@site/src/data/capabilities';
import {FIGURES} from '@site/src/data/figures';
import {MARKET_COUNT} from '@site/src/data/marketCodes';
import {PRODUCTS} from '@site/src/data/products/registry';
import {MARKET_PRODUCTS, walletsByRegion, type MarketProduct} from '@site/src/features/coverage/data/markets';
import {currenciesOffering, marketsOffering} from '@site/src/features/coverage/data/productReach';
import {exampleRegionsFirst} from '@site/src/features/coverage/data/exampleMarkets';
import {coverageFilterLink} from '@site/src/features/coverage/data/route';
import {CLAIM_SECTIONS} from '@site/src/features/marketing/data/products/claims';
import {englishMessages} from '../support/messages';
import {routeOf, WEBHOOKS, WEBHOOKS_ROUTE} from '../support/referencePages';

type Locale = 'en' | 'fr';
const LOCALES: Locale[] = ['en', 'fr'];
const root = path.join(__dirname, '../..');
const buildOf = (locale: Locale) => path.join(root, 'build', locale === 'en' ? '' : locale);
const fileOf = (locale: Locale, route: string) => path.join(buildOf(locale), route === '/' ? 'index.html' : `${route}.html`);
const localePath = (locale: Locale, route: string) => (locale === 'en' ? route : `/${locale}${route}`);

const french = JSON.parse(readFileSync(path.join(root, 'i18n/fr/code.json'), 'utf8')) as Record<string, {message: string}>;
const english = englishMessages();
const message = (locale: Locale, id: string) => (locale === 'en' ? english.get(id) : french[id]?.message) ?? `(no message ${id})`;

const contract = yaml.load(readFileSync(path.join(root, 'src/features/api/data/openapi.yaml'), 'utf8')) as {components: {schemas: Record<string, {enum?: string[]}>}};
const CONTRACT_CURRENCIES = new Set(contract.components.schemas.Currency!.enum);

/** What each page may count: a product page its product's markets and currencies, the company's pages every market. */
interface Counts {
  markets: number;
  currencies?: number;
}
const PRODUCT_COUNTS = new Map<string, Counts>(
  MARKET_PRODUCTS.map((product) => [PRODUCTS.find((entry) => entry.id === product)!.path, {markets: marketsOffering(product).length, currencies: currenciesOffering(product).length}]),
);
const COMPANY_COUNTS: Counts = {markets: MARKET_COUNT};
const countsOf = (route: string) => PRODUCT_COUNTS.get(route) ?? COMPANY_COUNTS;
/** The pages that sell: the product pages, the partner programme, the home and about pages. */
const CLAIM_PAGES = [...PRODUCTS.map((product) => product.path), '/', '/about-us'];
const API_PRODUCT_PAGES = PRODUCTS.filter((product) => product.demoOption).map((product) => product.path);

/** A count in a sentence: "11 markets", "24 African countries", « 9 pays », « au moins 24 pays », "150+ countries". */
const COUNT_PATTERNS: Record<Locale, RegExp> = {
  en: /\b(?:(at least|more than|over)\s+)?(\d[\d,]*)(\+)?\s+(?:African\s+)?(markets?|countries|country|currencies|currency)\b/gi,
  fr: /(?:\b(au moins|plus de)\s+)?(\d[\d\u202f]*)(\+)?\s+(marchés?|pays|devises?)(?![\p{L}])/giu,
};
const isCurrencyWord = (word: string) => /^(currenc|devise)/i.test(word);

interface Found {
  text: string;
  value: number;
  qualified: boolean;
  of: 'markets' | 'currencies';
}
function countsIn(text: string, locale: Locale): Found[] {
  return [...text.matchAll(COUNT_PATTERNS[locale])].map((match) => ({
    text: match[0],
    value: Number(match[2]!.replace(/[^\d]/g, '')),
    qualified: Boolean(match[1] || match[3]),
    of: isCurrencyWord(match[4]!) ? 'currencies' : 'markets',
  }));
}

/** A count the page may state, or why not. */
function countSlips(found: Found[], counts: Counts): string[] {
  return found.flatMap((count) => {
    if (count.qualified) return [`“${count.text}”: a count the data holds is exact (no “+”, “at least”)`];
    const allowed = count.of === 'currencies' ? counts.currencies : counts.markets;
    return count.value === allowed ? [] : [`“${count.text}”: the data says ${allowed ?? 'nothing of the kind'}`];
  });
}

/** Percentages, and millions ("50M+", « plus de 50 millions »): each must be a figure of src/data/figures.ts. */
const PERCENT_FIGURES = new Set<number>(Object.values(FIGURES).flatMap(({value}) => (typeof value === 'number' && value <= 100 ? [value] : [])));
const MILLION_FIGURES = new Set<number>([FIGURES.mobileMoneyTransactionsMillions.value]);
const INTEGER_FIGURES = new Set<number>([FIGURES.merchantsAndAgents.value]);
const parseNumber = (written: string) => Number(written.replace(/[\u202f\u00a0 ,](?=\d{3}\b)/g, '').replace(',', '.'));

function figureSlips(text: string): string[] {
  const percents = [...text.matchAll(/(\d+(?:[.,]\d+)?)[\u202f\u00a0 ]?%/g)].filter((match) => !PERCENT_FIGURES.has(parseNumber(match[1]!)));
  const millions = [...text.matchAll(/(\d+)\s?M\+|plus de (\d+) millions/g)].filter((match) => !MILLION_FIGURES.has(Number(match[1] ?? match[2])));
  return [...percents, ...millions].map((match) => `“${match[0]}”: not a figure of src/data/figures.ts`);
}

/** A figure shown in a row of figures: a count (checked with its label), or a figure of src/data/figures.ts. */
function statSlips(value: string, label: string, locale: Locale): string[] {
  if (countsIn(`${value} ${label}`, locale).length > 0) return [];
  if (/%|M\+|millions/.test(value)) return figureSlips(value).length > 0 ? figureSlips(value) : [];
  if (value === message(locale, 'figures.allDayEveryDay')) return [];
  if (/^\d[\d\u202f,]*$/.test(value) && INTEGER_FIGURES.has(parseNumber(value))) return [];
  return [`“${value} ${label}”: a figure from neither the data nor src/data/figures.ts`];
}

/** What no capability backs, in either language, with why (issue 49): none of it is said on a page that sells. */
const UNBACKED: {pattern: RegExp; why: string}[] = [
  {pattern: /\bSDKs?\b/, why: 'no SDK is published or installed in the docs'},
  {pattern: /\bwidget\b/i, why: 'no web widget; the hosted checkout page takes cards and bank transfers'},
  {pattern: /instant(ly)? settle|settled instantly|settlements?\b.{0,20}\binstant|règlements? instantanés?|réglé instantanément/i, why: 'no operation or guide settles instantly'},
  {pattern: /smart retr|relances? intelligentes?/i, why: 'no operation or guide retries mobile money payments'},
  {pattern: /\banalytics\b|\bstatistiques\b/i, why: 'the API has no analytics'},
  {pattern: /lower fees|moins cher|frais inférieurs/i, why: 'no price list backs a comparison of fees'},
];
const unbackedIn = (text: string) => UNBACKED.filter(({pattern}) => pattern.test(text)).map(({pattern, why}) => `${pattern}: ${why}`);

/** What a reader reads of a page or a part of it: without scripts, code and what is hidden from assistive technologies, each block on its own line. */
function readable(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('script, style, noscript, pre, code, svg, [aria-hidden="true"], [hidden]').forEach((element) => element.remove());
  copy.querySelectorAll('p, li, h1, h2, h3, h4, dt, dd, div, section, header, footer, td, th, a').forEach((element) => element.append('\n'));
  return (copy.textContent ?? '').replace(/[ \t]+/g, ' ');
}

const parse = (file: string) => new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
/** A page parsed afresh for each test (a test may change it), or an empty one when the build is missing. */
const pageOf = (locale: Locale, route: string) => () => (existsSync(fileOf(locale, route)) ? parse(fileOf(locale, route)) : new DOMParser().parseFromString('', 'text/html'));
/** The cards of a section (not the points listed inside a card): the list items whose heading is their own. */
const cardsIn = (document: Document, section: string) =>
  Array.from(document.querySelectorAll(`main #${section} li`)).filter((item) => Array.from(item.children).some((child) => child.tagName === 'H3'));
const descriptionsOf = (document: Document) =>
  Array.from(document.querySelectorAll('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]')).map((meta) => meta.getAttribute('content') ?? '');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fr' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}
/** Dated posts keep the figures of their day. */
const DATED = /^\/(news|updates|changelog)(\/|$)/;

describe.each(LOCALES)('the built pages in %s', (locale) => {
  it('are built', () => {
    expect(existsSync(fileOf(locale, '/'))).toBe(true);
  });

  describe.each(CLAIM_PAGES)('%s', (route) => {
    const page = pageOf(locale, route);
    const counts = countsOf(route);
    /** The page's text and its descriptions. */
    const everything = (document: Document) => [readable(document.body), ...descriptionsOf(document)].join('\n');

    it('counts markets and currencies as the coverage data does', () => {
      const document = page();
      // The rows of figures are read as "value label" (« 9 pays »); the wallets by region are checked below.
      document.querySelectorAll('dl > div').forEach((stat) => {
        stat.textContent = `${readable(stat.querySelector('dd')!).trim()} ${stat.querySelector('dt')?.textContent ?? ''}`;
      });
      document.querySelector('#wallets-by-region')?.remove();
      expect(countSlips(countsIn(everything(document), locale), counts)).toEqual([]);
    });

    it('quotes only the figures of src/data/figures.ts', () => {
      const document = page();
      const stats = Array.from(document.querySelectorAll('main dl > div')).flatMap((stat) => statSlips(readable(stat.querySelector('dd')!).trim(), (stat.querySelector('dt')?.textContent ?? '').trim(), locale));
      expect([...stats, ...figureSlips(everything(document))]).toEqual([]);
    });

    it('says nothing that no capability backs', () => {
      expect(unbackedIn(everything(page()))).toEqual([]);
    });
  });

  describe.each(API_PRODUCT_PAGES)('%s, its claim cards', (route) => {
    const page = pageOf(locale, route);
    const product = PRODUCTS.find((entry) => entry.path === route)!.id as MarketProduct;

    it('each name a capability', () => {
      const document = page();
      const cards = [...CLAIM_SECTIONS, 'integration'].flatMap((section) => cardsIn(document, section));
      expect(cards.length).toBeGreaterThanOrEqual(3);
      const unnamed = cards.filter((card) => !Object.hasOwn(CAPABILITIES, card.getAttribute('data-capability') ?? '')).map((card) => card.querySelector('h3')?.textContent);
      expect(unnamed).toEqual([]);
    });

    it('show what their capability’s record says, and it is in the built docs and reference', () => {
      const slips = Array.from(page().querySelectorAll('main li[data-capability]')).flatMap((card) => {
        const id = card.getAttribute('data-capability') as CapabilityId;
        const capability = CAPABILITIES[id];
        const title = card.querySelector('h3')?.textContent;
        const links = Array.from(card.querySelectorAll('a')).map((link) => link.getAttribute('href'));
        if (!capability) return [`${title}: no capability ${id}`];
        if (capability.status === 'coming-soon') {
          const shown = card.textContent?.includes(message(locale, 'capability.status.comingSoon'));
          return shown && links.length === 0 ? [] : [`${title}: ${id} is coming soon: its status and no link`];
        }
        const slipsOf: string[] = [];
        if (capability.status === 'beta' && !card.textContent?.includes(message(locale, 'capability.status.beta'))) slipsOf.push(`${title}: ${id} is in beta: its status`);
        const guide = localePath(locale, guideHref(capability.guide));
        if (!links.some((href) => href === guide || href === localePath(locale, coverageFilterLink({product})))) slipsOf.push(`${title}: links to ${links.join(', ')}, not to ${guide}`);
        const guidePage = fileOf(locale, capability.guide.doc);
        if (!existsSync(guidePage) || !new RegExp(` id="?${capability.guide.anchor}[\\s">]`).test(readFileSync(guidePage, 'utf8'))) slipsOf.push(`${title}: no section ${guide} in the build`);
        for (const operationId of capability.operations) {
          const reference = fileOf(locale, WEBHOOKS.some((webhook) => webhook.operationId === operationId) ? WEBHOOKS_ROUTE : routeOf(operationId));
          if (!existsSync(reference) || !new RegExp(` id="?${operationId}[\\s">]`).test(readFileSync(reference, 'utf8'))) slipsOf.push(`${title}: no operation ${operationId} in the built reference`);
        }
        return slipsOf;
      });
      expect(slips).toEqual([]);
    });
  });

  it('shows, on /mobile-money, each region’s wallets with the number of countries the coverage data gives them', () => {
    const document = pageOf(locale, '/mobile-money')();
    const shown = Array.from(document.querySelectorAll('#wallets-by-region li li')).map((point) => point.textContent!.replace(/\s+/g, ' ').trim());
    const countries = (count: number) => (locale === 'en' ? `${count} ${count === 1 ? 'country' : 'countries'}` : `${count} pays`);
    // The regions of the language's example markets first (src/features/coverage/data/exampleMarkets.ts).
    expect(shown).toEqual(exampleRegionsFirst(walletsByRegion(), locale).flatMap((region) => region.wallets.map((wallet) => `${wallet.name} · ${countries(wallet.markets)}`)));
  });

  it('count, on card services, only currencies of the contract', () => {
    expect(currenciesOffering('card-services').filter((currency) => !CONTRACT_CURRENCIES.has(currency))).toEqual([]);
  });

  it('describe every page (meta description, social snippets) with counts from the data and nothing unbacked', () => {
    const slips = htmlFiles(buildOf(locale)).flatMap((file) => {
      const route = `/${path.relative(buildOf(locale), file).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
      if (DATED.test(route)) return [];
      const descriptions = descriptionsOf(parse(file)).join('\n');
      return [...countSlips(countsIn(descriptions, locale), countsOf(route)), ...unbackedIn(descriptions)].map((slip) => `${route}: ${slip}`);
    });
    expect(slips).toEqual([]);
  });
});
