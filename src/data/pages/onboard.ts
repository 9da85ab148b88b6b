import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /onboard: its head and hero. */
export default {
  title: translate({id: 'pages.onboard.title', message: 'Self onboarding'}),
  description: translate({id: 'pages.onboard.description', message: 'Open an account for bulk SMS or payments in a few minutes, without waiting for a sales call.'}),
  heading: translate({id: 'pages.onboard.heading', message: 'Self onboarding'}),
  lead: translate({id: 'pages.onboard.lead', message: 'Tell us who you are and where you operate; we set up your account.'}),
} satisfies PageMeta;
