import {translate} from '@docusaurus/Translate';

/*
 * The error screen's words, and the document title src/theme/Error.tsx gives
 * it. In main.js with the screen, so they show even when the page's own chunk
 * is what failed. Imported as a namespace (`import * as COPY`).
 */

export const documentTitle = translate({id: 'error.documentTitle', message: 'Unexpected Application Error'});
export const title = translate({id: 'error.title', message: 'Unexpected Application Error!'});
export const body = translate({
  id: 'error.body',
  message: 'Something went wrong while showing this page. It is not something you did. Try again, or go back to the home page.',
});
export const retry = translate({id: 'error.retry', message: 'Try again'});
export const home = translate({id: 'error.home', message: 'Go to the home page'});
export const details = translate({id: 'error.details', message: 'Technical details'});
