import Beasties from 'beasties';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * The first paint in one request: each built page carries, in a <style> of
 * its head, the rules of the site's stylesheet that its own elements use
 * (Beasties, the maintained Critters), and the whole stylesheet is preloaded
 * in the head and linked at the end of the body, where it no longer holds
 * the first paint back (a stylesheet in the body blocks only what follows it,
 * and nothing does). No script is involved: a page without JavaScript gets
 * the same, and the policy's script-src is untouched. The rules are the
 * stylesheet's own, in its order, so once it has loaded the cascade is what
 * it always was (the same rules again, later): nothing moves.
 *
 * Before, a phone on slow 3G waited for the HTML, then for the 28 KB
 * stylesheet, one more round trip of 1.1 s at that speed, before painting.
 *
 * Inline styles are allowed by the policy's style-src 'unsafe-inline', which
 * the pages need anyway for React's style attributes (a hash in style-src
 * would switch 'unsafe-inline' off and refuse them); script-src has no unsafe-*.
 */

/** Parts of a selector that only the theme's inline script sets, before the first paint: the colour mode and the reader's choice. */
const PAINT_TIME_STATE = /\[data-theme(?:-choice)?=(["']?)(?:dark|light|system)\1\]/g;
/** A pseudo-class with an argument that holds no parenthesis: the innermost first. */
const FUNCTIONAL_PSEUDO = /:([a-z-]+)\(([^()]*)\)/gi;
/** A pseudo-class or pseudo-element without an argument. */
const SIMPLE_PSEUDO = /::?[a-z-]+/gi;
/** What stands for a selector whose elements cannot be told from the static HTML: its rule is kept, which is always safe. */
const ALWAYS = 'body';

/**
 * The selector Beasties looks for in the page, for a rule of the stylesheet: the elements it names whatever their
 * state. Beasties's own (one pattern that drops every pseudo-class with what follows it, up to the last parenthesis)
 * left `:where(.button--primary)` empty, and with it Infima's button colours: the page showed transparent buttons
 * until the stylesheet came. Here the colour mode is dropped (the page sets it before painting); `:where()` and
 * `:is()` of one compound become that compound, and of a list, a rule kept; other pseudo-classes (`:not()`,
 * `:has()`, `:hover`) are dropped, which names more elements, never fewer. A rule kept that the page does not use
 * costs bytes; a rule left out that it uses moves the page when the stylesheet arrives.
 */
export function stateless(selector: string): string {
  let rest = selector.replace(PAINT_TIME_STATE, '');
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(FUNCTIONAL_PSEUDO, (_whole, name: string, argument: string) => {
      if (!/^(where|is|matches|-webkit-any|-moz-any)$/i.test(name)) return '';
      return argument.includes(',') ? `:${ALWAYS}-list` : argument.trim();
    });
  }
  if (rest.includes(`:${ALWAYS}-list`)) return ALWAYS;
  // A compound left empty beside a combinator (`.menu > :hover`, `.fact>:last-child>:last-child`) names any element there.
  const parts = rest.replace(SIMPLE_PSEUDO, '').replace(/\s*([>+~])\s*/g, ' $1 ').trim().split(/\s+/).filter(Boolean);
  const words: string[] = [];
  for (const part of parts) {
    const combinator = /^[>+~]$/.test(part);
    if (combinator && (words.length === 0 || /^[>+~]$/.test(words.at(-1)!))) words.push('*');
    words.push(part);
  }
  if (words.length && /^[>+~]$/.test(words.at(-1)!)) words.push('*');
  rest = words.join(' ');
  return rest === '' || /^html([.#[][^\s>+~]*)?$/.test(rest) ? ALWAYS : rest;
}

interface DomNode {
  parent?: DomNode | null;
  name?: string;
}

/** Whether a node lies inside <noscript> (its stylesheet, static/css/no-js.css, applies only without JavaScript). */
function insideNoscript(node: DomNode | null | undefined): boolean {
  for (let current = node; current; current = current.parent) if (current.name?.toLowerCase() === 'noscript') return true;
  return false;
}

/** The methods of Beasties's class called below (fetchStylesheet is not in its type declarations). */
interface BeastiesMethods {
  fetchStylesheet(link: DomNode, document: unknown): Promise<unknown>;
  getCssAsset(href: string, style: unknown): Promise<string | undefined> | string | undefined;
}
const base = Beasties.prototype as unknown as BeastiesMethods;

/**
 * Beasties, told two things about these pages:
 * - which elements a rule names (stateless): a rule for one colour mode counts
 *   when its elements exist (the static HTML has no data-theme yet; the theme's
 *   inline script sets it before the first paint), so a reader in dark mode
 *   gets the dark rules in the first paint;
 * - the no-JavaScript stylesheet inside <noscript> is not inlined.
 */
class SiteBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return stateless(selector);
  }

  fetchStylesheet(link: DomNode, document: unknown): Promise<unknown> {
    if (insideNoscript(link)) return Promise.resolve(undefined);
    return base.fetchStylesheet.call(this, link, document);
  }

  /**
   * Beasties rewrites the stylesheet's url()s for the page's address, and reads a quoted URL that holds an
   * escaped quote (Infima's SVG icons: `url("data:image/svg+xml;utf8,<svg xmlns=\"http://…\"…")`) as a
   * relative one, which it breaks. Such URLs go through as placeholders it leaves alone (they start with /),
   * put back by `restoreUrls`.
   */
  async getCssAsset(href: string, style: unknown): Promise<string | undefined> {
    const sheet = await base.getCssAsset.call(this, href, style);
    return sheet?.replace(QUOTED_URL_WITH_ESCAPES, (url) => {
      if (!this.keptUrls.has(url)) this.keptUrls.set(url, `url(${KEPT_URL}${this.keptUrls.size})`);
      return this.keptUrls.get(url)!;
    });
  }

  keptUrls = new Map<string, string>();

  restoreUrls(css: string): string {
    const byPlaceholder = new Map([...this.keptUrls].map(([url, placeholder]) => [placeholder, url]));
    return css.replace(KEPT_URL_PATTERN, (placeholder) => byPlaceholder.get(placeholder) ?? placeholder);
  }
}

/** A url() in quotes that holds an escaped character. */
const QUOTED_URL_WITH_ESCAPES = /url\(\s*(["'])(?:(?!\1)[^\\]|\\.)*\\.(?:(?!\1)[^\\]|\\.)*\1\s*\)/g;
const KEPT_URL = '/critical-css-kept-url-';
const KEPT_URL_PATTERN = /url\(\/critical-css-kept-url-\d+\)/g;

/** What Beasties wrote for each stylesheet it inlined: the page's rules, then the stylesheet preloaded. */
const INLINED = /<style>(.*?)<\/style><link rel="preload" href="([^"]+)" as="style">/gs;

/**
 * The critical-CSS step for one locale's output folder: `outDir` and the locale's base URL, where the
 * stylesheets' addresses start. Beasties finds each page's rules; they are put into the page as Docusaurus
 * wrote it (Beasties writes the whole document anew, every attribute quoted), in place of its stylesheet
 * link, with the link itself at the end of the body.
 */
export function criticalCss(outDir: string, localeBaseUrl: string): (html: string) => Promise<string> {
  const beasties = new SiteBeasties({
    path: outDir,
    publicPath: localeBaseUrl,
    // No `preload` mode: the stylesheet is preloaded in the head and linked at the end of the body (no script, no onload handler).
    pruneSource: false,
    mergeStylesheets: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    // A selector Beasties cannot evaluate leaves its rule out of the first paint: the build stops instead.
    logger: {warn: (message) => warnings.push(message), error: (message) => warnings.push(message)},
    dedupeWarnings: false,
  });
  const warnings: string[] = [];
  return async (html) => {
    warnings.length = 0;
    const processed = await beasties.process(html);
    if (warnings.length) throw new Error(`critical CSS: ${warnings.join('\n')}`);
    let page = html;
    for (const [, rules, href] of processed.matchAll(INLINED)) {
      const link = new RegExp(`<link rel=("?)stylesheet\\1 href=("?)${escapeStringRegexp(href!)}\\2\\s*/?>`);
      const end = page.lastIndexOf('</body>');
      if (!link.test(page) || end < 0) throw new Error(`critical CSS: the stylesheet ${href} is not linked where Docusaurus links it`);
      page = `${page.slice(0, end)}<link rel=stylesheet href=${href}>${page.slice(end)}`;
      page = page.replace(link, () => `<style>${beasties.restoreUrls(rules!)}</style><link rel=preload href=${href} as=style>`);
    }
    return page;
  };
}
