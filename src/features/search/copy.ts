import {translate} from '@docusaurus/Translate';
import type {Section} from './engine';

/*
 * The search dialog's words: imported by SearchDialog only, so they load with
 * the dialog, not with the navbar's trigger (src/theme/SearchBar/copy.ts).
 * Named exports, imported as a namespace (`import * as COPY`): the bundler
 * shortens their names, where an object's keys would stay in every chunk.
 */

export const sections: Record<Section, string> = {
  Docs: translate({id: 'search.section.docs', message: 'Docs'}),
  Products: translate({id: 'search.section.products', message: 'Products'}),
  Coverage: translate({id: 'search.section.coverage', message: 'Countries'}),
  News: translate({id: 'search.section.news', message: 'News'}),
  'Product update': translate({id: 'search.section.updates', message: 'Product updates'}),
};
export const statusLoading = translate({id: 'search.status.loading', message: 'Loading the search index…'});
export const statusError = translate({id: 'search.status.error', message: 'Search could not load. Check your connection, then close and open search again.'});
export const statusNone = (query: string) => translate({id: 'search.status.none', message: 'No results for “{query}”.'}, {query});
export const statusOne = translate({id: 'search.status.one', message: '1 result'});
export const statusBest = (count: number) => translate({id: 'search.status.best', message: 'The {count} best results'}, {count});
export const statusMany = (count: number) => translate({id: 'search.status.many', message: '{count} results'}, {count});
export const title = translate({id: 'search.dialog.title', message: 'Search the site'});
export const inputLabel = translate({id: 'search.input.label', message: 'Search docs, news and product updates'});
export const placeholder = translate({id: 'search.input.placeholder', message: 'Search docs, news and updates'});
export const close = translate({id: 'search.close', message: 'Close'});
export const empty = translate({
  id: 'search.empty',
  message: 'Find a guide, an API topic, a product, a country, a news article or a product update: try “sandbox”, “webhooks”, “Senegal” or “v3.2.1”.',
});
export const noneHint = translate({id: 'search.none.hint', message: 'Check the spelling, or try fewer or shorter words.'});
export const results = translate({id: 'search.results', message: 'Results'});
export const helpMove = translate({id: 'search.help.move', message: 'to move'});
export const helpOpen = translate({id: 'search.help.open', message: 'to open'});
export const helpClose = translate({id: 'search.help.close', message: 'to close'});
/** The keys of the dialog's help line, as the keyboard prints them in the page's language (Entrée, Échap on a French keyboard). */
export const keyEnter = translate({id: 'search.key.enter', message: 'Enter', description: 'The Enter key, as printed on a keyboard'});
export const keyEscape = translate({id: 'search.key.escape', message: 'Esc', description: 'The Escape key, as printed on a keyboard'});
