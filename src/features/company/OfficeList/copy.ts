import {translate} from '@docusaurus/Translate';
import {formatInteger} from '@site/src/format/number';

/* The footer's office list's words (the offices are in src/data/offices). Imported as a namespace (`import * as COPY`). */

export const title = translate({id: 'footer.offices.title', message: 'Our Offices'});
/** Said where the page speaks to the franc zone and none of the offices is there (src/features/company/data/officeReach.ts). */
export const noFrancZoneOffice = translate({id: 'footer.offices.noFrancZoneOffice', message: 'No office in the franc zone yet.'});
/** Always several (the franc zone's nine markets; tests/unit/coverage.test.ts): one form, without the plural rules every page would load. */
export const francZoneMarkets = (count: number) => translate({id: 'footer.offices.francZoneMarkets', message: 'See the {count} markets we serve there'}, {count: formatInteger(count)});
