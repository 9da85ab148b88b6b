import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {PageMeta} from './types';

/** /contact/partnerships: its head and hero. */
export default {
  title: translate({id: 'pages.contactPartnerships.title', message: 'Contact the partnerships team'}),
  description: translate({id: 'pages.contactPartnerships.description', message: 'Talk to our partnerships team about revenue sharing, integrations and reach across {markets} markets.'}, CLAIMS),
  heading: translate({id: 'pages.contactPartnerships.heading', message: 'Contact our partnerships team'}),
  lead: translate({id: 'pages.contactPartnerships.lead', message: 'We answer within one working day.'}),
} satisfies PageMeta;
