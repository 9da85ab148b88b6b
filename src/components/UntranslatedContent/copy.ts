import {translate} from '@docusaurus/Translate';

/** The notice over content shown in the default language. */
export const UNTRANSLATED_COPY = {
  notice: translate({id: 'untranslated.notice', message: 'This page is not translated yet: it is shown in English.'}),
};
