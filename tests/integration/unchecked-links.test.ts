/**
 * Links that the build's link checker does not see land on sections that exist: the docs tools drawn in
 * the browser only (the payment lab), whose links the build never renders. Every link's page is in the
 * build of each locale and, when the link has an anchor, holds an element with that id (the product
 * pages' claims are read in the build by product-claims.test.ts). Needs the production build.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LAB_LINKS} from '@site/src/features/docsTools/PaymentLab/links';

const build = path.join(__dirname, '../../build');
const LOCALE_FOLDERS = ['', 'fr'];

const LINKS: [string, string][] = Object.entries(LAB_LINKS).map(([name, link]): [string, string] => [`payment lab: ${name}`, link]);

describe.each(LOCALE_FOLDERS)('links drawn outside the link checker, in the build of %p', (folder) => {
  it.each(LINKS)('%s → %s', (_name, link) => {
    const [page, anchor] = link.split('#') as [string, string | undefined];
    const file = path.join(build, folder, page === '/' ? 'index.html' : `${page}.html`);
    expect([link, existsSync(file)]).toEqual([link, true]);
    // The build's HTML is minified: an attribute's value may go without quotes.
    if (anchor) expect(readFileSync(file, 'utf8')).toMatch(new RegExp(` id="?${anchor}[\\s">]`));
  });
});
