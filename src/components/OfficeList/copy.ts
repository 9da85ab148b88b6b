import {translate} from '@docusaurus/Translate';

/** The footer's office list's words (the offices are in src/data/offices). */
export const OFFICE_LIST_COPY = {
  title: translate({id: 'footer.offices.title', message: 'Our Offices'}),
};
