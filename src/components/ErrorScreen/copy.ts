import {translate} from '@docusaurus/Translate';

/**
 * The error screen's words, and the document title src/theme/Error.tsx gives
 * it. In main.js with the screen, so they show even when the page's own chunk
 * is what failed.
 */
export const ERROR_SCREEN_COPY = {
  documentTitle: translate({id: 'error.documentTitle', message: 'Unexpected Application Error'}),
  title: translate({id: 'error.title', message: 'Unexpected Application Error!'}),
  body: translate({
    id: 'error.body',
    message: 'Something went wrong while showing this page. It is not something you did. Try again, or go back to the home page.',
  }),
  retry: translate({id: 'error.retry', message: 'Try again'}),
  home: translate({id: 'error.home', message: 'Go to the home page'}),
  details: translate({id: 'error.details', message: 'Technical details'}),
};
