import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {ProductPage} from '../../../../types/productPage';

export const cardServices: ProductPage = {
  path: '/card-services',
  title: translate({id: 'cardServices.title', message: 'Card services'}),
  description: translate({
    id: 'cardServices.description',
    message: 'Accept Visa, Mastercard, Amex and UnionPay in {currencies} currencies, with PCI-DSS Level 1 security, 3D Secure and recurring billing.',
  }, CLAIMS),
  hero: {
    eyebrow: translate({id: 'cardServices.hero.eyebrow', message: 'Card services'}),
    heading: translate({id: 'cardServices.hero.heading', message: 'Get paid by card, from customers anywhere'}),
    lead: translate({
      id: 'cardServices.hero.lead',
      message: 'Take one-off and recurring card payments online, settle in your local currency and keep card data out of your systems.',
    }),
    ctas: [
      {label: translate({id: 'cardServices.hero.startNow', message: 'Start Now'}), to: '/signup', variant: 'primary'},
      {label: translate({id: 'cardServices.hero.contactSales', message: 'Contact Sales'}), to: '/contact', variant: 'secondary'},
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'at-a-glance',
      heading: translate({id: 'cardServices.stats.heading', message: 'Card acceptance at a glance'}),
      stats: [
        {value: CLAIMS.uptime, label: translate({id: 'cardServices.stats.uptime', message: 'uptime'})},
        {value: CLAIMS.cardCountries, label: translate({id: 'cardServices.stats.countries', message: 'countries'})},
        {value: CLAIMS.support, label: translate({id: 'cardServices.stats.support', message: 'support'})},
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      heading: translate({id: 'cardServices.features.heading', message: 'Everything you need to accept cards'}),
      columns: 3,
      cards: [
        {
          badge: '4',
          title: translate({id: 'cardServices.features.networks.title', message: 'Visa, Mastercard, Amex and UnionPay'}),
          text: translate({id: 'cardServices.features.networks.text', message: 'Accept the cards your customers already carry, local and international, through a single integration.'}),
          link: {label: translate({id: 'cardServices.features.networks.link', message: 'Create a checkout session'}), to: '/docs/guides/card-services#create-a-checkout-session'},
        },
        {
          badge: 'L1',
          title: translate({id: 'cardServices.features.pci.title', message: 'PCI-DSS Level 1 with tokenization'}),
          text: translate({id: 'cardServices.features.pci.text', message: 'Card numbers are replaced with tokens, so sensitive data never touches your servers.'}),
          link: {label: translate({id: 'cardServices.features.pci.link', message: 'Save a card as a token'}), to: '/docs/guides/card-services#save-a-card'},
        },
        {
          badge: '3DS',
          title: translate({id: 'cardServices.features.threeDs.title', message: '3D Secure fraud prevention'}),
          text: translate({id: 'cardServices.features.threeDs.text', message: 'Cardholders confirm payments with their bank, cutting fraud and shifting chargeback liability away from you.'}),
          link: {label: translate({id: 'cardServices.features.threeDs.link', message: 'Where 3D Secure fits in a card payment'}), to: '/docs/guides/card-services#how-a-card-payment-works'},
        },
        {
          badge: translate({id: 'cardServices.badge.auto', message: 'Auto', description: 'Short for automatic (recurring billing)'}),
          title: translate({id: 'cardServices.features.recurring.title', message: 'Recurring billing'}),
          text: translate({id: 'cardServices.features.recurring.text', message: 'Charge saved cards on a schedule for subscriptions and instalments, with automatic retries on failed payments.'}),
          link: {label: translate({id: 'cardServices.features.recurring.link', message: 'Charge a saved card on a schedule'}), to: '/docs/guides/card-services#charge-on-a-schedule'},
        },
        {
          badge: CLAIMS.currencies,
          title: translate({id: 'cardServices.features.currencies.title', message: '{currencies} currencies'}, CLAIMS),
          text: translate({id: 'cardServices.features.currencies.text', message: 'Show prices in your customer’s currency and receive settlement in yours.'}),
          link: {label: translate({id: 'cardServices.features.currencies.link', message: 'Currencies by market'}), to: '/coverage'},
        },
        {
          badge: translate({id: 'cardServices.badge.live', message: 'Live', description: 'Analytics updated as payments happen'}),
          title: translate({id: 'cardServices.features.analytics.title', message: 'Analytics'}),
          text: translate({id: 'cardServices.features.analytics.text', message: 'Track approval rates, declines and revenue by card type and country from the dashboard.'}),
          link: {label: translate({id: 'cardServices.features.analytics.link', message: 'List your transactions with the API'}), to: '/api-reference/transactions#listTransactions'},
        },
      ],
    },
    {
      kind: 'cards',
      id: 'use-cases',
      heading: translate({id: 'cardServices.useCases.heading', message: 'Who accepts cards with us'}),
      columns: 4,
      cards: [
        {
          title: translate({id: 'cardServices.useCases.elearning.title', message: 'eLearning'}),
          text: translate({id: 'cardServices.useCases.elearning.text', message: 'Sell courses and exam fees to learners at home and abroad, with instant access after payment.'}),
        },
        {
          title: translate({id: 'cardServices.useCases.saas.title', message: 'SaaS'}),
          text: translate({id: 'cardServices.useCases.saas.text', message: 'Bill monthly or yearly plans automatically and keep customers subscribed when cards expire.'}),
        },
        {
          title: translate({id: 'cardServices.useCases.ecommerce.title', message: 'E-commerce'}),
          text: translate({id: 'cardServices.useCases.ecommerce.text', message: 'A fast, secure checkout that turns more visitors into paying customers.'}),
        },
        {
          title: translate({id: 'cardServices.useCases.nonprofits.title', message: 'Nonprofits'}),
          text: translate({id: 'cardServices.useCases.nonprofits.text', message: 'Receive one-off and monthly donations from supporters around the world.'}),
        },
      ],
    },
    {
      kind: 'cta',
      id: 'start',
      heading: translate({id: 'cardServices.cta.heading', message: 'Start accepting cards this week'}),
      lead: translate({id: 'cardServices.cta.lead', message: 'Open an account, test in the sandbox and go live once your business is verified.'}),
      ctas: [
        {label: translate({id: 'cardServices.cta.startNow', message: 'Start Now'}), to: '/signup', variant: 'primary'},
        {label: translate({id: 'cardServices.cta.contactSales', message: 'Contact Sales'}), to: '/contact', variant: 'secondary'},
      ],
    },
  ],
};
