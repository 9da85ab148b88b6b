import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /forgot-password: its head and hero. */
export default {
  title: translate({id: 'pages.forgotPassword.title', message: 'Forgot password'}),
  description: translate({id: 'pages.forgotPassword.description', message: 'Reset the password of your Payments, SMS or USSD portal account.'}),
  heading: translate({id: 'pages.forgotPassword.heading', message: 'Forgot your password?'}),
  lead: translate({id: 'pages.forgotPassword.lead', message: 'Passwords are reset in the portal you sign in to.'}),
} satisfies PageMeta;
