import {
  fold,
  foldWithOffsets,
  groupBySection,
  highlight,
  INDEX_LIMITS,
  parseIndex,
  parseQuery,
  prepareIndex,
  search,
  snippet,
  tokenize,
  type IndexedPage,
  type TextPart,
} from '@site/src/features/search/engine';
import {decodeEntities, extractArticle, htmlToText, indexPage, truncate} from '@site/src/plugins/searchIndex';

const page = (overrides: Partial<IndexedPage>): IndexedPage => ({
  title: 'Untitled',
  url: '/docs/untitled',
  section: 'Docs',
  description: '',
  headings: [],
  body: '',
  ...overrides,
});

const pages: IndexedPage[] = [
  page({
    title: 'Sandbox test numbers',
    url: '/docs/sandbox',
    description: 'Phone numbers and cards that give every outcome in the sandbox.',
    headings: [
      {id: 'mobile-money-test-numbers', text: 'Mobile money test numbers'},
      {id: 'test-cards', text: 'Test cards'},
    ],
    body: 'In the sandbox no money moves. The phone number you use decides the outcome.',
  }),
  page({
    title: 'Authentication',
    url: '/docs/authentication',
    description: 'Bearer API keys, the sandbox and live environments, idempotency keys.',
    headings: [{id: 'idempotency-keys', text: 'Idempotency keys'}],
    body: 'Every request is authenticated with a secret API key.',
  }),
  page({
    title: 'A new office in Lilongwe',
    url: '/news/new-office-in-lilongwe',
    section: 'News',
    description: 'Our Malawi team moves into a new office.',
    body: 'Our Malawi team has a new home in Lilongwe.',
  }),
  page({
    title: 'Payments API v3.2.1',
    url: '/updates/v3-2-1',
    section: 'Product update',
    description: 'Faster status callbacks for mobile money payments.',
    body: 'Status callbacks now arrive sooner. Côte d’Ivoire is supported.',
  }),
  page({
    title: 'Webhooks',
    url: '/docs/webhooks',
    description: 'Events we send to your server.',
    body: 'Test your webhook endpoint against the sandbox before going live.',
  }),
];
const index = prepareIndex({version: 1, pages});
const urls = (query: string) => search(index, query).map((result) => result.url);
const marked = (parts: TextPart[]) => parts.filter((part) => part.mark).map((part) => part.text);

describe('folding and tokens', () => {
  it('lowercases and removes diacritics', () => {
    expect(fold('Côte d’Ivoire ÉCOLE Zürich')).toBe('cote d’ivoire ecole zurich');
  });

  it('maps folded characters back to the original text', () => {
    const {folded, offsets} = foldWithOffsets('Açaí x');
    expect(folded).toBe('acai x');
    expect(offsets).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps versions and decimals as one token, splits on punctuation', () => {
    expect(tokenize('Payments API v3.2.1: 99.5% (KES), sk_test_…')).toEqual(['payments', 'api', 'v3.2.1', '99.5', 'kes', 'sk', 'test']);
  });

  it('treats the last term as a prefix until a space follows it', () => {
    expect(parseQuery('sand')).toEqual({terms: ['sand'], lastIsPrefix: true});
    expect(parseQuery('sand ')).toEqual({terms: ['sand'], lastIsPrefix: false});
    expect(parseQuery('  ')).toEqual({terms: [], lastIsPrefix: false});
  });
});

describe('search', () => {
  it('finds nothing for an empty query or an unknown word', () => {
    expect(search(index, '')).toEqual([]);
    expect(search(index, 'zebra')).toEqual([]);
  });

  it('matches the last term as a prefix, earlier terms as whole words', () => {
    expect(urls('sandb')).toContain('/docs/sandbox');
    expect(urls('test card')).toEqual(['/docs/sandbox#test-cards']);
    expect(urls('sandb numbers')).toEqual([]);
    expect(urls('test numb')).toEqual(['/docs/sandbox']);
  });

  it('requires every term (AND)', () => {
    expect(urls('sandbox lilongwe')).toEqual([]);
    expect(urls('malawi lilongwe')).toEqual(['/news/new-office-in-lilongwe']);
  });

  it('ignores case and diacritics on both sides', () => {
    expect(urls('LILONGWÉ')).toEqual(['/news/new-office-in-lilongwe']);
    expect(urls('cote')).toEqual(['/updates/v3-2-1']);
  });

  it('finds versions whole or in part', () => {
    expect(urls('v3.2.1')).toEqual(['/updates/v3-2-1']);
    expect(urls('v3.2')).toEqual(['/updates/v3-2-1']);
  });

  it('ranks a title above a heading, a description and the body', () => {
    // "sandbox": title of the sandbox page, description of authentication, body of webhooks.
    expect(urls('sandbox')).toEqual(['/docs/sandbox', '/docs/authentication', '/docs/webhooks']);
    // "idempotency": a heading of authentication beats nothing else; "keys" in a heading ranks above the body.
    expect(urls('idempotency')).toEqual(['/docs/authentication#idempotency-keys']);
    expect(search(index, 'cards')[0]!.heading).toEqual({id: 'test-cards', text: 'Test cards'});
  });

  it('ranks a whole word above the start of a longer one', () => {
    const two = prepareIndex({version: 1, pages: [page({title: 'Keyset', url: '/a'}), page({title: 'Key', url: '/b'})]});
    expect(search(two, 'key').map((result) => result.url)).toEqual(['/b', '/a']);
  });

  it('marks the matches in the title, heading and snippet', () => {
    const [result] = search(index, 'mobile mon');
    expect(result!.url).toBe('/docs/sandbox#mobile-money-test-numbers');
    expect(marked(result!.headingText!)).toEqual(['Mobile', 'mon']);
    expect(marked(search(index, 'lilongwe')[0]!.title)).toEqual(['Lilongwe']);
  });

  it('limits the number of results and groups them by section, best section first', () => {
    const many = prepareIndex({version: 1, pages: Array.from({length: 50}, (_, i) => page({title: `Payments ${i}`, url: `/p/${i}`}))});
    expect(search(many, 'payments')).toHaveLength(20);
    const groups = groupBySection(search(index, 'mobile'));
    expect(groups.map((group) => group.section)).toEqual(['Docs', 'Product update']);
  });
});

describe('highlight and snippet', () => {
  it('keeps the original text, accents included, around the marks', () => {
    const parts = highlight('Côte d’Ivoire and COTE', parseQuery('cote '));
    expect(parts.map((part) => part.text).join('')).toBe('Côte d’Ivoire and COTE');
    expect(marked(parts)).toEqual(['Côte', 'COTE']);
  });

  it('leaves markup in the text as text (React escapes it when rendering)', () => {
    const parts = highlight('<img src=x onerror=alert(1)>', parseQuery('img'));
    expect(parts.map((part) => part.text).join('')).toBe('<img src=x onerror=alert(1)>');
    expect(marked(parts)).toEqual(['img']);
  });

  it('cuts a bounded excerpt around the first match, at word boundaries', () => {
    const text = `${'lorem ipsum '.repeat(40)}the sandbox decides ${'dolor sit '.repeat(40)}`;
    const excerpt = snippet(text, parseQuery('sandbox')).map((part) => part.text).join('');
    expect(excerpt.length).toBeLessThanOrEqual(182);
    expect(excerpt).toMatch(/^…\w/);
    expect(excerpt).toMatch(/\w…$/);
    expect(excerpt).toContain('the sandbox decides');
  });
});

describe('index format', () => {
  it('rejects an index of another format', () => {
    expect(() => parseIndex({version: 2, pages: []})).toThrow(/unexpected format/);
    expect(() => parseIndex(null)).toThrow(/unexpected format/);
    expect(parseIndex({version: 1, pages: []})).toEqual({version: 1, pages: []});
  });
});

describe('index builder', () => {
  const html = (article: string) =>
    `<!doctype html><html><head><title>x</title></head><body><nav>Menu</nav><main><article><nav class=breadcrumbs>Home</nav>` +
    `<div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${article}</div></article>` +
    `<nav class=pagination-nav>Next</nav></main><footer>Our Offices</footer></body></html>`;

  it('decodes entities and collapses whitespace', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#39;d&#x27; &nbsp;&unknown;')).toBe("a & b <c> 'd' \u00a0&unknown;");
    expect(htmlToText('<p>One <code>two</code>,\n three</p><!-- x --><p>Four</p>')).toBe('One two, three Four');
    // French typography survives: the no-break spaces before : ; ! ? and inside « » (a title such as the reference's).
    expect(htmlToText('<h1>Paiements\u00a0: référence de l’API</h1><p>«\u00a0Bonjour\u00a0»\u202f!</p>')).toBe('Paiements\u00a0: référence de l’API «\u00a0Bonjour\u00a0»\u202f!');
  });

  it('truncates at a word boundary', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four', 16)).toBe('one two three…');
  });

  it('reads h2 and h3 headings with their anchor ids, without the hash link', () => {
    const {headings, body} = extractArticle(
      html(
        '<p>Intro.</p><h2 class="anchor x" id=test-cards>Test cards<a href=#test-cards class=hash-link aria-label="Direct link">\u200b</a></h2>' +
          '<h3 id="kenya-kes">Kenya (KES)</h3><h4 id=deep>Too deep</h4><pre><code>curl -X POST</code></pre><button>Copy</button><p>End &amp; more.</p>',
      ),
    );
    expect(headings).toEqual([
      {id: 'test-cards', text: 'Test cards'},
      {id: 'kenya-kes', text: 'Kenya (KES)'},
    ]);
    expect(body).toBe('Intro. Test cards Kenya (KES) Too deep End & more.');
  });

  it('reads a blog post, whose Markdown container has only the markdown class', () => {
    const post = '<article><header><h1>Post</h1><time>May 1</time></header><div id=__blog-post-container class=markdown><p>Lilongwe office.</p></div></article>';
    expect(extractArticle(`<html><body>${post}<footer>Offices</footer></body></html>`).body).toBe('Lilongwe office.');
  });

  it('bounds what one page contributes', () => {
    const long = Array.from({length: 60}, (_, i) => `<h2 id=h${i}>${'Heading '.repeat(30)}${i}</h2><p>${'word '.repeat(100)}</p>`).join('');
    const [indexed] = indexPage({title: 'T', url: '/docs/t', section: 'Docs', description: 'd '.repeat(400)}, html(long)) as [IndexedPage];
    expect(indexed.headings).toHaveLength(INDEX_LIMITS.headings);
    for (const heading of indexed.headings) expect(heading.text.length).toBeLessThanOrEqual(INDEX_LIMITS.heading + 1);
    expect(indexed.body.length).toBeLessThanOrEqual(INDEX_LIMITS.body + 1);
    expect(indexed.description.length).toBeLessThanOrEqual(INDEX_LIMITS.description + 1);
  });

  it('reads a product page: its head\'s title without the site name, its description, the sections\' headings and its main text', () => {
    const page =
      '<html><head><title data-rh=true>Paiements mobile money | Brand</title><meta data-rh=true name=description content="Acceptez M-Pesa &amp; plus."/></head>' +
      '<body><nav>Menu</nav><main><header><h1>Slogan</h1></header><section><h2 id=wallets-heading>Portefeuilles</h2><ul><li>Orange Money</ul></section></main><footer>Pied</footer></body></html>';
    expect(indexPage({title: '', url: '/mobile-money', section: 'Products', description: '', kind: 'page'}, page)).toEqual([
      {title: 'Paiements mobile money', url: '/mobile-money', section: 'Products', description: 'Acceptez M-Pesa & plus.', headings: [{id: 'wallets-heading', text: 'Portefeuilles'}], body: 'Portefeuilles Orange Money'},
    ]);
  });

  it('reads the coverage page as one entry per market, at its details\' anchor', () => {
    const card = (id: string, name: string, facts: string) =>
      `<article id=${id} class=card aria-labelledby=${id}-name><h3 id=${id}-name>${name}<a href=#${id}-name class=hash-link>\u200b</a></h3><dl><dt>Devise<dd><code>XOF</code> 1 000 FCFA</dl>${facts}</article>`;
    const page = `<html><head><title>Couverture | Brand</title></head><body><main><h1>Couverture</h1>${card('senegal', 'Sénégal', '<p>Orange Money, Wave</p>')}${card('kenya', 'Kenya', '<p>M-Pesa</p>')}</main></body></html>`;
    const entries = indexPage({title: '', url: '/coverage', section: 'Coverage', description: '', kind: 'markets'}, page);
    expect(entries.map((entry) => [entry.title, entry.url, entry.section])).toEqual([
      ['Sénégal', '/coverage#senegal', 'Coverage'],
      ['Kenya', '/coverage#kenya', 'Coverage'],
    ]);
    expect(entries[0]!.body).toBe('Devise XOF 1 000 FCFA Orange Money, Wave');
    expect(() => indexPage({title: '', url: '/coverage', section: 'Coverage', description: '', kind: 'markets'}, '<html><body><main></main></body></html>')).toThrow(/no market details/);
  });

  it('fails clearly on a page without an article', () => {
    expect(() => extractArticle('<html><body><main>No article</main></body></html>')).toThrow(/no Markdown article/);
  });
});
