/**
 * @jest-environment jsdom
 *
 * The French pages of the build hold no English interface text: no message of
 * the English catalogue (the code's translate() messages) appears in their
 * visible text, outside code and outside content marked as English (pages not
 * translated yet, under their notice). Needs the production build.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {englishMessages} from '../support/messages';
import {frenchTypographySlips} from '../support/frenchTypography';
import {frenchGlossaryAvoid} from '../support/frenchProse';
import {FRENCH_PROPER_NOUNS, gsm7Slips, headingCaseSlips, marketFitSlips} from '../support/frenchLocalisation';
import {MARKET_FIT_EXEMPT} from '../support/marketFitExemptions';

const frenchBuild = path.join(__dirname, '../../build/fr');
const catalogue = JSON.parse(readFileSync(path.join(__dirname, '../../i18n/fr/code.json'), 'utf8')) as Record<string, {message: string}>;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
  );
}

/**
 * What a reader sees of a page's interface, without code, scripts, what is
 * marked as English, and the titles and headings of content (the docs sidebar,
 * tables of contents, doc cards), which follow the content's own translation.
 */
const NOT_INTERFACE = ['script', 'style', 'noscript', 'pre', 'code', '[lang="en"]', '[hidden]', '.theme-doc-sidebar-container', '.table-of-contents', '.theme-doc-toc-mobile', 'article .card', '.pagination-nav', '.breadcrumbs'];

function visibleText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.querySelectorAll(NOT_INTERFACE.join(', ')).forEach((element) => element.remove());
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

/**
 * What a reader reads as French prose: everything but code, scripts, what is marked as English, and SMS
 * and USSD bodies (`data-gsm7`: GSM-7, without French no-break spaces; checked by gsm7Slips instead).
 */
const NOT_FRENCH_PROSE = ['script', 'style', 'noscript', 'pre', 'svg', '[lang="en"]', '[hidden]', '[data-gsm7]'];

/** Inline code is a word of the sentence ("répondez `200`, puis…"): it stays as a placeholder, so its punctuation around is still checked. */
const INLINE_CODE = ['code', 'kbd', 'samp'];

/** What a page says before its body: its title, its description (and the social snippets'), and its pictures' alt texts. */
function headTexts(document: Document): string[] {
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
  const texts = [document.title, meta('meta[name="description"]'), meta('meta[property="og:title"]'), meta('meta[property="og:description"]'), meta('meta[name="twitter:description"]')];
  const alts = Array.from(document.querySelectorAll('img[alt]')).filter((image) => !image.closest('[lang="en"]')).map((image) => image.getAttribute('alt')!);
  return [...new Set([...texts, ...alts].filter(Boolean))];
}

/** The headings of the page's French content (not the English content under a notice), code written as a word. */
function frenchHeadings(document: Document): string[] {
  return Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
    .filter((heading) => !heading.closest('[lang="en"], [hidden]'))
    .map((heading) => {
      const copy = heading.cloneNode(true) as Element;
      copy.querySelectorAll('[lang="en"], .hash-link, .visually-hidden').forEach((element) => element.remove());
      copy.querySelectorAll('code').forEach((element) => element.replaceWith(' ‹code› '));
      return (copy.textContent ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean);
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** What the checks read of one built page, read once: its head texts, headings, SMS and USSD bodies, and French prose. */
interface FrenchPage {
  where: string;
  head: string[];
  headings: string[];
  gsm7: string[];
  prose: string;
}

const pageCache = new Map<string, FrenchPage>();
function frenchPage(file: string): FrenchPage {
  let page = pageCache.get(file);
  if (!page) {
    const html = readFileSync(file, 'utf8');
    const document = parse(html);
    page = {
      where: path.relative(frenchBuild, file),
      head: headTexts(document),
      headings: frenchHeadings(document),
      gsm7: Array.from(document.querySelectorAll('[data-gsm7]')).map((element) => element.textContent ?? ''),
      prose: frenchProse(document),
    };
    pageCache.set(file, page);
  }
  return page;
}

/** The page's French prose (the document is changed: read everything else first). */
function frenchProse(document: Document): string {
  document.querySelectorAll(NOT_FRENCH_PROSE.join(', ')).forEach((element) => element.remove());
  document.querySelectorAll(INLINE_CODE.join(', ')).forEach((element) => element.replaceWith('‹code›'));
  // Each block on its own line: text of two blocks never runs together into a false slip.
  document.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, div, section, header, footer, nav, option, figcaption, caption').forEach((element) => element.append('\n'));
  return (document.body.textContent ?? '').replace(/[ \t]+/g, ' ');
}

/** English messages long enough to be recognised (three words or more) whose French is different. */
const english = [...englishMessages()]
  .filter(([id, message]) => !/\{/.test(message) && message.split(/\s+/).length >= 3 && catalogue[id]?.message !== message)
  .map(([, message]) => message);

describe('the French pages', () => {
  const pages = existsSync(frenchBuild) ? htmlFiles(frenchBuild) : [];

  it('are built', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(english.length).toBeGreaterThan(300);
  });

  it('show no English interface text', () => {
    const found: string[] = [];
    for (const file of pages) {
      const text = visibleText(readFileSync(file, 'utf8'));
      for (const message of english) if (text.includes(message)) found.push(`${path.relative(frenchBuild, file)}: "${message}"`);
    }
    expect(found).toEqual([]);
  });

  it('write punctuation, quotes and figures the French way (i18n/fr/STYLE.md: tests/support/frenchTypography.ts)', () => {
    const slips = pages.map(frenchPage).flatMap(({where, prose}) => frenchTypographySlips(prose).map((slip) => `${where}: ${slip.rule}: …${slip.context}…`));
    expect(slips).toEqual([]);
  });

  it('write their title, description, social snippets and alt texts the French way too', () => {
    const slips = pages.map(frenchPage).flatMap(({where, head}) => head.flatMap((text) => frenchTypographySlips(text).map((slip) => `${where}: ${slip.rule}: …${slip.context}…`)));
    expect(slips).toEqual([]);
  });

  it('use one term per idea: none of the glossary’s rejected words, in any form (i18n/fr/STYLE.md)', () => {
    const avoid = frenchGlossaryAvoid(readFileSync(path.join(__dirname, '../../i18n/fr/STYLE.md'), 'utf8'));
    const found = pages.map(frenchPage).flatMap(({where, head, prose}) => {
      const text = [...head, prose].join('\n');
      return avoid.filter(({pattern}) => pattern.test(text)).map(({word, use}) => `${where}: « ${word} » (write « ${use} »)`);
    });
    expect(found).toEqual([]);
  });

  it('lead with the franc zone: the first amount, telephone number and wallet a page shows are the franc zone’s (tests/support/marketFitExemptions.ts names the pages about other markets)', () => {
    const exempt = new Set(MARKET_FIT_EXEMPT.map(({page}) => page));
    const slips = pages
      .map(frenchPage)
      .filter(({where}) => !exempt.has(where))
      .flatMap(({where, head, prose}) => marketFitSlips([...head, prose].join('\n')).map((slip) => `${where}: ${slip}`));
    expect(slips).toEqual([]);
  });

  it('write headings in sentence case, never in capitals', () => {
    const slips = pages.map(frenchPage).flatMap(({where, headings}) => headings.flatMap((heading) => headingCaseSlips(heading, FRENCH_PROPER_NOUNS).map((slip) => `${where}: ${slip}`)));
    expect(slips).toEqual([]);
  });

  it('send SMS and USSD bodies in GSM-7: the SMS composer’s alphabet, one part of 160 characters (no no-break space, no ’)', () => {
    const bodies = pages.map(frenchPage).flatMap(({where, gsm7}) => gsm7.map((body) => [where, body] as const));
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    expect(bodies.flatMap(([where, body]) => gsm7Slips(body).map((slip) => `${where}: ${slip}`))).toEqual([]);
  });
});

describe('the French main.js', () => {
  const mainScript = (dir: string) => {
    const name = readdirSync(path.join(dir, 'assets/js')).find((file) => /^main\.[\w]+\.js$/.test(file))!;
    return readFileSync(path.join(dir, 'assets/js', name));
  };

  it('carries no catalogue of messages: each is in the chunk of the page that shows it (src/plugins/inlineTranslations)', () => {
    const english = gzipSync(mainScript(path.join(frenchBuild, '..'))).length;
    const french = gzipSync(mainScript(frenchBuild)).length;
    // The whole French catalogue was 23 KB gzip; the theme's messages and longer words are what may remain.
    expect(french - english).toBeLessThan(1_500);
    // A message only /coverage shows is in a chunk of its own, not in main.js (its ASCII start, whatever the minifier does to accents).
    const probe = catalogue['coverage.find.lead']!.message.split(/[^\x20-\x7e]/)[0]!;
    expect(probe.length).toBeGreaterThan(40);
    const scripts = readdirSync(path.join(frenchBuild, 'assets/js')).map((file) => readFileSync(path.join(frenchBuild, 'assets/js', file), 'utf8'));
    expect(scripts.some((script) => script.includes(probe))).toBe(true);
    expect(mainScript(frenchBuild).toString('utf8')).not.toContain(probe);
  });
});
