import type {AllContent} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {CHANGELOG_PLUGIN_ID} from './productUpdatesPage';
import {PRODUCTS} from '../data/products/registry';
import {COVERAGE_ROUTE} from '../features/coverage/data/route';
import {referenceRoutes, type ApiModel} from '../features/api/data/model';
import {INDEX_LIMITS, type IndexedHeading, type IndexedPage, type Section} from '../features/search/engine';

/** Where the index is written in each locale's build folder, and fetched from (under the base URL) by src/theme/SearchBar. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** A page to index, as its plugin knows it. */
export interface PageToIndex {
  /** For an `article`; a `page` takes its title and description from its built HTML, in the locale's words. */
  title: string;
  /** Route path without the base URL. */
  url: string;
  section: Section;
  description: string;
  /**
   * How its text is read from the built HTML: `article` (the default), the
   * rendered Markdown of a doc or a post; `page`, a page of React sections (a
   * product page: its main content, its title and description from its head);
   * `markets`, the coverage page, one entry per market's details (`/coverage#senegal`).
   */
  kind?: 'article' | 'page' | 'markets';
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment: tags dropped (block ends become spaces), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' '))
    .replace(/[\u200b\u00ad]/g, '')
    // Collapsed, but the no-break spaces French writes before ; : ! ? and inside « » are kept as they are.
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .replace(/ ([,.;:!?)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

/** At most `max` characters, cut at a word boundary. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Elements whose content is not prose: dropped before reading the text. */
const NOT_PROSE = /<(pre|svg|button|script|style|template|header)\b[^>]*>[\s\S]*?<\/\1>/gi;
/** The rendered Markdown of a doc (`theme-doc-markdown markdown`) or a post (`markdown`), up to the end of the article. */
const MARKDOWN_START = /<div\b[^>]*\bclass=(?:"[^"]*\bmarkdown\b[^"]*"|markdown)[^>]*>/;

/** Headings (h2, h3 with their anchor ids) and the bounded text of the article of a built page. */
export function extractArticle(html: string): {headings: IndexedHeading[]; body: string} {
  const start = MARKDOWN_START.exec(html);
  const end = html.lastIndexOf('</article>');
  if (!start || end < start.index) throw new Error('no Markdown article found in the page');
  const article = html.slice(start.index + start[0].length, end).replace(NOT_PROSE, ' ');
  return {headings: headingsOf(article), body: truncate(htmlToText(article), INDEX_LIMITS.body)};
}

/** The h2 and h3 headings with an anchor id of an HTML fragment, bounded. */
function headingsOf(html: string): IndexedHeading[] {
  const headings: IndexedHeading[] = [];
  for (const match of html.matchAll(/<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/gi)) {
    const id = /\bid=(?:"([^"]+)"|([^\s>"]+))/.exec(match[2]!);
    const text = htmlToText(match[3]!);
    if (id && text && headings.length < INDEX_LIMITS.headings) {
      headings.push({id: decodeEntities(id[1] ?? id[2]!), text: truncate(text, INDEX_LIMITS.heading)});
    }
  }
  return headings;
}

/** The content of the page's `<main>`, without what is not prose. */
function mainOf(html: string): string {
  const start = /<main\b[^>]*>/.exec(html);
  const end = html.lastIndexOf('</main>');
  if (!start || end < start.index) throw new Error('no <main> found in the page');
  return html.slice(start.index + start[0].length, end);
}

/** A page's title as its head gives it, without the site's name after the last " | ". */
function headTitleOf(html: string): string {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/.exec(html);
  if (!title) throw new Error('no <title> found in the page');
  return htmlToText(title[1]!).replace(/\s+\|[^|]*$/, '');
}

function headDescriptionOf(html: string): string {
  const meta = /<meta\b[^>]*\bname=(?:"description"|description)[^>]*\bcontent=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  return meta ? decodeEntities(meta[1] ?? meta[2]!) : '';
}

/** One entry per market of the coverage page: its details card (`<article id="senegal">`), named by its heading. */
export function extractMarkets(html: string, url: string, section: Section): IndexedPage[] {
  const main = mainOf(html);
  const entries: IndexedPage[] = [];
  for (const match of main.matchAll(/<article\b[^>]*\bid=(?:"([^"]+)"|([^\s>"]+))[^>]*>([\s\S]*?)<\/article>/gi)) {
    const heading = /<h3\b[^>]*>([\s\S]*?)<\/h3>/.exec(match[3]!);
    if (!heading) continue;
    const text = htmlToText(match[3]!.replace(heading[0], ' ').replace(NOT_PROSE, ' '));
    entries.push({
      title: truncate(htmlToText(heading[1]!), INDEX_LIMITS.title),
      url: `${url}#${match[1] ?? match[2]}`,
      section,
      description: truncate(text, INDEX_LIMITS.description),
      headings: [],
      body: truncate(text, INDEX_LIMITS.body),
    });
  }
  if (entries.length === 0) throw new Error('no market details (<article id=…> with an <h3>) found in the page');
  return entries;
}

/** What a built page gives the index: one entry, or one per market for the coverage page. */
export function indexPage(page: PageToIndex, html: string): IndexedPage[] {
  if (page.kind === 'markets') return extractMarkets(html, page.url, page.section);
  if (page.kind === 'page') {
    const main = mainOf(html).replace(NOT_PROSE, ' ');
    return [
      {
        title: truncate(headTitleOf(html), INDEX_LIMITS.title),
        url: page.url,
        section: page.section,
        description: truncate(headDescriptionOf(html), INDEX_LIMITS.description),
        headings: headingsOf(main),
        body: truncate(htmlToText(main), INDEX_LIMITS.body),
      },
    ];
  }
  const {headings, body} = extractArticle(html);
  return [
    {
      title: truncate(page.title, INDEX_LIMITS.title),
      url: page.url,
      section: page.section,
      description: truncate(page.description, INDEX_LIMITS.description),
      headings,
      body,
    },
  ];
}

/**
 * The pages of the site search's index: every doc, the API reference, every
 * product page, market of the coverage page, news article and product update (no list, tag or
 * archive page), as the content plugins and the product registry know them.
 * What they say comes from their built HTML, read by the post-build pipeline
 * (src/plugins/postBuild.ts), so the text of MDX components and the headings'
 * real anchor ids are what the reader sees. The index is one small JSON file
 * per locale, loaded by the browser only when a visitor starts to search
 * (src/theme/SearchBar). It keeps one name so no page's JavaScript has to know
 * it in advance; the browser revalidates it on every first search of a page
 * load, so it is never older than the HTML.
 */
export function pagesToIndex(allContent: AllContent, baseUrl: string): PageToIndex[] {
  // `/docs/` (a folder's index doc) is linked as `/docs` with `trailingSlash: false`.
  const withoutBase = (permalink: string) => `/${permalink.slice(baseUrl.length).replace(/^\/|\/$/g, '')}`;
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blogs = allContent['docusaurus-plugin-content-blog'] as Record<string, BlogContent> | undefined;
  const news = blogs?.default;
  const updates = blogs?.[CHANGELOG_PLUGIN_ID];
  if (!docs || !news || !updates) throw new Error('search-index: the docs, news and changelog plugins must be loaded');
  const fromPosts = (content: BlogContent, section: Section): PageToIndex[] =>
    content.blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map(({metadata}) => ({title: metadata.title, url: withoutBase(metadata.permalink), section, description: metadata.description}));
  return [
    ...docs.loadedVersions.flatMap((version) =>
      version.docs
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({title: doc.title, url: withoutBase(doc.permalink), section: 'Docs' as const, description: doc.description})),
    ),
    ...PRODUCTS.filter((product) => product.id !== 'partners').map((product): PageToIndex => ({title: '', url: product.path, section: 'Products', description: '', kind: 'page'})),
    ...apiReferenceRoutes(allContent).map((url): PageToIndex => ({title: '', url, section: 'Docs', description: '', kind: 'page'})),
    {title: '', url: COVERAGE_ROUTE, section: 'Coverage', description: '', kind: 'markets'},
    ...fromPosts(news, 'News'),
    ...fromPosts(updates, 'Product update'),
  ];
}

/**
 * Every page of the API reference (the index, a page per tag with operations,
 * the webhooks), from the contract as the api-reference plugin loaded it
 * (src/plugins/apiReference/index.ts): the routes follow the contract's tags.
 */
export function apiReferenceRoutes(allContent: AllContent): string[] {
  const content = allContent['api-reference']?.default as {model: ApiModel} | undefined;
  if (!content) throw new Error('search-index: the api-reference plugin must be loaded');
  return referenceRoutes(content.model);
}

/** The built HTML files a route may be written to (`trailingSlash: false` writes `/docs/<page>` as `docs/<page>.html`; `/docs` may be written `docs.html` or as the `index.html` of its folder). */
export function pageFilesOf(url: string): string[] {
  const relative = url.replace(/^\/|\/$/g, '');
  return relative ? [`${relative}.html`, `${relative}/index.html`] : ['index.html'];
}
