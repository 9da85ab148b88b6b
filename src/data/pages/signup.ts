import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /signup: its head and hero. */
export default {
  title: translate({id: 'pages.signup.title', message: 'Create an account'}),
  description: translate({id: 'pages.signup.description', message: 'Open an account for bulk SMS or payments: choose what you need and onboard yourself in minutes.'}),
  heading: translate({id: 'pages.signup.heading', message: 'Create your account'}),
  lead: translate({id: 'pages.signup.lead', message: 'Start with SMS or payments; you can add the other later.'}),
} satisfies PageMeta;
