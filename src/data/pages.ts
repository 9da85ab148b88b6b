import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/figures';
import type {SiteRoute} from './routes';
import type {ProductPath} from './products/registry';

/** What every custom page needs in its head and hero. */
export interface PageMeta {
  /** Document title (the site name is appended by the theme). */
  title: string;
  /** Meta description: one or two sentences, under 160 characters. */
  description: string;
  /** The hero heading (the page's h1). */
  heading: string;
  /** One paragraph under the heading. */
  lead: string;
}

/** Pages with their own data module (products, /coverage) or Markdown front matter have no entry here. */
type CustomPageRoute = Exclude<SiteRoute, '/docs' | '/terms' | '/privacy' | '/security' | '/news' | '/coverage' | ProductPath>;

/** Head and hero of the custom React pages. */
export const PAGES: Record<CustomPageRoute, PageMeta> = {
  '/': {
    title: translate({id: 'pages.home.title', message: 'Payments and messaging for Africa'}),
    description: translate({
      id: 'pages.home.description',
      message: 'Bulk SMS, mobile money, cards, carrier billing, bank checkout and USSD through one API, in {markets} African countries.',
    }, CLAIMS),
    // The first hero slide's heading and subheading (src/features/marketing/data/home.ts reads them from here).
    heading: translate({id: 'home.hero.aggregation.heading', message: 'Content and Payment Aggregation made easy.'}),
    lead: translate({id: 'home.hero.aggregation.subheading', message: 'One platform. Infinite Possibilities.'}),
  },
  '/log-in': {
    title: translate({id: 'pages.logIn.title', message: 'Sign in'}),
    description: translate({id: 'pages.logIn.description', message: 'Sign in to your Payments, SMS or USSD portal.'}),
    heading: translate({id: 'pages.logIn.heading', message: 'Welcome Back'}),
    lead: translate({id: 'pages.logIn.lead', message: 'Choose your portal and sign in to manage your services.'}),
  },
  '/onboard': {
    title: translate({id: 'pages.onboard.title', message: 'Self onboarding'}),
    description: translate({id: 'pages.onboard.description', message: 'Open an account for bulk SMS or payments in a few minutes, without waiting for a sales call.'}),
    heading: translate({id: 'pages.onboard.heading', message: 'Self onboarding'}),
    lead: translate({id: 'pages.onboard.lead', message: 'Tell us who you are and where you operate; we set up your account.'}),
  },
  '/onboard/sms': {
    title: translate({id: 'pages.onboardSms.title', message: 'Onboarding for bulk SMS'}),
    description: translate({id: 'pages.onboardSms.description', message: 'Open a bulk SMS account: your company, your contact person, your location and your SMS thresholds.'}),
    heading: translate({id: 'pages.onboardSms.heading', message: 'Self onboarding: SMS'}),
    lead: translate({id: 'pages.onboardSms.lead', message: 'Identification, contact, location and SMS thresholds.'}),
  },
  '/onboard/payments': {
    title: translate({id: 'pages.onboardPayments.title', message: 'Onboarding for payments'}),
    description: translate({id: 'pages.onboardPayments.description', message: 'Open a payments account for mobile money, cards, carrier billing and bank checkout.'}),
    heading: translate({id: 'pages.onboardPayments.heading', message: 'Self onboarding: Payments'}),
    lead: translate({id: 'pages.onboardPayments.lead', message: 'Identification, contact and location.'}),
  },
  '/about-us': {
    title: translate({id: 'pages.about.title', message: 'About us'}),
    description: translate({id: 'pages.about.description', message: 'Who we are: the team connecting African businesses to mobile operators, banks and card networks in {markets} countries.'}, CLAIMS),
    heading: translate({id: 'pages.about.heading', message: 'About us'}),
    lead: translate({id: 'pages.about.lead', message: 'We make it simple for any business in Africa to get paid and to reach its customers.'}),
  },
  '/careers': {
    title: translate({id: 'pages.careers.title', message: 'Careers'}),
    description: translate({id: 'pages.careers.description', message: 'Join the team building payments and messaging infrastructure for Africa. See our openings and how we work.'}),
    heading: translate({id: 'pages.careers.heading', message: 'Careers'}),
    lead: translate({id: 'pages.careers.lead', message: 'Build the rails that millions of people pay and talk through every day.'}),
  },
  '/api-docs': {
    title: translate({id: 'pages.apiDocs.title', message: 'Developer hub'}),
    description: translate({id: 'pages.apiDocs.description', message: 'One API for payments and messaging across Africa: guides, samples and the API reference.'}),
    heading: translate({id: 'pages.apiDocs.heading', message: 'Developer hub'}),
    lead: translate({id: 'pages.apiDocs.lead', message: 'Everything you need to integrate payments and messaging with one API.'}),
  },
  '/api-reference': {
    title: translate({id: 'pages.apiReference.title', message: 'API reference'}),
    description: translate({id: 'pages.apiReference.description', message: 'Every endpoint and webhook of the payments and messaging API: parameters, request and response fields, errors and code samples.'}),
    heading: translate({id: 'pages.apiReference.heading', message: 'API reference'}),
    lead: translate({id: 'pages.apiReference.lead', message: 'Every endpoint and webhook, with its fields, responses and a sample in JavaScript, Python and cURL.'}),
  },
  '/product-updates': {
    title: translate({id: 'pages.productUpdates.title', message: 'Product updates'}),
    description: translate({id: 'pages.productUpdates.description', message: 'What is new in our payments, SMS and dashboard products: releases, upcoming features and important notices.'}),
    heading: translate({id: 'pages.productUpdates.heading', message: 'Product updates'}),
    lead: translate({id: 'pages.productUpdates.lead', message: 'Releases, upcoming features and important notices.'}),
  },
  '/signup': {
    title: translate({id: 'pages.signup.title', message: 'Create an account'}),
    description: translate({id: 'pages.signup.description', message: 'Open an account for bulk SMS or payments: choose what you need and onboard yourself in minutes.'}),
    heading: translate({id: 'pages.signup.heading', message: 'Create your account'}),
    lead: translate({id: 'pages.signup.lead', message: 'Start with SMS or payments; you can add the other later.'}),
  },
  '/demo': {
    title: translate({id: 'pages.demo.title', message: 'Request a demo'}),
    description: translate({id: 'pages.demo.description', message: 'See our payments and messaging platform with a product specialist, set up for your use case.'}),
    heading: translate({id: 'pages.demo.heading', message: 'Request a demo'}),
    lead: translate({id: 'pages.demo.lead', message: 'Tell us what you want to build; a specialist shows you how.'}),
  },
  '/partner-signup': {
    title: translate({id: 'pages.partnerSignup.title', message: 'Become a partner'}),
    description: translate({id: 'pages.partnerSignup.description', message: 'Apply to the partner programme for mobile network operators, app stores, aggregators and resellers.'}),
    heading: translate({id: 'pages.partnerSignup.heading', message: 'Become a partner'}),
    lead: translate({id: 'pages.partnerSignup.lead', message: 'Tell us about your business and the programme that fits it.'}),
  },
  '/contact/support': {
    title: translate({id: 'pages.contactSupport.title', message: 'Contact support'}),
    description: translate({id: 'pages.contactSupport.description', message: 'Get help from our support team with an integration, a payment or a message delivery question.'}),
    heading: translate({id: 'pages.contactSupport.heading', message: 'Contact support'}),
    lead: translate({id: 'pages.contactSupport.lead', message: 'Tell us what happened and we will get back to you.'}),
  },
  '/apply': {
    title: translate({id: 'pages.apply.title', message: 'Apply for a position'}),
    description: translate({id: 'pages.apply.description', message: 'Apply for an open position: tell us about yourself and the work you want to do with us.'}),
    heading: translate({id: 'pages.apply.heading', message: 'Apply for a position'}),
    lead: translate({id: 'pages.apply.lead', message: 'Tell us about yourself and the work you want to do.'}),
  },
  '/general-application': {
    title: translate({id: 'pages.generalApplication.title', message: 'General application'}),
    description: translate({id: 'pages.generalApplication.description', message: 'No opening that fits? Send a general application and we will keep you in mind for future roles.'}),
    heading: translate({id: 'pages.generalApplication.heading', message: 'General application'}),
    lead: translate({id: 'pages.generalApplication.lead', message: 'No opening that fits? Tell us what you do best.'}),
  },
  '/forgot-password': {
    title: translate({id: 'pages.forgotPassword.title', message: 'Forgot password'}),
    description: translate({id: 'pages.forgotPassword.description', message: 'Reset the password of your Payments, SMS or USSD portal account.'}),
    heading: translate({id: 'pages.forgotPassword.heading', message: 'Forgot your password?'}),
    lead: translate({id: 'pages.forgotPassword.lead', message: 'Passwords are reset in the portal you sign in to.'}),
  },
  '/contact/partnerships': {
    title: translate({id: 'pages.contactPartnerships.title', message: 'Contact the partnerships team'}),
    description: translate({id: 'pages.contactPartnerships.description', message: 'Talk to our partnerships team about revenue sharing, integrations and reach across {markets} markets.'}, CLAIMS),
    heading: translate({id: 'pages.contactPartnerships.heading', message: 'Contact our partnerships team'}),
    lead: translate({id: 'pages.contactPartnerships.lead', message: 'We answer within one working day.'}),
  },
  '/contact': {
    title: translate({id: 'pages.contact.title', message: 'Contact us'}),
    description: translate({id: 'pages.contact.description', message: 'Talk to our sales, partnerships, support or talent teams.'}),
    heading: translate({id: 'pages.contact.heading', message: 'Contact us'}),
    lead: translate({id: 'pages.contact.lead', message: 'Write to the team you need; we answer within one working day.'}),
  },
};
