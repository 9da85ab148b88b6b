import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /onboard/sms: its head and hero. */
export default {
  title: translate({id: 'pages.onboardSms.title', message: 'Onboarding for bulk SMS'}),
  description: translate({id: 'pages.onboardSms.description', message: 'Open a bulk SMS account: your company, your contact person, your location and your SMS thresholds.'}),
  heading: translate({id: 'pages.onboardSms.heading', message: 'Self onboarding: SMS'}),
  lead: translate({id: 'pages.onboardSms.lead', message: 'Identification, contact, location and SMS thresholds.'}),
} satisfies PageMeta;
