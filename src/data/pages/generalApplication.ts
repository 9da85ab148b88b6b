import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /general-application: its head and hero. */
export default {
  title: translate({id: 'pages.generalApplication.title', message: 'General application'}),
  description: translate({id: 'pages.generalApplication.description', message: 'No opening that fits? Send a general application and we will keep you in mind for future roles.'}),
  heading: translate({id: 'pages.generalApplication.heading', message: 'General application'}),
  lead: translate({id: 'pages.generalApplication.lead', message: 'No opening that fits? Tell us what you do best.'}),
} satisfies PageMeta;
