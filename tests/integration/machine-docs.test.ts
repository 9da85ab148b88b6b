/**
 * @jest-environment node
 *
 * The docs for machines in the production build: a Markdown twin of every
 * docs page and of every page of the API reference (in each locale; its pages
 * follow the contract's tags), /llms.txt and
 * /llms-full.txt listing them (llmstxt.org), and the Postman collection made
 * from the OpenAPI document. Needs the production build.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownPathOf} from '@site/src/data/llms';
import {SAMPLE_LANGUAGES} from '@site/src/data/sampleLanguages';
import {REFERENCE_ROUTES} from '../support/referencePages';

const build = path.join(__dirname, '../../build');
const read = (file: string) => readFileSync(path.join(build, file), 'utf8');
const sitemap = (locale: string) => [...read(path.join(locale, 'sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

describe.each([[''], ['fr']])('the docs as Markdown (locale folder "%s")', (locale) => {
  const prefix = locale ? `/${locale}` : '';
  const docs = sitemap(locale).filter((route) => route.startsWith(`${prefix}/docs`));
  const markdownFile = (route: string) => markdownPathOf(route.slice(prefix.length) || '/');

  const reference = REFERENCE_ROUTES.map((route) => `${prefix}${route}`);

  it('every docs page and every page of the API reference have a Markdown twin, headed by the page title, without markup', () => {
    expect(docs.length).toBeGreaterThan(10);
    for (const route of [...docs, ...reference]) {
      const file = path.join(locale, markdownFile(route));
      expect([file, existsSync(path.join(build, file))]).toEqual([file, true]);
      const markdown = read(file);
      expect(markdown).toMatch(/^# \S.*\n\n> \S.*\n\nSource: https?:\/\/\S+\n/);
      expect(markdown).not.toMatch(/<(div|span|button|nav|svg)\b/);
      expect(markdown).not.toContain('{brand}');
    }
  });

  it('keeps every code sample, language by language (the webhooks page)', () => {
    const markdown = read(path.join(locale, '/docs/webhooks.md'));
    expect(markdown).toContain('**JavaScript**');
    expect(markdown).toContain('**Python**');
    expect(markdown).toMatch(/```javascript\nimport crypto from 'node:crypto';/);
    expect(markdown).toContain('hmac.compare_digest');
  });

  it('fences each language of a code sample with its own language, the ones written plain in the page included (the account page)', () => {
    const markdown = read(path.join(locale, '/api-reference/account.md'));
    const fences = [...markdown.matchAll(/^```(\S*)/gm)].map((match) => match[1]).filter(Boolean);
    expect(fences).toEqual(SAMPLE_LANGUAGES.map(({prism}) => prism));
  });

  it('llms.txt lists every Markdown page, the OpenAPI document and the Postman collection; llms-full.txt holds them all', () => {
    const llms = read(path.join(locale, 'llms.txt'));
    expect(llms).toMatch(/^# .+\n\n> .+\n\n/);
    const linked = [...llms.matchAll(/^- \[[^\]]+\]\((https?:\/\/[^)]+)\): \S/gm)].map((match) => new URL(match[1]!).pathname);
    const expected = [...docs, ...reference].map((route) => `${prefix}${markdownFile(route)}`);
    expect(linked).toEqual(expect.arrayContaining([...expected, `${prefix}/openapi.yaml`, `${prefix}/postman-collection.json`]));
    for (const pathname of linked) expect([pathname, existsSync(path.join(build, pathname))]).toEqual([pathname, true]);
    const full = read(path.join(locale, 'llms-full.txt'));
    for (const route of expected) expect(full).toContain(read(path.join(locale, route.slice(prefix.length))).trim().split('\n')[0]!);
  });
});

describe('the Postman collection', () => {
  const collection = JSON.parse(read('postman-collection.json')) as {
    info: {name: string; schema: string};
    item: {name: string; item: {name: string; request: {method: string; url: {raw?: string; host: string[]}}}[]}[];
    variable: {key: string; value: string}[];
    auth: {type: string; bearer: {key: string; value: string}[]};
  };
  const openapi = JSON.parse(read('openapi.json')) as {servers: {url: string; description: string; variables: {domain: {default: string}}}[]; paths: Record<string, Record<string, {summary: string}>>};
  const sandbox = openapi.servers.find((server) => /sandbox/i.test(server.description))!;

  it('is a Postman v2.1 collection for the sandbox, keyed by a collection variable', () => {
    expect(collection.info.schema).toMatch(/collection\/v2\.1\.0/);
    expect(Object.fromEntries(collection.variable.map((variable) => [variable.key, variable.value]))).toEqual({baseUrl: sandbox.url.replace('{domain}', sandbox.variables.domain.default), apiKey: 'sk_test_your_key'});
    expect(collection.auth).toEqual({type: 'bearer', bearer: [{key: 'token', value: '{{apiKey}}', type: 'string'}]});
  });

  it('has one request per operation of the OpenAPI document, each on {{baseUrl}}', () => {
    const requests = collection.item.flatMap((folder) => folder.item);
    const operations = Object.values(openapi.paths).flatMap((methods) => Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${operation.summary}`));
    expect(requests.map((request) => `${request.request.method} ${request.name}`).sort()).toEqual(operations.sort());
    for (const request of requests) expect(request.request.url.host).toEqual(['{{baseUrl}}']);
  });
});
