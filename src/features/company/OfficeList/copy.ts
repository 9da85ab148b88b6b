import {translate} from '@docusaurus/Translate';

/* The footer's office list's words (the offices are in src/data/offices). Imported as a namespace (`import * as COPY`). */

export const title = translate({id: 'footer.offices.title', message: 'Our Offices'});
/** Said where the page speaks to the franc zone and none of the offices is there (src/features/company/data/officeReach.ts, through @page-example). */
export const noFrancZoneOffice = translate({id: 'footer.offices.noFrancZoneOffice', message: 'No office in the franc zone yet.'});
export const francZoneMarkets = translate({id: 'footer.offices.francZoneMarkets', message: 'See the markets we serve there'});
