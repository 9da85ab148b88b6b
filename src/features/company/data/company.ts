import {translate} from '@docusaurus/Translate';
import {STATS} from '@site/src/data/figures';
import {CLAIMS} from '@site/src/data/claims';
import type {Card, Cta, Section} from '../../../types/content';
import {OPENINGS} from './openings';

export {applyPath, type JobOpening} from './openings';

/**
 * Copy of the company pages: /about-us and /careers. Figures come from
 * src/constants.ts; the pages only arrange these sections.
 */

/** A key figure that counts up from 0 to `value` when it comes into view. */
export interface CountStat {
  /** Stable key. */
  id: string;
  /** The final figure, from STATS. */
  value: number;
  /** Digits after the decimal point, while counting and at the end. */
  decimals: number;
  /** 'percent': `value` is a percentage (99.5 is shown 99.5%). */
  style: 'decimal' | 'percent';
  label: string;
}


/** A band of cards under a heading. */
interface CardSection {
  id: string;
  heading: string;
  lead: string;
  cards: Card[];
}

/** The closing call to action of a page. */
interface CtaSection {
  id: string;
  heading: string;
  lead: string;
  ctas: Cta[];
}


const ICONS = {
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  simplicity: 'M4 6h16M4 12h11M4 18h6',
  accessibility: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v.01M8 10.5l4 1 4-1M12 11.5V14l-2.5 3.5M12 14l2.5 3.5',
  innovation: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z',
  integrity: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14',
  product: 'M4 4h16v12H4zM8 20h8M12 16v4M8 8h5M8 11h8',
  partners: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 2.7-5 6-5s6 2 6 5M16 5.2a3 3 0 0 1 0 5.6M17.5 15.3c2 .6 3.5 2.3 3.5 4.7',
  impact: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  ownership: 'M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM5 21v-1a7 7 0 0 1 14 0v1',
  learning: 'M3 7l9-4 9 4-9 4-9-4zM7 9v5c0 1.7 2.2 3 5 3s5-1.3 5-3V9M21 7v6',
  place: 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  pay: 'M3 6h18v12H3zM3 10h18M7 15h3',
  health: 'M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20zM12 10v5M9.5 12.5h5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  book: 'M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2V5zM4 20a2 2 0 0 0 2 2h13v-4M8 7h7',
  leave: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5v.01',
} as const;

export const ABOUT = {
  vision: {
    id: 'vision',
    heading: translate({id: 'about.vision.heading', message: 'Our vision'}),
    lead: translate({
      id: 'about.vision.lead',
      message: 'An Africa where any business, from a market stall to a national bank, can get paid and reach its customers on the phone they already carry.',
    }),
    cards: [
      {
        icon: ICONS.layers,
        title: translate({id: 'about.vision.oneApi.title', message: 'One API for the continent'}),
        text: translate({
          id: 'about.vision.oneApi.text',
          message: 'Mobile money, cards, bank checkout, carrier billing, bulk SMS and USSD behind one integration, so a business builds once and grows into new markets.',
        }),
      },
      {
        icon: ICONS.globe,
        title: translate({id: 'about.vision.networks.title', message: 'On the networks people use'}),
        text: translate({
          id: 'about.vision.networks.text',
          message: 'We connect to mobile network operators in {markets} countries, so customers pay and hear from a business on the network they already trust.',
        }, CLAIMS),
      },
      {
        icon: ICONS.phone,
        title: translate({id: 'about.vision.unbanked.title', message: 'Nobody left out'}),
        text: translate({
          id: 'about.vision.unbanked.text',
          message: 'Mobile money, airtime billing and USSD reach people without a bank account or a smartphone, so they can take part in the digital economy too.',
        }),
      },
    ],
  } satisfies CardSection,

  values: {
    id: 'values',
    heading: translate({id: 'about.values.heading', message: 'Our core values'}),
    lead: translate({id: 'about.values.lead', message: 'Four principles decide how we build, what we ship and how we treat the people who depend on us.'}),
    cards: [
      {
        icon: ICONS.simplicity,
        title: translate({id: 'about.values.simplicity.title', message: 'Simplicity'}),
        text: translate({
          id: 'about.values.simplicity.text',
          message: 'We hide dozens of operators, banks and card networks behind one clear API and one dashboard. If it needs a manual, we are not done yet.',
        }),
      },
      {
        icon: ICONS.accessibility,
        title: translate({id: 'about.values.accessibility.title', message: 'Accessibility'}),
        text: translate({
          id: 'about.values.accessibility.text',
          message: 'Our services work on any phone and any connection, for customers with or without a bank account, and our pages work for everyone who visits them.',
        }),
      },
      {
        icon: ICONS.innovation,
        title: translate({id: 'about.values.innovation.title', message: 'Innovation'}),
        text: translate({
          id: 'about.values.innovation.text',
          message: 'We build what African businesses need next, from new payment methods to better tools for developers, and ship it in small steps we can measure.',
        }),
      },
      {
        icon: ICONS.integrity,
        title: translate({id: 'about.values.integrity.title', message: 'Integrity'}),
        text: translate({
          id: 'about.values.integrity.text',
          message: 'We move other people’s money and messages. We keep them safe, report what goes wrong openly and never promise what we cannot deliver.',
        }),
      },
    ],
  } satisfies CardSection,

  stats: {
    id: 'reach',
    heading: translate({id: 'about.stats.heading', message: 'Our reach'}),
    lead: translate({id: 'about.stats.lead', message: 'Businesses across the continent count on our platform to get paid and to reach their customers.'}),
    items: [
      {
        id: 'countries',
        value: STATS.countries,
        decimals: 0,
        style: 'decimal',
        label: translate({id: 'about.stats.countries', message: 'Countries'}),
      },
      {
        id: 'merchants-and-agents',
        value: STATS.merchantsAndAgents,
        decimals: 0,
        style: 'decimal',
        label: translate({id: 'about.stats.merchantsAndAgents', message: 'Merchants and agents'}),
      },
      {
        id: 'success-rate',
        value: STATS.transactionSuccessRatePercent,
        decimals: 1,
        style: 'percent',
        label: translate({id: 'about.stats.successRate', message: 'Transaction success rate'}),
      },
    ] satisfies CountStat[],
  },

  teams: {
    id: 'teams',
    heading: translate({id: 'about.teams.heading', message: 'Our teams'}),
    lead: translate({id: 'about.teams.lead', message: 'Three teams work as one to take a business from its first API call to customers in every market we serve.'}),
    cards: [
      {
        icon: ICONS.code,
        title: translate({id: 'about.teams.engineering.title', message: 'Engineering'}),
        text: translate({
          id: 'about.teams.engineering.text',
          message: 'Builds and runs the platform that moves payments and messages, day and night.',
        }),
        points: [
          translate({id: 'about.teams.engineering.point1', message: 'Payment and messaging APIs, webhooks and code samples'}),
          translate({id: 'about.teams.engineering.point2', message: 'Operator, bank and card network integrations'}),
          translate({id: 'about.teams.engineering.point3', message: 'Reliability, security and round-the-clock on-call'}),
        ],
      },
      {
        icon: ICONS.product,
        title: translate({id: 'about.teams.product.title', message: 'Product'}),
        text: translate({
          id: 'about.teams.product.text',
          message: 'Listens to merchants, developers and their customers, and turns what they need into clear products.',
        }),
        points: [
          translate({id: 'about.teams.product.point1', message: 'Research with merchants and developers'}),
          translate({id: 'about.teams.product.point2', message: 'Checkout, dashboard and onboarding design'}),
          translate({id: 'about.teams.product.point3', message: 'Documentation and developer experience'}),
        ],
      },
      {
        icon: ICONS.partners,
        title: translate({id: 'about.teams.partnerships.title', message: 'Partnerships'}),
        text: translate({
          id: 'about.teams.partnerships.text',
          message: 'Works with operators, banks, card networks, aggregators and resellers to open markets and keep every route running.',
        }),
        points: [
          translate({id: 'about.teams.partnerships.point1', message: 'Mobile network operator and bank relationships'}),
          translate({id: 'about.teams.partnerships.point2', message: 'Partner onboarding and dedicated support'}),
          translate({id: 'about.teams.partnerships.point3', message: 'Launches in new markets'}),
        ],
      },
    ],
  } satisfies CardSection,

  /** Under the hero. */
  heroCtas: [
    {label: translate({id: 'about.hero.partner', message: 'Become a Partner'}), to: '/partner-signup', variant: 'primary'},
    {label: translate({id: 'about.hero.careers', message: 'Join the team'}), to: '/careers', variant: 'secondary'},
  ] satisfies Cta[],

  cta: {
    id: 'partner-with-us',
    heading: translate({id: 'about.cta.heading', message: 'Partner with us'}),
    lead: translate({
      id: 'about.cta.lead',
      message: 'Operators, banks, aggregators and resellers: bring payments and messaging to your customers in {markets} markets.',
    }, CLAIMS),
    ctas: [
      {label: translate({id: 'about.cta.partner', message: 'Become a Partner'}), to: '/partner-signup', variant: 'primary'},
      {label: translate({id: 'about.cta.contact', message: 'Contact Partnerships'}), to: '/contact?team=partnerships', variant: 'secondary'},
    ],
  } satisfies CtaSection,
};

export const CAREERS = {
  /** Under the hero: jump to the openings. */
  heroCtas: [{label: translate({id: 'careers.hero.openings', message: 'See open positions'}), to: '#openings', variant: 'primary'}] satisfies Cta[],

  culture: {
    id: 'culture',
    heading: translate({id: 'careers.culture.heading', message: 'Culture'}),
    lead: translate({
      id: 'careers.culture.lead',
      message: 'We are a small team with a wide reach: what we ship is used every day by people in {markets} countries to pay and to stay informed.',
    }, CLAIMS),
    cards: [
      {
        icon: ICONS.impact,
        title: translate({id: 'careers.culture.impact.title', message: 'Impact you can see'}),
        text: translate({
          id: 'careers.culture.impact.text',
          message: 'Your work moves real money and real messages for shops, schools, clinics and creators. You see it in the numbers the week you ship.',
        }),
      },
      {
        icon: ICONS.ownership,
        title: translate({id: 'careers.culture.ownership.title', message: 'Ownership and trust'}),
        text: translate({
          id: 'careers.culture.ownership.text',
          message: 'Small teams own a product end to end, from the first talk with a merchant to running it in production. We agree on outcomes, not hours.',
        }),
      },
      {
        icon: ICONS.learning,
        title: translate({id: 'careers.culture.learning.title', message: 'Learning every week'}),
        text: translate({
          id: 'careers.culture.learning.text',
          message: 'Weekly demos, written design reviews and blameless incident reviews: we share what we learn so the whole team gets better.',
        }),
      },
      {
        icon: ICONS.place,
        title: translate({id: 'careers.culture.place.title', message: 'Remote-friendly, close to our markets'}),
        text: translate({
          id: 'careers.culture.place.text',
          message: 'Work from home, from one of our offices or both. We meet in person to plan, to launch and to celebrate.',
        }),
      },
    ],
  } satisfies CardSection,

  perks: {
    id: 'benefits',
    heading: translate({id: 'careers.perks.heading', message: 'Perks and benefits'}),
    lead: translate({id: 'careers.perks.lead', message: 'We look after the people who look after our customers.'}),
    cards: [
      {
        icon: ICONS.pay,
        title: translate({id: 'careers.perks.pay.title', message: 'Competitive pay and equity'}),
        text: translate({id: 'careers.perks.pay.text', message: 'Salaries benchmarked in every market we hire in, reviewed every year, with share options for every permanent role.'}),
      },
      {
        icon: ICONS.health,
        title: translate({id: 'careers.perks.health.title', message: 'Health cover for your family'}),
        text: translate({id: 'careers.perks.health.text', message: 'Private medical cover for you, your partner and your children, including dental and eye care.'}),
      },
      {
        icon: ICONS.clock,
        title: translate({id: 'careers.perks.flexible.title', message: 'Flexible hours'}),
        text: translate({id: 'careers.perks.flexible.text', message: 'Plan your day around your life: we keep a few shared hours for meetings and leave the rest to you.'}),
      },
      {
        icon: ICONS.book,
        title: translate({id: 'careers.perks.learning.title', message: 'Learning budget'}),
        text: translate({id: 'careers.perks.learning.text', message: 'A yearly budget and paid time for courses, books, certifications and conferences.'}),
      },
      {
        icon: ICONS.leave,
        title: translate({id: 'careers.perks.leave.title', message: 'Generous leave'}),
        text: translate({id: 'careers.perks.leave.text', message: '25 days of annual leave plus public holidays, and paid parental leave for every parent.'}),
      },
      {
        icon: ICONS.wifi,
        title: translate({id: 'careers.perks.setup.title', message: 'Laptop, desk and data'}),
        text: translate({id: 'careers.perks.setup.text', message: 'The equipment you choose, a home office allowance and a monthly data bundle to stay connected anywhere.'}),
      },
    ],
  } satisfies CardSection,

  openings: {
    id: 'openings',
    heading: translate({id: 'careers.openings.heading', message: 'Open positions'}),
    lead: translate({id: 'careers.openings.lead', message: 'Each role shapes how millions of people pay and stay in touch.'}),
    /** Visually hidden names of the opening's details, for screen readers. */
    labels: {
      department: translate({id: 'careers.openings.label.department', message: 'Department'}),
      type: translate({id: 'careers.openings.label.type', message: 'Type'}),
    },
    jobs: OPENINGS,
  },

  cta: {
    id: 'apply',
    heading: translate({id: 'careers.cta.heading', message: 'Don’t see your role?'}),
    lead: translate({
      id: 'careers.cta.lead',
      message: 'We are always glad to meet people who care about payments, messaging and Africa. Send us a general application, or ask our talent team anything.',
    }),
    ctas: [
      {label: translate({id: 'careers.cta.general', message: 'Send a General Application'}), to: '/general-application', variant: 'primary'},
      {label: translate({id: 'careers.cta.talent', message: 'Contact Our Talent Team'}), to: '/contact?team=talent', variant: 'secondary'},
    ],
  } satisfies CtaSection,
};

/** /about-us under its hero, in order; the figures (a slot) count up on the page (CountUpStats). */
export const ABOUT_SECTIONS: Section[] = [
  {...ABOUT.vision, kind: 'cards', columns: 3},
  {...ABOUT.values, kind: 'cards', columns: 4},
  {id: ABOUT.stats.id, heading: ABOUT.stats.heading, lead: ABOUT.stats.lead, kind: 'slot'},
  {...ABOUT.teams, kind: 'cards', columns: 3},
  {...ABOUT.cta, kind: 'cta'},
];

/** /careers under its hero, in order: culture, perks and benefits, the openings (a slot: the job list), the general application. */
export const CAREERS_SECTIONS: Section[] = [
  {...CAREERS.culture, kind: 'cards', columns: 2},
  {...CAREERS.perks, kind: 'cards', columns: 3},
  {id: CAREERS.openings.id, heading: CAREERS.openings.heading, lead: CAREERS.openings.lead, kind: 'slot'},
  {...CAREERS.cta, kind: 'cta'},
];
