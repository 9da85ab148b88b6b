/**
 * Every code sample on the built site that calls the API (docs, developer hub,
 * API reference, product pages) calls an operation of the OpenAPI document,
 * with the fields it defines: each code block of build/ is read as a reader
 * would copy it. Needs the production build (npm test builds first).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {checkCall, findApiCalls, loadOpenApi} from '../support/apiCalls';
import {REFERENCE_TAGS} from '../support/referencePages';

const buildDir = path.join(__dirname, '../../build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
  );
}

const ENTITIES: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' '};

/** The text of each <pre> code block, one line per token line, entities decoded. */
export function codeBlocks(html: string): string[] {
  return [...html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)].map((m) =>
    m[1]!
      .replace(/<\/div>/g, '\n')
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) =>
        name.startsWith('#') ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? entity),
      ),
  );
}

describe('code samples on the built site', () => {
  const doc = loadOpenApi();
  const samples = htmlFiles(buildDir).flatMap((file) =>
    codeBlocks(readFileSync(file, 'utf8'))
      .filter((code) => /\/v1\/|\bclient\.\w+\.\w+\(/.test(code))
      .map((code) => ({page: path.relative(buildDir, file), code})),
  );

  it('are found on the pages that show the API (docs, hub, reference, products)', () => {
    const pages = new Set(samples.map((s) => s.page));
    // The reference's samples are on its resources' pages (api-reference/payments.html...), each page's own.
    const reference = REFERENCE_TAGS.map((tag) => `${tag.route.slice(1)}.html`);
    for (const page of ['api-docs.html', 'docs/getting-started.html', 'docs/guides/bulk-sms.html', ...reference, 'mobile-money.html']) expect(pages).toContain(page);
    expect(samples.length).toBeGreaterThan(40);
  });

  it('each call an operation of the OpenAPI document, with the fields it defines', () => {
    const problems = samples.flatMap(({page, code}) => {
      const calls = findApiCalls(code);
      if (!calls.length && /\b(curl|fetch|requests\.|client\.)/.test(code)) return [`${page}: a sample mentions the API but no call could be read:\n${code.slice(0, 200)}`];
      return calls.flatMap((call) => checkCall(call, doc).map((problem) => `${page}: ${problem}`));
    });
    expect(problems).toEqual([]);
  });
});
