import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {PageMeta} from './types';

/** /: its head and hero. */
export default {
  title: translate({id: 'pages.home.title', message: 'Payments and messaging for Africa'}),
  description: translate({
    id: 'pages.home.description',
    message: 'Bulk SMS, mobile money, cards, carrier billing, bank checkout and USSD through one API, in {markets} African countries.',
  }, CLAIMS),
  // The first hero slide's heading and subheading (src/features/marketing/data/home.ts reads them from here).
  heading: translate({id: 'home.hero.aggregation.heading', message: 'Content and Payment Aggregation made easy.'}),
  lead: translate({id: 'home.hero.aggregation.subheading', message: 'One platform. Infinite Possibilities.'}),
} satisfies PageMeta;
