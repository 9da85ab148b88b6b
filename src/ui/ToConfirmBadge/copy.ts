import {translate} from '@docusaurus/Translate';

/* Imported as a namespace (`import * as COPY`). */

/** Beside a fact the business has not confirmed yet (coverage data, privacy laws). */
export const label = translate({id: 'ui.toConfirm', message: 'Indicative', description: 'Badge beside a fact the business has not confirmed yet'});
