/**
 * Changing the brand in one place changes every page, title and feed, and
 * the same code deploys under another address and sub-path: a full
 * production build with another BRAND_NAME, SITE_URL, BASE_URL, forms
 * service and portal, scanned file by file.
 */
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {runCommand} from '../support/runCommand';

const root = path.join(__dirname, '../..');
const outDir = path.join(root, '.tmp/brand-build');
const OTHER_BRAND = 'Zuri Pay';
const SITE_URL = 'https://example.github.io';
const BASE_URL = '/zuri-site/';
const FORMS_ENDPOINT = 'https://forms.example.net/v1/submit';
const PORTAL_SMS_URL = 'https://sms.example.org/sign-in';

/** A full production build: a hang catcher, several times the 138 s it took on 2 cores at a load of about 30. */
const BUILD_TIMEOUT_MS = 15 * 60_000;

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe(`a build with BRAND_NAME="${OTHER_BRAND}", SITE_URL="${SITE_URL}", BASE_URL="${BASE_URL}"`, () => {
  let output: string[];
  const read = (file: string) => readFileSync(file, 'utf8');

  beforeAll(async () => {
    rmSync(outDir, {recursive: true, force: true});
    const build = await runCommand(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir], {
      cwd: root,
      env: {
        ...process.env,
        BRAND_NAME: OTHER_BRAND,
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.tmp/brand-generated',
        SITE_URL,
        BASE_URL,
        FORMS_ENDPOINT,
        PORTAL_SMS_URL,
      },
      timeoutMs: BUILD_TIMEOUT_MS,
    });
    if (build.status !== 0) throw new Error(`the build failed (${build.status ?? build.signal}):\n${build.stderr.slice(-5000)}`);
    output = files(outDir).filter((file) => /\.(html|xml|js|json|txt|md|yaml)$/.test(file));
  }, BUILD_TIMEOUT_MS + 60_000);

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

  it('serves every page, script, stylesheet and image from under the base URL', () => {
    for (const page of output.filter((file) => file.endsWith('.html'))) {
      const html = read(page);
      const rootPaths = [...html.matchAll(/\b(?:href|src|data-src|content)=["']?(\/[^"'\s>]*)/g)].map((m) => m[1]!);
      expect(rootPaths.length).toBeGreaterThan(10);
      const outside = rootPaths.filter((p) => !p.startsWith(BASE_URL));
      expect({page: path.relative(outDir, page), outside}).toEqual({page: path.relative(outDir, page), outside: []});
    }
  });

  it('points canonical URLs, the sitemap and robots.txt at the new address', () => {
    expect(read(path.join(outDir, 'index.html'))).toMatch(new RegExp(`rel=["']?canonical["']? href=["']?${SITE_URL}${BASE_URL}["'\\s>]`));
    expect(read(path.join(outDir, 'sitemap.xml'))).toContain(`<loc>${SITE_URL}${BASE_URL}docs/getting-started</loc>`);
    expect(read(path.join(outDir, 'robots.txt'))).toContain(`Sitemap: ${SITE_URL}${BASE_URL}sitemap.xml`);
  });

  it('writes the headers file for the sub-path, allowing the forms service and the portal it was built for', () => {
    const headers = read(path.join(outDir, '_headers'));
    expect(headers).toMatch(new RegExp(`^${BASE_URL}\\*$`, 'm'));
    expect(headers).toMatch(new RegExp(`^${BASE_URL}assets/\\*$`, 'm'));
    expect(headers).toMatch(/connect-src 'self' https:\/\/forms\.example\.net;/);
    expect(headers).toMatch(/form-action 'self' https:\/\/sms\.example\.org;/);
  });
});
