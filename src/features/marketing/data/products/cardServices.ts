import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import {selectPlural} from '@site/src/format/plural';
import {coverageFilterLink} from '@site/src/features/coverage/data/route';
import type {ProductPage} from '../../../../types/productPage';
import {backedBy} from './backing';
import {reach} from './reach';

/** The markets with card services and the currencies they pay in, from the coverage data (each currency one of the contract's). */
const REACH = reach('card-services');

export const cardServices: ProductPage = {
  path: '/card-services',
  title: translate({id: 'cardServices.title', message: 'Card services'}),
  description: selectPlural(
    REACH.currencies,
    translate(
      {
        id: 'cardServices.description',
        message:
          'Accept Visa, Mastercard, Amex and UnionPay in {currencies} currency, with PCI-DSS Level 1 security, 3D Secure and recurring billing.|Accept Visa, Mastercard, Amex and UnionPay in {currencies} currencies, with PCI-DSS Level 1 security, 3D Secure and recurring billing.',
      },
      REACH.values,
    ),
  ),
  hero: {
    eyebrow: translate({id: 'cardServices.hero.eyebrow', message: 'Card services'}),
    heading: translate({id: 'cardServices.hero.heading', message: 'Get paid by card, from customers anywhere'}),
    lead: translate({
      id: 'cardServices.hero.lead',
      message: 'Take one-off and recurring card payments online in the currency of each market, and keep card data out of your systems.',
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
        {value: REACH.values.markets, label: selectPlural(REACH.markets, translate({id: 'cardServices.stats.markets', message: 'market|markets'}))},
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
          ...backedBy('cards.networks', translate({id: 'cardServices.features.networks.link', message: 'Create a checkout session'})),
        },
        {
          badge: 'L1',
          title: translate({id: 'cardServices.features.pci.title', message: 'PCI-DSS Level 1 with tokenization'}),
          text: translate({id: 'cardServices.features.pci.text', message: 'Card numbers are replaced with tokens, so sensitive data never touches your servers.'}),
          ...backedBy('cards.tokens', translate({id: 'cardServices.features.pci.link', message: 'Save a card as a token'})),
        },
        {
          badge: '3DS',
          title: translate({id: 'cardServices.features.threeDs.title', message: '3D Secure fraud prevention'}),
          text: translate({id: 'cardServices.features.threeDs.text', message: 'Cardholders confirm payments with their bank, cutting fraud and shifting chargeback liability away from you.'}),
          ...backedBy('cards.threeDSecure', translate({id: 'cardServices.features.threeDs.link', message: 'Where 3D Secure fits in a card payment'})),
        },
        {
          badge: translate({id: 'cardServices.badge.auto', message: 'Auto', description: 'Short for automatic (recurring billing)'}),
          title: translate({id: 'cardServices.features.recurring.title', message: 'Recurring billing'}),
          text: translate({id: 'cardServices.features.recurring.text', message: 'Charge saved cards on a schedule for subscriptions and instalments, with automatic retries on failed payments.'}),
          ...backedBy('cards.recurring', translate({id: 'cardServices.features.recurring.link', message: 'Charge a saved card on a schedule'})),
        },
        {
          badge: REACH.values.currencies,
          title: selectPlural(REACH.currencies, translate({id: 'cardServices.features.currencies.title', message: '{currencies} currency|{currencies} currencies'}, REACH.values)),
          text: translate({id: 'cardServices.features.currencies.text', message: 'Charge each customer in the currency of their market; each payment reaches your balance in that currency, with no conversion.'}),
          ...backedBy('cards.localCurrencies', translate({id: 'cardServices.features.currencies.link', message: 'Currencies by market'}), coverageFilterLink({product: 'card-services'})),
        },
        {
          badge: translate({id: 'cardServices.badge.refund', message: 'Back'}),
          title: translate({id: 'cardServices.features.refunds.title', message: 'Refunds to the card'}),
          text: translate({id: 'cardServices.features.refunds.text', message: 'Give back all or part of a payment charged to a saved card; the money returns to the card that paid.'}),
          ...backedBy('cards.refunds', translate({id: 'cardServices.features.refunds.link', message: 'Refund a card payment'})),
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
          text: translate({id: 'cardServices.useCases.saas.text', message: 'Bill monthly or yearly plans automatically, with each failed charge retried before a subscription lapses.'}),
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
