import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import {selectPlural} from '@site/src/format/plural';
import type {ProductPage} from '../../../../types/productPage';
import {backedBy} from './backing';
import {reach} from './reach';

/** The markets with bank checkout, from the coverage data. */
const REACH = reach('bank-checkout');

export const bankCheckout: ProductPage = {
  path: '/bank-checkout',
  title: translate({id: 'bankCheckout.title', message: 'Bank checkout'}),
  description: selectPlural(
    REACH.markets,
    translate(
      {
        id: 'bankCheckout.description',
        message:
          'Let customers pay straight from their bank account by transfer, internet or mobile banking, across banks in {markets} market.|Let customers pay straight from their bank account by transfer, internet or mobile banking, across banks in {markets} markets.',
      },
      REACH.values,
    ),
  ),
  hero: {
    eyebrow: translate({id: 'bankCheckout.hero.eyebrow', message: 'Bank checkout'}),
    heading: translate({id: 'bankCheckout.hero.heading', message: 'Get paid directly from your customers’ bank accounts'}),
    lead: translate({
      id: 'bankCheckout.hero.lead',
      message: 'Customers choose their bank at checkout and approve the payment in their internet or mobile banking, with no card needed.',
    }),
    ctas: [
      {label: translate({id: 'bankCheckout.hero.getStarted', message: 'Get Started'}), to: '/onboard/payments', variant: 'primary'},
      {label: translate({id: 'bankCheckout.hero.talkToSales', message: 'Talk to Sales'}), to: '/contact', variant: 'secondary'},
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'at-a-glance',
      heading: translate({id: 'bankCheckout.stats.heading', message: 'Bank checkout at a glance'}),
      stats: [
        {value: REACH.values.markets, label: selectPlural(REACH.markets, translate({id: 'bankCheckout.stats.countries', message: 'country|countries'}))},
        {value: CLAIMS.uptime, label: translate({id: 'bankCheckout.stats.uptime', message: 'uptime'})},
        {value: CLAIMS.support, label: translate({id: 'bankCheckout.stats.support', message: 'support'})},
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      heading: translate({id: 'bankCheckout.features.heading', message: 'Everything you need to accept bank payments'}),
      columns: 3,
      cards: [
        {
          badge: translate({id: 'bankCheckout.badge.bank', message: 'Bank'}),
          title: translate({id: 'bankCheckout.features.anyBank.title', message: 'Pay from a bank account'}),
          text: translate({id: 'bankCheckout.features.anyBank.text', message: 'Customers pick their bank and pay by transfer, internet banking or their banking app, without typing card details.'}),
          ...backedBy('bankCheckout.pay', translate({id: 'bankCheckout.features.anyBank.link', message: 'Create a bank checkout session'})),
        },
        {
          badge: translate({id: 'bankCheckout.badge.now', message: 'Now'}),
          title: translate({id: 'bankCheckout.features.instant.title', message: 'Confirmation by webhook'}),
          text: translate({id: 'bankCheckout.features.instant.text', message: 'A webhook tells your server the moment the bank confirms a payment, so you can release goods or services right away.'}),
          ...backedBy('bankCheckout.confirmation', translate({id: 'bankCheckout.features.instant.link', message: 'Receive the outcome by webhook'})),
        },
        {
          badge: translate({id: 'bankCheckout.badge.test', message: 'Test'}),
          title: translate({id: 'bankCheckout.features.sandbox.title', message: 'A simulated bank to test with'}),
          text: translate({id: 'bankCheckout.features.sandbox.text', message: 'In the sandbox, approve or decline a bank payment yourself and watch your integration handle both, before any money moves.'}),
          ...backedBy('bankCheckout.sandbox', translate({id: 'bankCheckout.features.sandbox.link', message: 'Test bank checkout in the sandbox'})),
        },
        {
          badge: translate({id: 'bankCheckout.badge.auto', message: 'Auto'}),
          title: translate({id: 'bankCheckout.features.reconciliation.title', message: 'Reconciliation by your reference'}),
          text: translate({id: 'bankCheckout.features.reconciliation.text', message: 'Find each payment by the order reference you gave it, and match it to the right invoice without checking bank statements by hand.'}),
          ...backedBy('bankCheckout.reconciliation', translate({id: 'bankCheckout.features.reconciliation.link', message: 'Find a payment by your reference'})),
        },
        {
          badge: translate({id: 'bankCheckout.badge.payout', message: 'Out'}),
          title: translate({id: 'bankCheckout.features.payouts.title', message: 'Payouts to bank accounts'}),
          text: translate({id: 'bankCheckout.features.payouts.text', message: 'Pay suppliers and staff from your balance straight to their bank accounts, with the account holder’s name checked first.'}),
          ...backedBy('payouts.bankAccount', translate({id: 'bankCheckout.features.payouts.link', message: 'Pay out to a bank account'})),
        },
        {
          badge: 'API',
          title: translate({id: 'bankCheckout.features.oneApi.title', message: 'Bank and cards on one page'}),
          text: translate({id: 'bankCheckout.features.oneApi.text', message: 'Offer bank payment beside Visa, Mastercard, Amex and UnionPay on the same hosted checkout page, through one integration.'}),
          ...backedBy('bankCheckout.withCards', translate({id: 'bankCheckout.features.oneApi.link', message: 'Create a checkout session'})),
        },
      ],
    },
    {
      kind: 'cards',
      id: 'use-cases',
      heading: translate({id: 'bankCheckout.useCases.heading', message: 'Who takes bank payments with us'}),
      columns: 4,
      cards: [
        {
          title: translate({id: 'bankCheckout.useCases.schoolFees.title', message: 'School fees'}),
          text: translate({id: 'bankCheckout.useCases.schoolFees.text', message: 'Parents pay term fees from their bank account, and each of them gets a receipt by email.'}),
        },
        {
          title: translate({id: 'bankCheckout.useCases.insurance.title', message: 'Insurance premiums'}),
          text: translate({id: 'bankCheckout.useCases.insurance.text', message: 'Collect premiums on time and keep policies active, with a clear record of every payment.'}),
        },
        {
          title: translate({id: 'bankCheckout.useCases.ecommerce.title', message: 'E-commerce'}),
          text: translate({id: 'bankCheckout.useCases.ecommerce.text', message: 'Give shoppers who prefer their bank a familiar way to pay, beside cards on the same page.'}),
        },
        {
          title: translate({id: 'bankCheckout.useCases.b2bInvoices.title', message: 'B2B invoices'}),
          text: translate({id: 'bankCheckout.useCases.b2bInvoices.text', message: 'Business customers pay large invoices from their company account, and a webhook tells you the moment each one is paid.'}),
        },
      ],
    },
    {
      kind: 'cta',
      id: 'start',
      heading: translate({id: 'bankCheckout.cta.heading', message: 'Start accepting bank payments'}),
      lead: translate({id: 'bankCheckout.cta.lead', message: 'Open an account, test in the sandbox and go live once your business is verified.'}),
      ctas: [
        {label: translate({id: 'bankCheckout.cta.getStarted', message: 'Get Started'}), to: '/onboard/payments', variant: 'primary'},
        {label: translate({id: 'bankCheckout.cta.talkToSales', message: 'Talk to Sales'}), to: '/contact', variant: 'secondary'},
      ],
    },
  ],
};
