/**
 * The site search: pure functions over the index that src/plugins/searchIndex.ts
 * writes at build time. Text is compared folded (lowercase, no diacritics) and
 * tokenised; every query term must match (AND), the last one as a prefix while
 * it is being typed; a term found in a title counts more than in a heading,
 * then the description, then the body.
 */

export const SECTIONS = ['Docs', 'Products', 'Coverage', 'News', 'Product update'] as const;
export type Section = (typeof SECTIONS)[number];

export interface IndexedHeading {
  /** The heading's anchor id on its page. */
  id: string;
  text: string;
}

export interface IndexedPage {
  title: string;
  /** Path of the page from the site root, without the base URL (`/docs/sandbox`). */
  url: string;
  section: Section;
  description: string;
  headings: IndexedHeading[];
  /** The start of the page's text, bounded (see INDEX_LIMITS). */
  body: string;
}

export interface SearchIndex {
  version: typeof INDEX_VERSION;
  pages: IndexedPage[];
}

export const INDEX_VERSION = 1;

/** Bounds of what one page contributes to the index, so the index stays small as the site grows. */
export const INDEX_LIMITS = {title: 200, description: 300, headings: 40, heading: 120, body: 1500} as const;

/** A piece of text to show, `mark`ed where it matched the query. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface SearchResult {
  page: IndexedPage;
  score: number;
  /** The heading that matched most of the query, when it matched more than the title: the result links to it. */
  heading?: IndexedHeading;
  /** Path with the heading's anchor when there is one. */
  url: string;
  title: TextPart[];
  headingText?: TextPart[];
  snippet: TextPart[];
}

export interface Query {
  terms: string[];
  /** The last term is still being typed (no space after it): it matches as a prefix. */
  lastIsPrefix: boolean;
}

/** Nonspacing marks: the accents NFD splits from their letters. */
const COMBINING_MARKS = /\p{Mn}/gu;

/** Lowercase, without diacritics: "Côte d'Ivoire" → "cote d'ivoire". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * `fold(text)` and, for each folded character, the index of the character of
 * `text` it came from (one more entry for the end), so matches found in folded
 * text can be marked in the original.
 */
export function foldWithOffsets(text: string): {folded: string; offsets: number[]} {
  let folded = '';
  const offsets: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = fold(char);
    for (let i = 0; i < piece.length; i += 1) offsets.push(index);
    folded += piece;
    index += char.length;
  }
  offsets.push(text.length);
  return {folded, offsets};
}

/** Words and numbers; dotted numbers and versions stay one token ("v3.2.1", "99.5"). */
const TOKEN = /[\p{L}\p{N}]+(?:\.\p{N}+)*/gu;

/** The folded tokens of a text, in order. */
export function tokenize(text: string): string[] {
  return fold(text).match(TOKEN) ?? [];
}

/** Tokens to match against: each token, and the parts of a dotted one ("v3.2.1" also gives "v3", "2", "1"). */
function indexTokens(text: string): Set<string> {
  const tokens = new Set<string>();
  for (const token of tokenize(text)) {
    tokens.add(token);
    if (token.includes('.')) for (const part of token.split('.')) tokens.add(part);
  }
  return tokens;
}

export function parseQuery(input: string): Query {
  const terms = tokenize(input).slice(0, 8);
  return {terms, lastIsPrefix: terms.length > 0 && !/\s$/.test(input)};
}

function termMatches(token: string, term: string, prefix: boolean): boolean {
  return prefix ? token.startsWith(term) : token === term;
}

function fieldMatches(tokens: Set<string>, term: string, prefix: boolean): boolean {
  if (!prefix) return tokens.has(term);
  for (const token of tokens) if (token.startsWith(term)) return true;
  return false;
}

/** Score of a term by the best field it appears in. */
export const FIELD_WEIGHTS = {title: 16, heading: 8, description: 4, body: 1} as const;

interface PreparedPage {
  page: IndexedPage;
  title: Set<string>;
  headings: Set<string>[];
  description: Set<string>;
  body: Set<string>;
}

export interface PreparedIndex {
  pages: PreparedPage[];
}

/** Tokenises every page once, when the index arrives. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  return {
    pages: index.pages.map((page) => ({
      page,
      title: indexTokens(page.title),
      headings: page.headings.map((heading) => indexTokens(heading.text)),
      description: indexTokens(page.description),
      body: indexTokens(page.body),
    })),
  };
}

/** The ranges of `text` that match the query, in order. */
function matchRanges(text: string, query: Query): [number, number][] {
  const {folded, offsets} = foldWithOffsets(text);
  const ranges: [number, number][] = [];
  const last = query.terms.length - 1;
  const consider = (token: string, start: number): boolean => {
    let best = 0;
    query.terms.forEach((term, i) => {
      if (termMatches(token, term, i === last && query.lastIsPrefix)) best = Math.max(best, term.length);
    });
    if (best > 0) ranges.push([offsets[start]!, offsets[start + best]!]);
    return best > 0;
  };
  for (const match of folded.matchAll(TOKEN)) {
    const token = match[0];
    if (consider(token, match.index) || !token.includes('.')) continue;
    let start = match.index;
    for (const part of token.split('.')) {
      consider(part, start);
      start += part.length + 1;
    }
  }
  return ranges;
}

/** `text` cut into parts, the matches of the query marked. */
export function highlight(text: string, query: Query): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, query)) {
    if (start > at) parts.push({text: text.slice(at, start), mark: false});
    parts.push({text: text.slice(start, end), mark: true});
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({text: text.slice(at), mark: false});
  return parts;
}

export const SNIPPET_CHARS = 180;

/**
 * A short excerpt of `text` around its first match, cut at word boundaries,
 * with an ellipsis where it was cut, and the matches marked.
 */
export function snippet(text: string, query: Query, length = SNIPPET_CHARS): TextPart[] {
  const first = matchRanges(text, query)[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(excerpt, query);
}

function countMatches(tokens: Set<string>, query: Query): number {
  const last = query.terms.length - 1;
  return query.terms.filter((term, i) => fieldMatches(tokens, term, i === last && query.lastIsPrefix)).length;
}

/** The weight of the best field the term is found in, 0 when it is nowhere. */
function termWeight(prepared: PreparedPage, term: string, prefix: boolean): number {
  if (fieldMatches(prepared.title, term, prefix)) return FIELD_WEIGHTS.title;
  if (prepared.headings.some((heading) => fieldMatches(heading, term, prefix))) return FIELD_WEIGHTS.heading;
  if (fieldMatches(prepared.description, term, prefix)) return FIELD_WEIGHTS.description;
  if (fieldMatches(prepared.body, term, prefix)) return FIELD_WEIGHTS.body;
  return 0;
}

export const MAX_RESULTS = 20;

/**
 * The pages matching every term of the query, best first: each term scores
 * the weight of the best field it is found in; ties keep the order of
 * SECTIONS, then titles alphabetically.
 */
export function search(index: PreparedIndex, input: string, limit = MAX_RESULTS): SearchResult[] {
  const query = parseQuery(input);
  if (query.terms.length === 0) return [];
  const last = query.terms.length - 1;
  const results: SearchResult[] = [];
  for (const prepared of index.pages) {
    let score = 0;
    let everyTerm = true;
    query.terms.forEach((term, i) => {
      const prefix = i === last && query.lastIsPrefix;
      const weight = termWeight(prepared, term, prefix);
      if (weight === 0) everyTerm = false;
      // A whole word counts a little more than the start of a longer one.
      score += prefix && termWeight(prepared, term, false) < weight ? weight : weight * 1.25;
    });
    if (!everyTerm) continue;

    const {page} = prepared;
    // A heading is linked when it matches more of the query than the title does.
    let heading: IndexedHeading | undefined;
    let headingHits = countMatches(prepared.title, query);
    prepared.headings.forEach((tokens, i) => {
      const hits = countMatches(tokens, query);
      if (hits > headingHits) [heading, headingHits] = [page.headings[i], hits];
    });
    const source =
      countMatches(prepared.body, query) > countMatches(prepared.description, query) ? page.body : page.description || page.body;
    results.push({
      page,
      score,
      ...(heading ? {heading, headingText: highlight(heading.text, query)} : {}),
      url: heading ? `${page.url}#${heading.id}` : page.url,
      title: highlight(page.title, query),
      snippet: snippet(source, query),
    });
  }
  return results
    .sort(
      (a, b) =>
        b.score - a.score ||
        SECTIONS.indexOf(a.page.section) - SECTIONS.indexOf(b.page.section) ||
        a.page.title.localeCompare(b.page.title),
    )
    .slice(0, limit);
}

/** Results grouped by section, sections in the order of their best result. */
export function groupBySection(results: SearchResult[]): {section: Section; results: SearchResult[]}[] {
  const groups = new Map<Section, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.page.section) ?? [];
    group.push(result);
    groups.set(result.page.section, group);
  }
  return [...groups].map(([section, items]) => ({section, results: items}));
}

/** The index as fetched, checked enough that a stale or broken file fails clearly. */
export function parseIndex(data: unknown): SearchIndex {
  const index = data as Partial<SearchIndex> | null;
  if (!index || index.version !== INDEX_VERSION || !Array.isArray(index.pages)) {
    throw new Error('search index: unexpected format');
  }
  return index as SearchIndex;
}
