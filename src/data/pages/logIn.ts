import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /log-in: its head and hero. */
export default {
  title: translate({id: 'pages.logIn.title', message: 'Sign in'}),
  description: translate({id: 'pages.logIn.description', message: 'Sign in to your Payments, SMS or USSD portal.'}),
  heading: translate({id: 'pages.logIn.heading', message: 'Welcome Back'}),
  lead: translate({id: 'pages.logIn.lead', message: 'Choose your portal and sign in to manage your services.'}),
} satisfies PageMeta;
