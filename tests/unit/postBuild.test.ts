/**
 * @jest-environment node
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import headersFile from '@site/scripts/headers-file.cjs';
import {connectOriginsOf, runPostBuildPipeline, type PipelineInput} from '@site/src/plugins/postBuild';
import {scriptHashSource, metaPolicy, policyWithReports, completeHeadersFile} from '@site/src/plugins/securityHeaders';
import {nginxHeadersConfig} from '@site/src/plugins/nginxHeaders';
import type {SearchIndex} from '@site/src/features/search/engine';

const THEME_SCRIPT = 'document.documentElement.setAttribute("data-theme","light")';
const siteHeaders = readFileSync(path.join(__dirname, '../../static/_headers'), 'utf8');
const headers = (scriptSrc: string) => `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${scriptSrc}; connect-src 'self'; form-action 'self'; frame-ancestors 'none'\n  X-Content-Type-Options: nosniff\n`;
const allowed = scriptHashSource(THEME_SCRIPT);
/** An inline script only one page has (the policy does not allow it unless a test says so). */
const PAGE_SCRIPT = 'window.pageScript=1';

/** A page as Docusaurus writes it: charset first, the theme's inline script, the app manifest, the no-JavaScript stylesheet, the site's stylesheet, a deferred script, an article. */
const page = (title: string, text: string, base = '/') =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>${title}</title><script>${THEME_SCRIPT}</script><link rel=manifest href=/manifest.webmanifest><noscript><link rel=stylesheet href=/css/no-js.css></noscript><link rel=stylesheet href=${base}assets/css/styles.1.css><script src=${base}assets/js/main.2.js defer></script></head><body><article><div class="theme-doc-markdown markdown"><h2 id=setup>Setup</h2><p>${text}</p></div></article><script type="application/ld+json">{"@type":"WebPage"}</script></body></html>`;
/** The site's stylesheet: the cascade layers' order, rules the page uses (one only in dark mode, one for a state), and rules it does not. */
const STYLESHEET = [
  '@layer docusaurus.infima,docusaurus.theme-classic;',
  '@layer docusaurus.infima{:root{--ifm-color-primary:green}[data-theme=dark]:root{--ifm-color-primary:lime}.navbar{height:60px}}',
  ':where([data-theme=dark]){--code-line-bg:#646464}',
  '.markdown h2{margin-top:2rem}',
  "[data-theme='dark'] .markdown p{color:#eee}",
  '.markdown h2:hover{color:red}',
  '.tabs__item--active{border-bottom:2px solid}',
].join('');
/** The stylesheet only readers without JavaScript get. */
const NO_JS_STYLESHEET = '.markdown p{display:block!important}';

describe('the post-build pipeline', () => {
  let root: string;
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const input = (overrides: Partial<PipelineInput> = {}): PipelineInput => ({
    outDir: root,
    otherLocaleDirs: ['fr'],
    isSiteRoot: true,
    siteBaseUrl: '/',
    localeBaseUrl: '/',
    pagesToIndex: [{title: 'Webhooks', url: '/docs/webhooks', section: 'Docs', description: 'Events.'}],
    origins: {connectOrigins: ['https://forms.example.com'], formActionOrigins: [], reportUri: ''},
    ...overrides,
  });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-'));
    mkdirSync(path.join(root, 'docs'));
    mkdirSync(path.join(root, 'fr/docs'), {recursive: true});
    writeFileSync(path.join(root, '_headers'), headers(allowed));
    for (const dir of ['assets/css', 'css', 'fr/assets/css']) mkdirSync(path.join(root, dir), {recursive: true});
    writeFileSync(path.join(root, 'assets/css/styles.1.css'), STYLESHEET);
    writeFileSync(path.join(root, 'fr/assets/css/styles.1.css'), STYLESHEET);
    writeFileSync(path.join(root, 'css/no-js.css'), NO_JS_STYLESHEET);
    writeFileSync(path.join(root, 'index.html'), page('Home', 'Welcome.'));
    writeFileSync(path.join(root, 'docs/webhooks.html'), page('Webhooks', 'Verify every signature.'));
    // The French locale's own output, written later by its own pass.
    writeFileSync(path.join(root, 'fr/_headers'), headers(allowed));
    writeFileSync(path.join(root, 'fr/docs/webhooks.html'), page('Webhooks', 'Vérifiez chaque signature.', '/fr/'));
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('runs each step once per page, in order: the critical CSS, the policy meta tag, then the search index of the final text', async () => {
    await runPostBuildPipeline(input());
    const html = read('docs/webhooks.html');
    // The scripts stay as Docusaurus writes them.
    expect(html).toContain('<script src=/assets/js/main.2.js defer></script>');
    expect(html).toMatch(/^<!doctype html><html lang=en><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="[^"]*connect-src 'self' https:\/\/forms\.example\.com/);
    const index = JSON.parse(read('search-index.json')) as SearchIndex;
    expect(index.pages).toEqual([expect.objectContaining({url: '/docs/webhooks', headings: [{id: 'setup', text: 'Setup'}], body: 'Setup Verify every signature.'})]);
  });

  it('inlines the rules the page uses, in the stylesheet\'s order, and loads the whole stylesheet without holding the first paint back', async () => {
    await runPostBuildPipeline(input());
    const html = read('docs/webhooks.html');
    const head = html.slice(0, html.indexOf('</head>'));
    const inlined = /<style>(.*?)<\/style>/s.exec(head)?.[1] ?? '';
    // The layers' order first; the rules of the page's elements, in both colour modes (the static HTML has no data-theme yet) and their states.
    expect(inlined.indexOf('@layer docusaurus.infima,docusaurus.theme-classic')).toBe(0);
    for (const rule of ['--ifm-color-primary:green', '--ifm-color-primary:lime', '--code-line-bg:#646464', '.markdown h2{margin-top:2rem}', 'color:#eee', ':hover']) expect(inlined).toContain(rule);
    // Not what no element of the page uses, nor the stylesheet of readers without JavaScript.
    expect(inlined).not.toContain('.navbar');
    expect(inlined).not.toContain('tabs__item');
    expect(inlined).not.toContain('!important');
    expect(head).toContain('<noscript><link rel=stylesheet href=/css/no-js.css></noscript>');
    // The whole stylesheet: preloaded with the head, applied from the end of the body, with no script and no event handler.
    expect(head).toMatch(/<link rel="?preload"? href="?\/assets\/css\/styles\.1\.css"? as="?style"?>/);
    expect(html).toMatch(/<link rel="?stylesheet"? href="?\/assets\/css\/styles\.1\.css"?><\/body>/);
    expect(html).not.toMatch(/\sonload=/);

    // The French pass reads its stylesheet at its own address.
    await runPostBuildPipeline(input({outDir: path.join(root, 'fr'), otherLocaleDirs: [], isSiteRoot: false, localeBaseUrl: '/fr/'}));
    expect(read('fr/docs/webhooks.html')).toContain('.markdown h2{margin-top:2rem}');
  });

  it('completes the root _headers and writes the nginx snippet; leaves other locales\' folders to their own pass', async () => {
    await runPostBuildPipeline(input());
    expect(read('_headers')).toMatch(/connect-src 'self' https:\/\/forms\.example\.com/);
    expect(read('nginx-headers.conf')).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(read('fr/docs/webhooks.html')).not.toContain('Content-Security-Policy');

    // The French pass: its own index, no headers file of its own (the root one covers /fr/).
    await runPostBuildPipeline(input({outDir: path.join(root, 'fr'), otherLocaleDirs: [], isSiteRoot: false, localeBaseUrl: '/fr/'}));
    expect(read('fr/docs/webhooks.html').match(/<meta http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect((JSON.parse(read('fr/search-index.json')) as SearchIndex).pages[0]!.body).toContain('Vérifiez chaque signature.');
    expect(existsSync(path.join(root, 'fr/_headers'))).toBe(false);
    expect(existsSync(path.join(root, 'fr/nginx-headers.conf'))).toBe(false);
  });

  it('fails, naming the hash to add and a page, when an inline script the pages end with is not allowed', async () => {
    // The policy allows the theme's script, not the one the webhooks page adds.
    writeFileSync(path.join(root, 'docs/webhooks.html'), page('Webhooks', 'Verify every signature.').replace('</body>', `<script>${PAGE_SCRIPT}</script></body>`));
    await expect(runPostBuildPipeline(input())).rejects.toThrow(new RegExp(`add to script-src[\\s\\S]*${scriptHashSource(PAGE_SCRIPT).replace(/[+/]/g, '\\$&')} \\(an inline script in docs/webhooks\\.html\\)`));
  });

  it('fails when a page of the search index was not built', async () => {
    await expect(runPostBuildPipeline(input({pagesToIndex: [{title: 'Gone', url: '/docs/gone', section: 'Docs', description: ''}]}))).rejects.toThrow(/no built page for \/docs\/gone/);
  });
});

describe('the policy in each page and for other hosts', () => {
  it('leaves out of the meta tag what a meta policy cannot carry', () => {
    const policy = policyWithReports("default-src 'self'; frame-ancestors 'none'; connect-src 'self'", 'https://csp.example.com/r');
    expect(metaPolicy(policy)).toBe("default-src 'self'; connect-src 'self'");
  });

  it('allows connecting to the Try it sandbox only when SANDBOX_API_URL is set, and to its origin only', () => {
    expect(connectOriginsOf({formsEndpoint: ''})).toEqual([]);
    expect(connectOriginsOf({formsEndpoint: '', sandboxApiUrl: ''})).toEqual([]);
    expect(connectOriginsOf({formsEndpoint: 'https://forms.example.com/submit', sandboxApiUrl: 'https://sandbox.api.example.africa/base'})).toEqual([
      'https://forms.example.com',
      'https://sandbox.api.example.africa',
    ]);
  });

  it('adds a report endpoint to the header policy only when CSP_REPORT_URI is set', () => {
    const base = {scriptHashes: new Map(), connectOrigins: [], formActionOrigins: [], baseUrl: '/'};
    const withReports = completeHeadersFile(siteHeaders, {...base, reportUri: 'https://csp.example.com/report'});
    expect(withReports).toMatch(/Content-Security-Policy: .*; report-uri https:\/\/csp\.example\.com\/report; report-to csp$/m);
    expect(withReports).toMatch(/^\s+Reporting-Endpoints: csp="https:\/\/csp\.example\.com\/report"$/m);
    expect(completeHeadersFile(siteHeaders, base)).not.toMatch(/^\s+(Content-Security-Policy: .*report-uri|Reporting-Endpoints)/m);
  });

  it('gives every nginx location all the headers _headers gives its paths', () => {
    const completed = completeHeadersFile(siteHeaders, {scriptHashes: new Map(), connectOrigins: [], formActionOrigins: [], baseUrl: '/site/'});
    const config = nginxHeadersConfig(completed, '/site/');
    const rules = headersFile.parseHeadersFile(completed);
    const locations = [...config.matchAll(/location (\^~ )?(\S+) \{\n([\s\S]*?)\n\}/g)];
    expect(locations.map((l) => l[2])).toEqual(['/site/', '/site/assets/']);
    for (const [, , prefix, body] of locations) {
      const sent = Object.fromEntries([...body!.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map((m) => [m[1], m[2]]));
      expect(sent).toEqual(Object.fromEntries(headersFile.headersFor(rules, `${prefix}x`)));
    }
    expect(config).toContain('error_page 404 /site/404.html;');
  });

  it('repeats each rule but the site-wide one under every other locale, and gives each locale its own not-found page on nginx', () => {
    const completed = completeHeadersFile(siteHeaders, {scriptHashes: new Map(), connectOrigins: [], formActionOrigins: [], baseUrl: '/site/', otherLocales: ['fr']});
    const rules = headersFile.parseHeadersFile(completed);
    expect(rules.map((rule) => rule.pattern)).toEqual(['/site/*', '/site/assets/*', '/site/fr/assets/*']);
    expect(headersFile.headersFor(rules, '/site/fr/assets/js/main.1.js').get('Cache-Control')).toBe(headersFile.headersFor(rules, '/site/assets/js/main.1.js').get('Cache-Control'));
    const config = nginxHeadersConfig(completed, '/site/', ['fr']);
    expect(config).toMatch(/location \^~ \/site\/fr\/ \{\n[^}]*error_page 404 \/site\/fr\/404\.html;/);
    expect(config).toContain('location ^~ /site/fr/assets/ {');
  });
});
