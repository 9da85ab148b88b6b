import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {ProductPage} from '../../../../types/productPage';
import {COVERAGE_ROUTE} from '../../../coverage/data/route';

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
          link: {label: translate({id: 'partners.programmes.operators.link', message: 'Learn more'}), to: '#operators'},
        },
        {
          id: 'programme-app-stores',
          title: translate({id: 'partners.programmes.appStores.title', message: 'App stores'}),
          text: translate({id: 'partners.programmes.appStores.text', message: 'Let users pay for apps and content with airtime, mobile money or cards.'}),
          link: {label: translate({id: 'partners.programmes.appStores.link', message: 'Learn more'}), to: '#app-stores'},
        },
        {
          id: 'programme-aggregators',
          title: translate({id: 'partners.programmes.aggregators.title', message: 'Aggregators'}),
          text: translate({id: 'partners.programmes.aggregators.text', message: 'Connect your merchants to our payment and messaging routes through one API.'}),
          link: {label: translate({id: 'partners.programmes.aggregators.link', message: 'Learn more'}), to: '#aggregators'},
        },
        {
          id: 'programme-resellers',
          title: translate({id: 'partners.programmes.resellers.title', message: 'Resellers'}),
          text: translate({id: 'partners.programmes.resellers.text', message: 'Sell our services under your own offer and keep a margin on every sale.'}),
          link: {label: translate({id: 'partners.programmes.resellers.link', message: 'Learn more'}), to: '#resellers'},
        },
      ],
    },
    {
      kind: 'cards',
      id: 'programme-details',
      heading: translate({id: 'partners.details.heading', message: 'How each programme works'}),
      lead: translate({id: 'partners.details.lead', message: 'Pick the programme that fits your business; the application form opens with it already chosen.'}),
      columns: 2,
      cards: [
        {
          id: 'operators',
          title: translate({id: 'partners.details.operators.title', message: 'For mobile network operators'}),
          text: translate({id: 'partners.details.operators.text', message: 'Bring merchants and their traffic to your network, and earn on every charge and message.'}),
          points: [
            translate({id: 'partners.details.operators.point1', message: 'Carrier billing for digital goods, settled through your billing system'}),
            translate({id: 'partners.details.operators.point2', message: 'Business SMS and USSD traffic routed to your network'}),
            translate({id: 'partners.details.operators.point3', message: 'A revenue share on every charged transaction and delivered message'}),
          ],
          link: {label: translate({id: 'partners.details.operators.apply', message: 'Apply as a mobile network operator'}), to: '/partner-signup?programme=operators'},
        },
        {
          id: 'app-stores',
          title: translate({id: 'partners.details.appStores.title', message: 'For app stores'}),
          text: translate({id: 'partners.details.appStores.text', message: 'Let every user pay for apps and content, with or without a card.'}),
          points: [
            translate({id: 'partners.details.appStores.point1', message: 'Airtime, mobile money and cards in your store’s checkout'}),
            translate({id: 'partners.details.appStores.point2', message: 'One integration for every wallet we collect from'}),
            translate({id: 'partners.details.appStores.point3', message: 'Settlement reports to download as CSV or Excel, with your reference on every line'}),
          ],
          link: {label: translate({id: 'partners.details.appStores.apply', message: 'Apply as an app store'}), to: '/partner-signup?programme=app-stores'},
        },
        {
          id: 'aggregators',
          title: translate({id: 'partners.details.aggregators.title', message: 'For aggregators'}),
          text: translate({id: 'partners.details.aggregators.text', message: 'Offer your merchants our payment and messaging routes as part of your own platform.'}),
          points: [
            translate({id: 'partners.details.aggregators.point1', message: 'Payments and messaging in {markets} markets behind one API'}, CLAIMS),
            translate({id: 'partners.details.aggregators.point2', message: 'Your own reference on every payment, to tell your merchants’ sales apart'}),
            translate({id: 'partners.details.aggregators.point3', message: 'Wholesale pricing that improves as your volume grows'}),
          ],
          link: {label: translate({id: 'partners.details.aggregators.apply', message: 'Apply as an aggregator'}), to: '/partner-signup?programme=aggregators'},
        },
        {
          id: 'resellers',
          title: translate({id: 'partners.details.resellers.title', message: 'For resellers'}),
          text: translate({id: 'partners.details.resellers.text', message: 'Sell bulk SMS, payments and USSD to your clients under your own offer.'}),
          points: [
            translate({id: 'partners.details.resellers.point1', message: 'Your own pricing, with a margin on every sale paid monthly'}),
            translate({id: 'partners.details.resellers.point2', message: 'Each client on an account of its own, with its own API keys and team'}),
            translate({id: 'partners.details.resellers.point3', message: 'Sales material, demo accounts and a named partner manager'}),
          ],
          link: {label: translate({id: 'partners.details.resellers.apply', message: 'Apply as a reseller'}), to: '/partner-signup?programme=resellers'},
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
          link: {label: translate({id: 'partners.benefits.reach.link', message: 'See the markets'}), to: COVERAGE_ROUTE},
        },
        {
          badge: translate({id: 'partners.badge.fast', message: 'Fast'}),
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
