/**
 * Which Markdown content has a translation: plain functions, for the build's
 * plugins (Node) as well as the pages.
 */

/** Whether a Markdown source is a translation (it lives under i18n/<locale>/) rather than the original. */
export function isTranslatedSource(source: string): boolean {
  return source.startsWith('@site/i18n/');
}

/**
 * The front matter key the feeds' build step (src/plugins/feedPosts.ts) adds to
 * each post: the addresses of its previous and next posts that have no
 * translation, so that its page marks their titles as English.
 */
export const UNTRANSLATED_NEIGHBOURS = 'untranslated_neighbours';
