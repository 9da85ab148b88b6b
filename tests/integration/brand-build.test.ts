/**
 * Changing the brand in one place changes every page, title and feed: a full
 * production build with another BRAND_NAME, scanned file by file.
 */
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const outDir = path.join(root, '.tmp/brand-build');
const OTHER_BRAND = 'Zuri Pay';

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe(`a build with BRAND_NAME="${OTHER_BRAND}"`, () => {
  let output: string[];
  const read = (file: string) => readFileSync(file, 'utf8');

  beforeAll(() => {
    rmSync(outDir, {recursive: true, force: true});
    execFileSync(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir], {
      cwd: root,
      env: {...process.env, BRAND_NAME: OTHER_BRAND, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.tmp/brand-generated', SITE_URL: ''},
      stdio: 'pipe',
    });
    output = files(outDir).filter((file) => /\.(html|xml|js|json|txt)$/.test(file));
  }, 240_000);

  afterAll(() => rmSync(path.join(root, '.tmp/brand-generated'), {recursive: true, force: true}));

  it('names the new brand in every page title', () => {
    const pages = output.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) expect(read(page)).toMatch(new RegExp(`<title[^>]*>[^<]*${OTHER_BRAND}[^<]*</title>`));
  });

  it('names it in the navbar, the copyright line and the legal pages', () => {
    // React separates adjacent text nodes with empty comments in static HTML.
    const home = read(path.join(outDir, 'index.html')).replaceAll('<!-- -->', '');
    expect(home).toMatch(new RegExp(`class="navbar__title[^"]*"[^>]*>${OTHER_BRAND}<`));
    expect(home).toContain(`${OTHER_BRAND} Payments Ltd. All rights reserved.`);
    expect(read(path.join(outDir, 'terms.html'))).toContain(OTHER_BRAND);
  });

  it('names it in the news and changelog feeds', () => {
    for (const feed of ['news/rss.xml', 'news/atom.xml', 'changelog/rss.xml', 'changelog/atom.xml']) {
      expect(read(path.join(outDir, feed))).toContain(OTHER_BRAND);
    }
  });

  it('leaves no trace of the default brand, nor of the {brand} placeholder, in any page, feed or script', () => {
    const offenders = output.filter((file) => /savanna|\{brand\}/i.test(read(file)));
    expect(offenders.map((file) => path.relative(outDir, file))).toEqual([]);
  });
});
