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

function frenchProse(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
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
    const slips = pages.flatMap((file) => frenchTypographySlips(frenchProse(readFileSync(file, 'utf8'))).map((slip) => `${path.relative(frenchBuild, file)}: ${slip.rule}: …${slip.context}…`));
    expect(slips).toEqual([]);
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
