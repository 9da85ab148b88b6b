import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {ProductPage} from '../../../../types/productPage';

export const bankCheckout: ProductPage = {
  path: '/bank-checkout',
  title: translate({id: 'bankCheckout.title', message: 'Bank checkout'}),
  description: translate({
    id: 'bankCheckout.description',
    message: 'Let customers pay straight from their bank account by transfer, internet or mobile banking, across banks in {markets} markets.',
  }, CLAIMS),
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
        {value: CLAIMS.countriesPlus, label: translate({id: 'bankCheckout.stats.countries', message: 'countries'})},
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
          title: translate({id: 'bankCheckout.features.anyBank.title', message: 'Pay from any bank account'}),
          text: translate({id: 'bankCheckout.features.anyBank.text', message: 'Customers pick their bank and pay by transfer, internet banking or their banking app, without typing card details.'}),
          link: {label: translate({id: 'bankCheckout.features.anyBank.link', message: 'Create a bank checkout session'}), to: '/docs/guides/bank-checkout#create-a-checkout-session'},
        },
        {
          badge: translate({id: 'bankCheckout.badge.now', message: 'Now'}),
          title: translate({id: 'bankCheckout.features.instant.title', message: 'Instant confirmation'}),
          text: translate({id: 'bankCheckout.features.instant.text', message: 'Know the moment a payment succeeds, through a webhook and the dashboard, so you can release goods or services right away.'}),
          link: {label: translate({id: 'bankCheckout.features.instant.link', message: 'Receive the outcome by webhook'}), to: '/docs/webhooks'},
        },
        {
          badge: translate({id: 'bankCheckout.badge.low', message: 'Low'}),
          title: translate({id: 'bankCheckout.features.lowerFees.title', message: 'Lower fees than cards'}),
          text: translate({id: 'bankCheckout.features.lowerFees.text', message: 'Account-to-account payments skip the card networks, so you keep more of every sale, especially on large amounts.'}),
          link: {label: translate({id: 'bankCheckout.features.lowerFees.link', message: 'How a bank payment works'}), to: '/docs/guides/bank-checkout#how-a-bank-payment-works'},
        },
        {
          badge: translate({id: 'bankCheckout.badge.auto', message: 'Auto'}),
          title: translate({id: 'bankCheckout.features.reconciliation.title', message: 'Automatic reconciliation'}),
          text: translate({id: 'bankCheckout.features.reconciliation.text', message: 'Each payment carries your order reference, so it is matched to the right invoice without checking bank statements by hand.'}),
          link: {label: translate({id: 'bankCheckout.features.reconciliation.link', message: 'List your transactions with the API'}), to: '/api-reference/transactions#listTransactions'},
        },
        {
          badge: translate({id: 'bankCheckout.badge.back', message: 'Back'}),
          title: translate({id: 'bankCheckout.features.refunds.title', message: 'Refunds and payouts'}),
          text: translate({id: 'bankCheckout.features.refunds.text', message: 'Send full or partial refunds, and pay suppliers or staff, back to their bank accounts from the same balance.'}),
          link: {label: translate({id: 'bankCheckout.features.refunds.link', message: 'Pay out to a bank account'}), to: '/docs/guides/bank-checkout#pay-out-to-a-bank-account'},
        },
        {
          badge: 'API',
          title: translate({id: 'bankCheckout.features.oneApi.title', message: 'One API with mobile money and cards'}),
          text: translate({id: 'bankCheckout.features.oneApi.text', message: 'Offer bank, mobile money and card payments side by side through a single integration and one report.'}),
          link: {label: translate({id: 'bankCheckout.features.oneApi.link', message: 'Create a checkout session'}), to: '/docs/guides/bank-checkout#create-a-checkout-session'},
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
          text: translate({id: 'bankCheckout.useCases.schoolFees.text', message: 'Parents pay term fees from their bank account and each payment is matched to the right student.'}),
        },
        {
          title: translate({id: 'bankCheckout.useCases.insurance.title', message: 'Insurance premiums'}),
          text: translate({id: 'bankCheckout.useCases.insurance.text', message: 'Collect premiums on time and keep policies active, with a clear record of every payment.'}),
        },
        {
          title: translate({id: 'bankCheckout.useCases.ecommerce.title', message: 'E-commerce'}),
          text: translate({id: 'bankCheckout.useCases.ecommerce.text', message: 'Give shoppers who prefer their bank a familiar way to pay, alongside cards and mobile money.'}),
        },
        {
          title: translate({id: 'bankCheckout.useCases.b2bInvoices.title', message: 'B2B invoices'}),
          text: translate({id: 'bankCheckout.useCases.b2bInvoices.text', message: 'Get large invoices paid by business customers at low cost, and see each one settled as it happens.'}),
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
