import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /onboard/payments: its head and hero. */
export default {
  title: translate({id: 'pages.onboardPayments.title', message: 'Onboarding for payments'}),
  description: translate({id: 'pages.onboardPayments.description', message: 'Open a payments account for mobile money, cards, carrier billing and bank checkout.'}),
  heading: translate({id: 'pages.onboardPayments.heading', message: 'Self onboarding: Payments'}),
  lead: translate({id: 'pages.onboardPayments.lead', message: 'Identification, contact and location.'}),
} satisfies PageMeta;
