import {translate} from '@docusaurus/Translate';

/* The footer's office list's words (the offices are in src/data/offices). Imported as a namespace (`import * as COPY`). */

export const title = translate({id: 'footer.offices.title', message: 'Our Offices'});
