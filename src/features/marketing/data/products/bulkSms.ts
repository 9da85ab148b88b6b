import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import {selectPlural} from '@site/src/format/plural';
import {SMS_COMPOSER_LINK} from '@site/src/features/docsTools/data/smsComposer';
import {PAGE_EXAMPLE} from '@site/src/features/coverage/data/pageExample';
import {formatGsm7Amount} from '@site/src/format/money';
import {SAMPLE_PAYMENT} from '@site/src/constants';
import type {ProductPage} from '../../../../types/productPage';
import {backedBy} from './backing';
import {reach} from './reach';

/** The markets with bulk SMS, from the coverage data. */
const REACH = reach('bulk-sms');

export const bulkSms: ProductPage = {
  path: '/bulk-sms',
  title: translate({id: 'bulkSms.title', message: 'Bulk SMS'}),
  description: translate({
    id: 'bulkSms.description',
    message: 'Bulk SMS with a {deliveryRate} delivery rate, a delivery report for every recipient, scheduled campaigns and your own sender ID.',
  }, CLAIMS),
  hero: {
    eyebrow: translate({id: 'bulkSms.hero.eyebrow', message: 'Bulk SMS'}),
    heading: translate({id: 'bulkSms.hero.heading', message: 'Reach every phone, not just smartphones'}),
    lead: selectPlural(
      REACH.markets,
      translate(
        {
          id: 'bulkSms.hero.lead',
          message:
            'Send marketing campaigns, alerts and one-time passwords to any mobile number in {markets} market, from one API or the dashboard.|Send marketing campaigns, alerts and one-time passwords to any mobile number in {markets} markets, from one API or the dashboard.',
        },
        REACH.values,
      ),
    ),
    ctas: [
      {label: translate({id: 'bulkSms.cta.getStarted', message: 'Get Started'}), to: '/signup', variant: 'primary'},
      {label: translate({id: 'bulkSms.cta.requestDemo', message: 'Request Demo'}), to: '/demo', variant: 'secondary'},
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      heading: translate({id: 'bulkSms.features.heading', message: 'Built for messages that must arrive'}),
      // The composer counts a message's parts and shows each country's sender ID rule (a tool, not a claim).
      link: {label: translate({id: 'bulkSms.features.composer.link', message: 'Count a message’s parts and see each country’s rule'}), to: SMS_COMPOSER_LINK},
      columns: 4,
      cards: [
        {
          badge: CLAIMS.deliveryRate,
          title: translate({id: 'bulkSms.features.delivery.title', message: '{deliveryRate} delivery rate'}, CLAIMS),
          text: translate({id: 'bulkSms.features.delivery.text', message: 'Messages go to the mobile network operators, and each recipient’s report says whether it reached the handset.'}),
          ...backedBy('sms.send', translate({id: 'bulkSms.features.delivery.link', message: 'How sending works'})),
        },
        {
          badge: '✓',
          title: translate({id: 'bulkSms.features.reports.title', message: 'Delivery report per recipient'}),
          text: translate({id: 'bulkSms.features.reports.text', message: 'Each number’s status, delivered, failed or rejected, by webhook as it arrives and through the API at any time.'}),
          ...backedBy('sms.deliveryReports', translate({id: 'bulkSms.features.reports.link', message: 'Read delivery reports'})),
        },
        {
          badge: translate({id: 'bulkSms.badge.time', message: '9:00', description: 'A time of day, as the language writes it (French: 9 h)'}),
          title: translate({id: 'bulkSms.features.scheduled.title', message: 'Scheduled campaigns'}),
          text: translate({id: 'bulkSms.features.scheduled.text', message: 'Plan campaigns ahead, send them at the time that suits each audience, and cancel them until they go.'}),
          ...backedBy('sms.scheduledCampaigns', translate({id: 'bulkSms.features.scheduled.link', message: 'Schedule a campaign with the API'})),
        },
        {
          badge: 'ID',
          title: translate({id: 'bulkSms.features.senderId.title', message: 'Custom sender ID'}),
          text: translate({id: 'bulkSms.features.senderId.text', message: 'Messages arrive under your brand name: one request registers it with the operators of every country you send to.'}),
          ...backedBy('sms.senderId', translate({id: 'bulkSms.features.senderId.link', message: 'Register a sender ID'})),
        },
      ],
    },
    {
      kind: 'cards',
      id: 'use-cases',
      heading: translate({id: 'bulkSms.useCases.heading', message: 'What businesses send'}),
      columns: 4,
      cards: [
        {
          title: translate({id: 'bulkSms.useCases.marketing.title', message: 'Marketing'}),
          text: translate({id: 'bulkSms.useCases.marketing.text', message: 'Promotions and launches that reach customers on any phone, with opt-out handled for you.'}),
        },
        {
          title: translate({id: 'bulkSms.useCases.alerts.title', message: 'Transaction alerts'}),
          text: translate({id: 'bulkSms.useCases.alerts.text', message: 'Instant confirmations of payments, deposits and withdrawals that customers trust.'}),
        },
        {
          id: 'otp',
          title: translate({id: 'bulkSms.useCases.otp.title', message: 'OTP verification'}),
          text: translate({id: 'bulkSms.useCases.otp.text', message: 'One-time codes sent and checked by the API, for sign-ups, logins and payments: your server never sees the code.'}),
          ...backedBy('sms.otp', translate({id: 'bulkSms.useCases.otp.link', message: 'Verify a phone number with a one-time code'})),
        },
        {
          title: translate({id: 'bulkSms.useCases.reminders.title', message: 'Appointment reminders'}),
          text: translate({id: 'bulkSms.useCases.reminders.text', message: 'Fewer missed visits for clinics, banks and service businesses, with replies routed back to you.'}),
        },
      ],
    },
    {
      kind: 'cta',
      id: 'start',
      heading: translate({id: 'bulkSms.cta.heading', message: 'Send your first campaign today'}),
      lead: translate({id: 'bulkSms.cta.lead', message: 'Open an account in minutes and test in the sandbox for free.'}),
      ctas: [{label: translate({id: 'bulkSms.cta.startSending', message: 'Start Sending'}), to: '/signup', variant: 'primary'}],
    },
  ],
};

/**
 * The sample conversation animated in the hero (illustrative, not real customers): SMS as a phone
 * shows them, so in GSM-7 (plain spaces and apostrophes, no ç or ê: 160 characters a part, not 70;
 * the French gate checks them with the SMS composer's alphabet). The payment is in the page's
 * example market's currency: KSh in English, FCFA in French.
 */
const SMS_AMOUNT = formatGsm7Amount(SAMPLE_PAYMENT.amount, PAGE_EXAMPLE.currency);
export const SAMPLE_SMS_THREAD = [
  {
    from: 'brand',
    text: translate({id: 'bulkSms.thread.1', message: 'Your payment of {amount} to Mama Mboga was received. Ref QX7K2.', description: 'An SMS: GSM-7 only (no ç, ê, ’ or no-break space)'}, {amount: SMS_AMOUNT}),
  },
  {from: 'brand', text: translate({id: 'bulkSms.thread.2', message: 'Your verification code is 482 913. It expires in 5 minutes.', description: 'An SMS: GSM-7 only (no ç, ê, ’ or no-break space)'})},
  {from: 'customer', text: translate({id: 'bulkSms.thread.3', message: 'Thanks! Received.', description: 'An SMS: GSM-7 only (no ç, ê, ’ or no-break space)'})},
  {from: 'brand', text: translate({id: 'bulkSms.thread.4', message: 'Reminder: your clinic appointment is tomorrow at 10:00. Reply 1 to confirm.', description: 'An SMS: GSM-7 only (no ç, ê, ’ or no-break space)'})},
] as const;

/** The sender shown in the sample conversation: a custom sender ID, as customers get. */
export const SAMPLE_SMS_SENDER = translate({id: 'bulkSms.thread.sender', message: 'YourBrand'});
