import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {PageMeta} from './types';

/** /about-us: its head and hero. */
export default {
  title: translate({id: 'pages.about.title', message: 'About us'}),
  description: translate({id: 'pages.about.description', message: 'Who we are: the team connecting African businesses to mobile operators, banks and card networks in {markets} countries.'}, CLAIMS),
  heading: translate({id: 'pages.about.heading', message: 'About us'}),
  lead: translate({id: 'pages.about.lead', message: 'We make it simple for any business in Africa to get paid and to reach its customers.'}),
} satisfies PageMeta;
