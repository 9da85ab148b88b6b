import {translate} from '@docusaurus/Translate';
import type {FieldSpec} from '@site/src/features/forms/types';
import {COMMON_FIELDS} from '@site/src/data/forms/schemas';

/** The e-mail subscriptions: the news newsletter (/news) and product updates (/product-updates). */
export type SubscriptionTopic = 'news' | 'productUpdates';

export interface Subscription {
  /** Name of the form in the submitted JSON. */
  formId: string;
  heading: string;
  lead: string;
  submitLabel: string;
  /** Subject of the e-mail offered when no form service is configured. */
  subject: string;
  sentMessage: string;
}

/** Both subscribe e-mail fields are required. */
export const SUBSCRIBE_EMAIL_FIELD: FieldSpec = {
  ...COMMON_FIELDS.email,
  label: translate({id: 'subscribe.email', message: 'Email address'}),
  autoComplete: 'email',
};

/** Shown instead of subscribing when JavaScript is off (src/features/forms/NoScriptNote). */
export const SUBSCRIBE_NO_SCRIPT_COPY = {
  note: translate({id: 'subscribe.noScript', message: 'Subscribing here needs JavaScript, which is off or did not load in this browser.'}),
  email: (address: string) => translate({id: 'subscribe.noScript.email', message: 'Ask for it by e-mail to {address}'}, {address}),
};

export const SUBSCRIPTIONS: Record<SubscriptionTopic, Subscription> = {
  news: {
    formId: 'newsletter',
    heading: translate({id: 'subscribe.news.heading', message: 'Subscribe to our newsletter'}),
    lead: translate({id: 'subscribe.news.lead', message: 'News and market insights from across Africa, once a month. Unsubscribe at any time.'}),
    submitLabel: translate({id: 'subscribe.news.submit', message: 'Subscribe'}),
    subject: translate({id: 'subscribe.news.subject', message: 'Newsletter subscription'}),
    sentMessage: translate({id: 'subscribe.news.sent', message: 'Thank you. Check your inbox to confirm your subscription.'}),
  },
  productUpdates: {
    formId: 'product-updates-subscription',
    heading: translate({id: 'subscribe.updates.heading', message: 'Get product updates by e-mail'}),
    lead: translate({id: 'subscribe.updates.lead', message: 'Releases, upcoming features and important notices, as they are published.'}),
    submitLabel: translate({id: 'subscribe.updates.submit', message: 'Subscribe'}),
    subject: translate({id: 'subscribe.updates.subject', message: 'Product updates subscription'}),
    sentMessage: translate({id: 'subscribe.updates.sent', message: 'Thank you. Check your inbox to confirm your subscription.'}),
  },
};
