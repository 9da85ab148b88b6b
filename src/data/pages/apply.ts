import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /apply: its head and hero. */
export default {
  title: translate({id: 'pages.apply.title', message: 'Apply for a position'}),
  description: translate({id: 'pages.apply.description', message: 'Apply for an open position: tell us about yourself and the work you want to do with us.'}),
  heading: translate({id: 'pages.apply.heading', message: 'Apply for a position'}),
  lead: translate({id: 'pages.apply.lead', message: 'Tell us about yourself and the work you want to do.'}),
} satisfies PageMeta;
