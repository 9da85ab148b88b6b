/**
 * Every custom page's head and hero, by route: for the tests and build-time code.
 * A page imports its own module (src/data/pages/<page>.ts), never this index,
 * so that its JavaScript carries its own words only (tests/unit/layers.test.ts).
 */
import home from './home';
import logIn from './logIn';
import onboard from './onboard';
import onboardSms from './onboardSms';
import onboardPayments from './onboardPayments';
import aboutUs from './aboutUs';
import careers from './careers';
import apiDocs from './apiDocs';
import apiReference from './apiReference';
import apiWebhooks from './apiWebhooks';
import productUpdates from './productUpdates';
import signup from './signup';
import demo from './demo';
import partnerSignup from './partnerSignup';
import contactSupport from './contactSupport';
import apply from './apply';
import generalApplication from './generalApplication';
import forgotPassword from './forgotPassword';
import contactPartnerships from './contactPartnerships';
import contact from './contact';
import type {CustomPageRoute, PageMeta} from './types';

export type {PageMeta} from './types';

export const PAGES: Record<CustomPageRoute, PageMeta> = {
  '/': home,
  '/log-in': logIn,
  '/onboard': onboard,
  '/onboard/sms': onboardSms,
  '/onboard/payments': onboardPayments,
  '/about-us': aboutUs,
  '/careers': careers,
  '/api-docs': apiDocs,
  '/api-reference': apiReference,
  '/api-reference/webhooks': apiWebhooks,
  '/product-updates': productUpdates,
  '/signup': signup,
  '/demo': demo,
  '/partner-signup': partnerSignup,
  '/contact/support': contactSupport,
  '/apply': apply,
  '/general-application': generalApplication,
  '/forgot-password': forgotPassword,
  '/contact/partnerships': contactPartnerships,
  '/contact': contact,
};
