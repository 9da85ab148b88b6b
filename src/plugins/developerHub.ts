/**
 * What the site keeps for reading offline (issue 25): the developer hub. Its
 * pages, their Markdown twins (/docs/webhooks.md) and the search index, in
 * every locale; the marketing pages are never cached. Plain data and
 * functions of the build step (./offlineDocs.ts): the page list and the
 * service worker's routes. In the browser, the hub's pages themselves call
 * src/features/offline/useOfflineDocs.ts.
 */
import {DEFAULT_LOCALE, SITE_LOCALES} from '../constants';
import {API_REFERENCE_ROUTE} from '../features/api/data/model';
import escapeStringRegexp from 'escape-string-regexp';

/** The developer hub's sections: each path and everything under it. */
export const OFFLINE_SECTIONS = ['/docs', API_REFERENCE_ROUTE, '/api-docs'] as const;

/** The site's other locales, whose pages sit under /<locale>/. */
export const OFFLINE_LOCALES = SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The build step's name. */
export const OFFLINE_DOCS_PLUGIN = 'offline-docs';

/**
 * A pattern of the developer hub's addresses under `baseUrl` (a path ending
 * in "/"), in any locale: a page, its Markdown twin (`.md`), or one of the
 * locale's `files` (the search index). It is matched against a path or a full
 * address (the service worker tests request URLs and the page that made the
 * request).
 */
export function developerHubPattern(baseUrl: string, files: readonly string[] = []): RegExp {
  const sections = OFFLINE_SECTIONS.map((section) => escapeStringRegexp(section.slice(1))).join('|');
  const wholeFiles = files.map((file) => `${escapeStringRegexp(file)}(?:[?#]|$)`);
  return new RegExp(`^(?:[a-z]+://[^/]+)?${escapeStringRegexp(baseUrl)}(?:(?:${OFFLINE_LOCALES.join('|')})/)?(?:(?:${sections})(?:[/.?#]|$)${wholeFiles.map((f) => `|${f}`).join('')})`);
}
