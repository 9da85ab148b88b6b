import {translate} from '@docusaurus/Translate';
import type {Section} from './engine';

/** The search dialog's words: imported by SearchDialog only, so they load with the dialog, not with the navbar's trigger (src/theme/SearchBar/copy.ts). */
export const SEARCH_DIALOG_COPY = {
  sections: {
    Docs: translate({id: 'search.section.docs', message: 'Docs'}),
    News: translate({id: 'search.section.news', message: 'News'}),
    'Product update': translate({id: 'search.section.updates', message: 'Product updates'}),
  } satisfies Record<Section, string>,
  status: {
    loading: translate({id: 'search.status.loading', message: 'Loading the search index…'}),
    error: translate({id: 'search.status.error', message: 'Search could not load. Check your connection, then close and open search again.'}),
    none: (query: string) => translate({id: 'search.status.none', message: 'No results for “{query}”.'}, {query}),
    one: translate({id: 'search.status.one', message: '1 result'}),
    best: (count: number) => translate({id: 'search.status.best', message: 'The {count} best results'}, {count}),
    many: (count: number) => translate({id: 'search.status.many', message: '{count} results'}, {count}),
  },
  title: translate({id: 'search.dialog.title', message: 'Search the site'}),
  inputLabel: translate({id: 'search.input.label', message: 'Search docs, news and product updates'}),
  placeholder: translate({id: 'search.input.placeholder', message: 'Search docs, news and updates'}),
  close: translate({id: 'search.close', message: 'Close'}),
  empty: translate({
    id: 'search.empty',
    message: 'Find a guide, an API topic, a news article or a product update: try “sandbox”, “webhooks” or “v3.2.1”.',
  }),
  noneHint: translate({id: 'search.none.hint', message: 'Check the spelling, or try fewer or shorter words.'}),
  results: translate({id: 'search.results', message: 'Results'}),
  help: {
    move: translate({id: 'search.help.move', message: 'to move'}),
    open: translate({id: 'search.help.open', message: 'to open'}),
    close: translate({id: 'search.help.close', message: 'to close'}),
  },
};
