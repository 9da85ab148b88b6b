/**
 * @jest-environment node
 *
 * A translated doc (i18n/<locale>/docusaurus-plugin-content-docs/current/…)
 * keeps what readers copy and link to: the same code blocks, components and
 * imports as its English source, and every section heading's id equal to the
 * English one, so that /docs/webhooks#verify-the-signature works in every language.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {headingIds} from '../support/docHeadings';

const root = path.join(__dirname, '../..');
const LOCALES = ['fr'];

const codeBlocks = (mdx: string) => [...mdx.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);

/**
 * Docs whose code writes what the end customer reads, in the page's language: there the translation keeps
 * the code's shape and may translate its strings and comments only (each language's handlers are run and
 * compared with the simulator, tests/unit/ussdMenu.test.ts).
 */
const CUSTOMER_FACING_STRINGS = new Set(['guides/ussd.mdx']);
/**
 * Docs whose example answers show the page's example market (issue 51: the French getting started shows a
 * balance in francs CFA, where the English shows shillings): the same shape, the strings the market's.
 */
const MARKET_EXAMPLES = new Set(['getting-started.mdx']);
/** A code block with its string literals' and comments' text left out: its shape. */
const codeShape = (code: string) =>
  code
    .replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, '$1…$1')
    .replace(/(?:\/\/|#)(?!!)[^\n'"`]*$/gm, '//…');
const components = (mdx: string) => [...mdx.matchAll(/<[A-Z]\w*[^>]*\/?>|^import .*$/gm)].map((match) => match[0]).sort();

for (const locale of LOCALES) {
  const dir = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
  const translated = existsSync(dir) ? readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx')) : [];

  describe(`${locale} docs`, () => {
    it('translate the overview, getting started, authentication, sandbox, errors, webhooks and the mobile money guide', () => {
      expect(translated.sort()).toEqual(expect.arrayContaining(['authentication.mdx', 'errors.mdx', 'getting-started.mdx', 'guides/mobile-money.mdx', 'index.mdx', 'sandbox.mdx', 'webhooks.mdx']));
    });

    for (const file of translated) {
      it(`${file}: same code, components and section ids as the English`, () => {
        const english = readFileSync(path.join(root, 'docs', file), 'utf8');
        const translation = readFileSync(path.join(dir, file), 'utf8');
        if (CUSTOMER_FACING_STRINGS.has(file) || MARKET_EXAMPLES.has(file)) expect(codeBlocks(translation).map(codeShape)).toEqual(codeBlocks(english).map(codeShape));
        else expect(codeBlocks(translation)).toEqual(codeBlocks(english));
        expect(components(translation)).toEqual(components(english));
        expect(headingIds(translation)).toEqual(headingIds(english));
      });
    }
  });
}
