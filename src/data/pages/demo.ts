import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /demo: its head and hero. */
export default {
  title: translate({id: 'pages.demo.title', message: 'Request a demo'}),
  description: translate({id: 'pages.demo.description', message: 'See our payments and messaging platform with a product specialist, set up for your use case.'}),
  heading: translate({id: 'pages.demo.heading', message: 'Request a demo'}),
  lead: translate({id: 'pages.demo.lead', message: 'Tell us what you want to build; a specialist shows you how.'}),
} satisfies PageMeta;
