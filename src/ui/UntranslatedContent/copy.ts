import {translate} from '@docusaurus/Translate';

/* The notice over content shown in the default language. Imported as a namespace (`import * as COPY`). */

export const notice = translate({id: 'untranslated.notice', message: 'This page is not translated yet: it is shown in English.'});

/** After a title shown in the default language in a list of the page's language. */
export const cue = translate({id: 'untranslated.cue', message: '(in English)'});
