import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /contact/support: its head and hero. */
export default {
  title: translate({id: 'pages.contactSupport.title', message: 'Contact support'}),
  description: translate({id: 'pages.contactSupport.description', message: 'Get help from our support team with an integration, a payment or a message delivery question.'}),
  heading: translate({id: 'pages.contactSupport.heading', message: 'Contact support'}),
  lead: translate({id: 'pages.contactSupport.lead', message: 'Tell us what happened and we will get back to you.'}),
} satisfies PageMeta;
