import {translate} from '@docusaurus/Translate';

/* The privacy page's table of each market's data-protection law. Imported as a namespace (`import * as COPY`). */

export const caption = translate({id: 'privacyLaws.caption', message: 'The data-protection law of each market we serve'});
export const country = translate({id: 'privacyLaws.country', message: 'Country'});
export const law = translate({id: 'privacyLaws.law', message: 'Law'});
export const year = translate({id: 'privacyLaws.year', message: 'Year'});
export const authority = translate({id: 'privacyLaws.authority', message: 'Authority'});
