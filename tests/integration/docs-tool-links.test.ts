/**
 * The docs tools drawn in the browser only (the payment lab) link to sections of the guides that exist:
 * the build checks the links of the pages it renders, not those of a tool loaded when reached. Every
 * link's page is in the build of each locale and holds an element with the link's anchor as its id.
 * Needs the production build.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LAB_LINKS} from '@site/src/features/docsTools/PaymentLab/links';

const build = path.join(__dirname, '../../build');
const LOCALE_FOLDERS = ['', 'fr'];

describe.each(LOCALE_FOLDERS)('the payment lab’s links, in the build of %p', (folder) => {
  it.each(Object.entries(LAB_LINKS))('%s → %s', (_name, link) => {
    const [page, anchor] = link.split('#') as [string, string];
    const file = path.join(build, folder, `${page}.html`);
    expect(existsSync(file)).toBe(true);
    // The build's HTML is minified: an attribute's value may go without quotes.
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(` id="?${anchor}[\\s">]`));
  });
});
