import {translate} from '@docusaurus/Translate';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';

/* The footer's office list's words (the offices are in src/data/offices). Imported as a namespace (`import * as COPY`). */

export const title = translate({id: 'footer.offices.title', message: 'Our Offices'});
/** Said where the page speaks to the franc zone and none of the offices is there (src/features/company/data/officeReach.ts). */
export const noFrancZoneOffice = translate({id: 'footer.offices.noFrancZoneOffice', message: 'No office in the franc zone yet.'});
export const francZoneMarkets = (count: number) =>
  selectPlural(count, translate({id: 'footer.offices.francZoneMarkets', message: 'The franc-zone market we serve|The {count} franc-zone markets we serve'}, {count: formatInteger(count)}));
