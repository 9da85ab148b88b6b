import {translate} from '@docusaurus/Translate';

/* The navbar's search trigger's words (in every page's JavaScript; the dialog's own are in src/features/search/copy.ts, loaded with it). Imported as a namespace (`import * as COPY`). */

export const trigger = translate({id: 'search.trigger', message: 'Search'});
