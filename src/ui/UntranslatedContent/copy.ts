import {translate} from '@docusaurus/Translate';

/* The notice over content shown in the default language. Imported as a namespace (`import * as COPY`). */

export const notice = translate({id: 'untranslated.notice', message: 'This page is not translated yet: it is shown in English.'});
