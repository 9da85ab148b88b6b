import {readFileSync} from 'node:fs';
import path from 'node:path';
import headersFile from '@site/scripts/headers-file.cjs';
import {completeHeadersFile, inlineScripts, originOf, policyWithOrigins} from '@site/src/plugins/securityHeaders';
import {robotsTxt} from '@site/src/plugins/robotsTxt';

const {parseHeadersFile, headersFor} = headersFile;
const siteFile = readFileSync(path.join(__dirname, '../../static/_headers'), 'utf8');
const csp = (text: string) => /Content-Security-Policy: (.+)/.exec(text)![1]!;
const inputs = {scriptHashes: new Map<string, string>(), connectOrigins: [], formActionOrigins: [], baseUrl: '/'};

describe('the _headers file format', () => {
  const rules = parseHeadersFile(`# comment
/*
  X-One: a
  Cache-Control: public, max-age=0, must-revalidate
/assets/*
  ! Cache-Control
  Cache-Control: immutable
/news/:id
  X-One: b
`);

  it('applies every matching rule in order, joins repeats and honours "! Name"', () => {
    expect(Object.fromEntries(headersFor(rules, '/'))).toEqual({'X-One': 'a', 'Cache-Control': 'public, max-age=0, must-revalidate'});
    expect(headersFor(rules, '/assets/js/main.1234abcd.js').get('Cache-Control')).toBe('immutable');
    expect(headersFor(rules, '/news/launch').get('X-One')).toBe('a, b');
    expect(headersFor(rules, '/news/launch/more').get('X-One')).toBe('a');
  });

  it('rejects lines it does not understand, naming the line', () => {
    expect(() => parseHeadersFile('  X-One: a')).toThrow(/line 1: header line before any path/);
    expect(() => parseHeadersFile('/*\n  not a header')).toThrow(/line 2/);
    expect(() => parseHeadersFile('assets/*')).toThrow(/line 1/);
  });
});

describe("the site's static/_headers", () => {
  const rules = parseHeadersFile(siteFile);
  const page = headersFor(rules, '/mobile-money');
  const asset = headersFor(rules, '/assets/js/main.6338b650.js');

  it('sends the security headers a payments site needs on every page', () => {
    expect(page.get('Strict-Transport-Security')).toMatch(/max-age=(\d{8,})/);
    expect(page.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('Permissions-Policy')).toMatch(/camera=\(\)/);
    expect(page.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.get('Content-Security-Policy')).toMatch(/object-src 'none'/);
  });

  it('never allows inline scripts wholesale: the site itself, and inline scripts by their hash only', () => {
    const scriptSrc = /script-src ([^;]+)/.exec(csp(siteFile))![1]!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    const [self, ...hashes] = scriptSrc.trim().split(/\s+/);
    expect(self).toBe("'self'");
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('caches hashed assets for a year and makes pages and other files revalidate', () => {
    expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/', '/news', '/img/social-card.jpg', '/search-index.json', '/sitemap.xml']) {
      expect(headersFor(rules, file).get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    }
  });
});

describe('completing build/_headers', () => {
  it('fails the build when an inline script is not allowed, naming the hash and the page', () => {
    const hashes = new Map([["'sha256-abc='", 'docs/x.html']]);
    expect(() => completeHeadersFile(siteFile, {...inputs, scriptHashes: hashes})).toThrow(/add to script-src.*\n.*'sha256-abc=' \(an inline script in docs\/x\.html\)/);
  });

  it("refuses 'unsafe-inline' for scripts", () => {
    expect(() => completeHeadersFile("/*\n  Content-Security-Policy: script-src 'self' 'unsafe-inline'; connect-src 'self'; form-action 'self'", inputs)).toThrow(/unsafe-inline/);
  });

  it('adds the forms service and the portals it was built for, and prefixes paths under a sub-path', () => {
    const text = completeHeadersFile(siteFile, {
      ...inputs,
      scriptHashes: new Map(),
      connectOrigins: ['https://forms.example.com'],
      formActionOrigins: ['https://pay.example.com'],
      baseUrl: '/site/',
    });
    expect(csp(text)).toMatch(/connect-src 'self' https:\/\/forms\.example\.com;/);
    expect(csp(text)).toMatch(/form-action 'self' https:\/\/pay\.example\.com;/);
    expect(text).toMatch(/^\/site\/\*$/m);
    expect(text).toMatch(/^\/site\/assets\/\*$/m);
  });

  it('adds an origin once, and keeps the other directives as they were', () => {
    const policy = "default-src 'self'; connect-src 'self'; form-action 'self'";
    const once = policyWithOrigins(policy, {connect: ['https://a.example']});
    expect(policyWithOrigins(once, {connect: ['https://a.example']})).toBe("default-src 'self'; connect-src 'self' https://a.example; form-action 'self'");
  });

  it('finds the executable inline scripts only', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"Organization"}</script><script type=module>b()</script><script data-src="/y.js">c()</script>';
    // The loader keeps its scripts' URLs in data-src: it is an inline script all the same.
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('takes the origin of absolute URLs only', () => {
    expect(originOf('https://forms.example.com/v1/submit?x=1')).toBe('https://forms.example.com');
    expect(originOf('')).toBeUndefined();
    expect(originOf('/relative')).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap at the site address', () => {
    expect(robotsTxt('https://www.example.com/', '/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n');
    expect(robotsTxt('https://x.github.io', '/site/')).toContain('Sitemap: https://x.github.io/site/sitemap.xml');
  });
});
