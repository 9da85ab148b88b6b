import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /contact: its head and hero. */
export default {
  title: translate({id: 'pages.contact.title', message: 'Contact us'}),
  description: translate({id: 'pages.contact.description', message: 'Talk to our sales, partnerships, support or talent teams.'}),
  heading: translate({id: 'pages.contact.heading', message: 'Contact us'}),
  lead: translate({id: 'pages.contact.lead', message: 'Write to the team you need; we answer within one working day.'}),
} satisfies PageMeta;
