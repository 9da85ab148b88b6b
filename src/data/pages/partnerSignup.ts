import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /partner-signup: its head and hero. */
export default {
  title: translate({id: 'pages.partnerSignup.title', message: 'Become a partner'}),
  description: translate({id: 'pages.partnerSignup.description', message: 'Apply to the partner programme for mobile network operators, app stores, aggregators and resellers.'}),
  heading: translate({id: 'pages.partnerSignup.heading', message: 'Become a partner'}),
  lead: translate({id: 'pages.partnerSignup.lead', message: 'Tell us about your business and the programme that fits it.'}),
} satisfies PageMeta;
