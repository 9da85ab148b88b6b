import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/constants';
import type {ProductPage} from './types';

export const partners: ProductPage = {
  path: '/partners',
  title: translate({id: 'partners.title', message: 'Partners'}),
  description: translate({
    id: 'partners.description',
    message: 'Partner programmes for mobile network operators, app stores, aggregators and resellers, with revenue sharing in {markets} markets.',
  }, CLAIMS),
  hero: {
    eyebrow: translate({id: 'partners.hero.eyebrow', message: 'Partner programme'}),
    heading: translate({id: 'partners.hero.heading', message: 'Grow with us across Africa'}),
    lead: translate({
      id: 'partners.hero.lead',
      message: 'Bring payments and messaging to your customers, earn on every transaction and get a team that helps you launch.',
    }),
    ctas: [
      {label: translate({id: 'partners.hero.becomePartner', message: 'Become a Partner'}), to: '/partner-signup', variant: 'primary'},
      {label: translate({id: 'partners.hero.contactTeam', message: 'Contact Our Team'}), to: '/contact/partnerships', variant: 'secondary'},
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'programmes',
      heading: translate({id: 'partners.programmes.heading', message: 'Partner programmes'}),
      columns: 4,
      cards: [
        {
          id: 'programme-operators',
          title: translate({id: 'partners.programmes.operators.title', message: 'Mobile network operators'}),
          text: translate({id: 'partners.programmes.operators.text', message: 'Offer carrier billing and messaging to merchants and earn more from your subscriber base.'}),
          link: {label: translate({id: 'partners.programmes.operators.link', message: 'Learn more'}), to: '/partner-signup'},
        },
        {
          id: 'programme-app-stores',
          title: translate({id: 'partners.programmes.appStores.title', message: 'App stores'}),
          text: translate({id: 'partners.programmes.appStores.text', message: 'Let users pay for apps and content with airtime, mobile money or cards.'}),
          link: {label: translate({id: 'partners.programmes.appStores.link', message: 'Learn more'}), to: '/partner-signup'},
        },
        {
          id: 'programme-aggregators',
          title: translate({id: 'partners.programmes.aggregators.title', message: 'Aggregators'}),
          text: translate({id: 'partners.programmes.aggregators.text', message: 'Connect your merchants to our payment and messaging routes through one API.'}),
          link: {label: translate({id: 'partners.programmes.aggregators.link', message: 'Learn more'}), to: '/partner-signup'},
        },
        {
          id: 'programme-resellers',
          title: translate({id: 'partners.programmes.resellers.title', message: 'Resellers'}),
          text: translate({id: 'partners.programmes.resellers.text', message: 'Sell our services under your own offer and keep a margin on every sale.'}),
          link: {label: translate({id: 'partners.programmes.resellers.link', message: 'Learn more'}), to: '/partner-signup'},
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: translate({id: 'partners.benefits.heading', message: 'What partners get'}),
      columns: 4,
      cards: [
        {
          badge: '%',
          title: translate({id: 'partners.benefits.revenue.title', message: 'Revenue sharing'}),
          text: translate({id: 'partners.benefits.revenue.text', message: 'Earn a share of the revenue from every customer and transaction you bring.'}),
        },
        {
          badge: String(CLAIMS.markets),
          title: translate({id: 'partners.benefits.reach.title', message: 'Reach across {markets} markets'}, CLAIMS),
          text: translate({id: 'partners.benefits.reach.text', message: 'Serve customers in {markets} markets through one partnership and one integration.'}, CLAIMS),
        },
        {
          badge: 'Fast',
          title: translate({id: 'partners.benefits.onboarding.title', message: 'Fast onboarding'}),
          text: translate({id: 'partners.benefits.onboarding.text', message: 'Clear documentation, a sandbox and a guided setup get you live in days, not months.'}),
        },
        {
          badge: CLAIMS.support,
          title: translate({id: 'partners.benefits.support.title', message: 'Dedicated support'}),
          text: translate({id: 'partners.benefits.support.text', message: 'A named partner manager and technical support whenever you need them.'}),
        },
      ],
    },
    {
      kind: 'cta',
      id: 'join',
      heading: translate({id: 'partners.cta.heading', message: 'Join the partner programme'}),
      lead: translate({id: 'partners.cta.lead', message: 'Apply in a few minutes and our partnerships team will be in touch.'}),
      ctas: [
        {label: translate({id: 'partners.cta.becomePartner', message: 'Become a Partner'}), to: '/partner-signup', variant: 'primary'},
        {label: translate({id: 'partners.cta.contactTeam', message: 'Contact Our Team'}), to: '/contact/partnerships', variant: 'secondary'},
      ],
    },
  ],
};
