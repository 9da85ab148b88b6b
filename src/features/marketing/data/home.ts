import {translate} from '@docusaurus/Translate';
import type {PartnerKind} from './partnerSprite';
import {CLAIMS} from '@site/src/data/claims';
import {SAMPLE_LANGUAGE_NAMES} from '@site/src/data/sampleLanguages';
import {formatInteger} from '@site/src/format/number';
import {selectPlural} from '@site/src/format/plural';
import homePage from '../../../data/pages/home';
import {COVERAGE_ROUTE} from '../../coverage/data/route';
import type {Card, CarouselLabels, Cta} from '../../../types/content';
import {PRODUCTS, type ServiceProductId} from '../../../data/products/registry';
import {exampleMarketCodes, type MarketCode} from '../../../data/marketCodes';
import {SITE_LOCALE} from '../../../format/locale';

/** An image under static/, with the intrinsic size that keeps its box from shifting. */
export interface SizedImage {
  src: string;
  width: number;
  height: number;
}

/** A hero slide: a video or an image, with its heading and subheading. */
export type HeroSlide = {
  id: string;
  heading: string;
  subheading: string;
} & (
  | {
      type: 'video';
      /** Sources in order of preference; the browser plays the first it supports. */
      src: {url: string; mimeType: string}[];
      /** Shown before playback, and instead of it under reduced motion or data saving. */
      poster: SizedImage;
    }
  | {
      type: 'image';
      src: SizedImage;
      /** What the illustration shows (the heading already says what it means). */
      alt: string;
    }
);

/** The hero media box: 16:10, the aspect of every slide's picture. */
export const HERO_MEDIA_SIZE = {width: 320, height: 200} as const;

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 'aggregation',
    type: 'video',
    heading: homePage.heading,
    subheading: homePage.lead,
    src: [
      {url: '/video/hero-scene.webm', mimeType: 'video/webm'},
      {url: '/video/hero-scene.mp4', mimeType: 'video/mp4'},
    ],
    poster: {src: '/img/home/hero-scene-poster.svg', ...HERO_MEDIA_SIZE},
  },
  {
    id: 'connect',
    type: 'image',
    heading: translate({id: 'home.hero.connect.heading', message: 'Connect. Manage. Grow.'}),
    subheading: translate({id: 'home.hero.connect.subheading', message: 'Your services, simplified.'}),
    src: {src: '/img/home/slide-connect.svg', ...HERO_MEDIA_SIZE},
    alt: translate({id: 'home.hero.connect.alt', message: 'A merchant connected to phones, a card, a wallet and a bank, with a rising growth arrow'}),
  },
  {
    id: 'insights',
    type: 'image',
    heading: translate({id: 'home.hero.insights.heading', message: 'Powerful Insights'}),
    subheading: translate({id: 'home.hero.insights.subheading', message: 'Track and analyze in real-time.'}),
    src: {src: '/img/home/slide-insights.svg', ...HERO_MEDIA_SIZE},
    alt: translate({id: 'home.hero.insights.alt', message: 'A dashboard with revenue trending up, bar and donut charts and key figures'}),
  },
  {
    id: 'integration',
    type: 'image',
    heading: translate({id: 'home.hero.integration.heading', message: 'Seamless Integration'}),
    subheading: translate({id: 'home.hero.integration.subheading', message: 'Built to work with your tools.'}),
    src: {src: '/img/home/slide-integration.svg', ...HERO_MEDIA_SIZE},
    alt: translate({id: 'home.hero.integration.alt', message: 'A code editor plugged into app blocks, with a check mark'}),
  },
];

/** What screen readers call a carousel and its slides (aria-roledescription), in the page's language. */
const CAROUSEL_ROLE = translate({id: 'home.carousel.role', message: 'carousel', description: 'What screen readers call a carousel (aria-roledescription)'});

export const HERO_LABELS = {
  carousel: translate({id: 'home.hero.label', message: 'Highlights'}),
  slideRole: translate({id: 'home.hero.slideRole', message: 'slide', description: 'What screen readers call a slide of a carousel (aria-roledescription)'}),
  pickers: translate({id: 'home.hero.pickers', message: 'Choose a slide'}),
  /** "{index} of {count}": each slide's name for screen readers. */
  slideOf: (index: number, count: number) => translate({id: 'home.hero.slideOf', message: '{index} of {count}'}, {index, count}),
  controls: {
    carousel: CAROUSEL_ROLE,
    pause: translate({id: 'home.hero.pause', message: 'Pause slides'}),
    play: translate({id: 'home.hero.play', message: 'Play slides'}),
    previous: translate({id: 'home.hero.previous', message: 'Previous slide'}),
    next: translate({id: 'home.hero.next', message: 'Next slide'}),
  } satisfies CarouselLabels,
};

/** Calls to action under the hero, whichever slide shows. */
export const HERO_CTAS: Cta[] = [
  {label: translate({id: 'home.hero.cta.onboard', message: 'Start onboarding'}), to: '/onboard', variant: 'primary'},
  {label: translate({id: 'home.hero.cta.docs', message: 'Explore the API'}), to: '/api-docs', variant: 'secondary'},
];

export const WHY_CHOOSE_US = {
  heading: translate({id: 'home.why.heading', message: 'Why businesses choose us'}),
  lead: translate({
    id: 'home.why.lead',
    message: 'We operate through mobile network operators in {markets} countries, so your customers pay and hear from you on the networks they already use.',
  }, CLAIMS),
  points: [
    {
      icon: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
      title: translate({id: 'home.why.onboarding.title', message: 'Fastest onboarding'}),
      text: translate({id: 'home.why.onboarding.text', message: 'Sign up online, test in the sandbox the same day and go live once your documents are checked.'}),
    },
    {
      icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
      title: translate({id: 'home.why.secure.title', message: 'Secure and convenient purchase'}),
      text: translate({id: 'home.why.secure.text', message: 'Customers pay by mobile money, card, bank or phone bill in a few taps, protected by tokenization and 3D Secure.'}),
    },
    {
      icon: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5',
      title: translate({id: 'home.why.oneApi.title', message: 'One API'}),
      text: translate({id: 'home.why.oneApi.text', message: 'Payments, bulk SMS and USSD behind one key, one set of webhooks and one dashboard.'}),
    },
    {
      icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14',
      title: translate({id: 'home.why.simple.title', message: 'Simple integration'}),
      text: selectPlural(
        SAMPLE_LANGUAGE_NAMES.length,
        translate(
          {
            id: 'home.why.simple.text',
            message:
              'A REST API, a hosted checkout page for cards and bank transfers, and copy-ready samples in {count} language in the docs.|A REST API, a hosted checkout page for cards and bank transfers, and copy-ready samples in {count} languages in the docs.',
          },
          {count: formatInteger(SAMPLE_LANGUAGE_NAMES.length)},
        ),
      ),
    },
    {
      icon: 'M3 17l6-6 4 4 8-8M15 7h6v6',
      title: translate({id: 'home.why.conversion.title', message: 'Highest conversion'}),
      text: translate({id: 'home.why.conversion.text', message: 'Local payment methods and a checkout built for mobile mean fewer abandoned purchases.'}),
    },
    {
      icon: 'M3 12h4l3-8 4 16 3-8h4',
      title: translate({id: 'home.why.realtime.title', message: 'Real-time view of your business'}),
      text: translate({id: 'home.why.realtime.text', message: 'Follow payments, revenue and success rates live in the dashboard, export them as CSV, and get every status change by webhook.'}),
    },
    {
      icon: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
      title: translate({id: 'home.why.unbanked.title', message: 'Reach the unbanked'}),
      text: translate({id: 'home.why.unbanked.text', message: 'Mobile money, airtime billing and USSD reach customers without a bank account or a smartphone.'}),
    },
    {
      icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
      title: translate({id: 'home.why.countries.title', message: '{markets} countries, one contract'}, CLAIMS),
      text: translate({id: 'home.why.countries.text', message: 'We connect to mobile network operators across {markets} African countries, so you sign once and sell everywhere.'}, CLAIMS),
      link: {label: translate({id: 'home.why.countries.link', message: 'See the markets'}), to: COVERAGE_ROUTE},
    },
  ] satisfies Card[],
};

/** A logo in the services carousel: its image, its name and where it leads. */
export interface ServiceLogo {
  /** Stable key: the same logo may appear twice. */
  id: string;
  src: SizedImage;
  /** The service's name, shown under its mark. */
  label: string;
  to: string;
  /** Where the link goes, for screen readers when two logos share a label. */
  purpose: string;
}

const SERVICE_LOGO_SIZE = {width: 72, height: 72} as const;
const checkoutLabel = translate({id: 'home.services.checkout.label', message: 'Checkout'});

/** How the carousel names each product's logo (bank checkout's logo reads "Checkout"), and what its link does. */
const SERVICE_WORDING: Record<ServiceProductId, Pick<ServiceLogo, 'label' | 'purpose'>> = {
  'bulk-sms': {
    label: translate({id: 'home.services.bulkSms.label', message: 'Bulk SMS'}),
    purpose: translate({id: 'home.services.bulkSms.purpose', message: 'bulk SMS product'}),
  },
  'bank-checkout': {label: checkoutLabel, purpose: translate({id: 'home.services.bankCheckout.purpose', message: 'bank checkout product'})},
  'card-services': {
    label: translate({id: 'home.services.cardServices.label', message: 'Card Services'}),
    purpose: translate({id: 'home.services.cardServices.purpose', message: 'card services product'}),
  },
  'mobile-money': {
    label: translate({id: 'home.services.mobileMoney.label', message: 'Mobile Money'}),
    purpose: translate({id: 'home.services.mobileMoney.purpose', message: 'mobile money product'}),
  },
};

/** The second checkout logo, which starts self onboarding (fourth in the carousel). */
const ONBOARDING_CHECKOUT: ServiceLogo & {order: number} = {
  id: 'checkout-onboarding',
  src: {src: '/img/services/checkout.svg', ...SERVICE_LOGO_SIZE},
  label: checkoutLabel,
  to: '/onboard',
  purpose: translate({id: 'home.services.checkoutOnboard.purpose', message: 'start self onboarding'}),
  order: 4,
};

/** The products of the registry that have a logo, with the onboarding checkout: bulk sms, checkout, card services, checkout, mobile money. */
export const SERVICE_LOGOS: ServiceLogo[] = [
  ...PRODUCTS.flatMap((product) =>
    'service' in product ? [{id: product.id, src: {src: product.service.logo, ...SERVICE_LOGO_SIZE}, to: product.path, order: product.service.order, ...SERVICE_WORDING[product.id]}] : [],
  ),
  ONBOARDING_CHECKOUT,
]
  .sort((a, b) => a.order - b.order)
  .map(({id, src, label, to, purpose}) => ({id, src, label, to, purpose}));

export const SERVICES_SECTION = {
  heading: translate({id: 'home.services.heading', message: 'Our Services'}),
  controls: {
    carousel: CAROUSEL_ROLE,
    pause: translate({id: 'home.services.pause', message: 'Pause services'}),
    play: translate({id: 'home.services.play', message: 'Play services'}),
    previous: translate({id: 'home.services.previous', message: 'Previous services'}),
    next: translate({id: 'home.services.next', message: 'Next services'}),
  } satisfies CarouselLabels,
  lead: translate({id: 'home.services.lead', message: 'Messaging and payments your customers already use, from one integration.'}),
};

/** A tile in the partner strip: a kind of partner in a market (no third-party artwork). */
export interface PartnerLogo {
  kind: PartnerKind;
  region: PartnerRegion;
  /** The market the tile names, if it names one (tests/unit/home.test.ts checks the data has such partners there). */
  market?: MarketCode;
  /** The tile's view in the partner sprite (src/features/marketing/data/partnerSprite.ts). */
  view: string;
  /** The tile's two lines, in the page's language: drawn in the sprite, read as its alt text. */
  kindName: string;
  regionName: string;
  alt: string;
}

const PARTNER_KIND_NAMES: Record<PartnerKind, string> = {
  operator: translate({id: 'home.partners.kind.operator', message: 'Mobile Operator'}),
  bank: translate({id: 'home.partners.kind.bank', message: 'Bank'}),
  card: translate({id: 'home.partners.kind.card', message: 'Card Network'}),
};

/** The tiles' second line: a market's name (as the site names the country in each language: a unit test checks) or a reach. */
const PARTNER_REGION_NAMES = {
  kenya: translate({id: 'home.partners.region.kenya', message: 'Kenya'}),
  nigeria: translate({id: 'home.partners.region.nigeria', message: 'Nigeria'}),
  ghana: translate({id: 'home.partners.region.ghana', message: 'Ghana'}),
  senegal: translate({id: 'home.partners.region.senegal', message: 'Senegal'}),
  coteDIvoire: translate({id: 'home.partners.region.coteDIvoire', message: "Côte d'Ivoire"}),
  cameroon: translate({id: 'home.partners.region.cameroon', message: 'Cameroon'}),
  malawi: translate({id: 'home.partners.region.malawi', message: 'Malawi'}),
  southAfrica: translate({id: 'home.partners.region.southAfrica', message: 'South Africa'}),
  panAfrican: translate({id: 'home.partners.region.panAfrican', message: 'Pan-African'}),
  international: translate({id: 'home.partners.region.international', message: 'International'}),
  regional: translate({id: 'home.partners.region.regional', message: 'Regional'}),
  domestic: translate({id: 'home.partners.region.domestic', message: 'Domestic'}),
};
export type PartnerRegion = keyof typeof PARTNER_REGION_NAMES;

/**
 * The tiles are views of one SVG sprite per language (src/features/marketing/data/partnerSprite.ts, as the office
 * flags are): one request instead of sixteen. Lazy as they are, the tiles within the browser's loading
 * distance are requested at the page's first layout, and on slow 3G sixteen requests before the first
 * paint held back the largest one (Lighthouse's simulation: LCP 3.0 s instead of 2.3–2.6 s).
 */
function partner(kind: PartnerKind, region: PartnerRegion, market?: MarketCode): PartnerLogo {
  const kindName = PARTNER_KIND_NAMES[kind];
  const regionName = PARTNER_REGION_NAMES[region];
  const view = `${kind}-${region.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return {kind, region, ...(market && {market}), view, kindName, regionName, alt: `${kindName}, ${regionName}`};
}

/**
 * The tiles in the page's language's order: within each kind, the page's example markets first (in
 * French the franc zone's Senegal, Côte d'Ivoire and Cameroon), the others as listed.
 */
function inPageOrder(logos: PartnerLogo[]): PartnerLogo[] {
  const examples: readonly string[] = exampleMarketCodes(SITE_LOCALE);
  const rank = (logo: PartnerLogo) => (logo.market && examples.includes(logo.market) ? examples.indexOf(logo.market) : examples.length);
  const kinds = [...new Set(logos.map((logo) => logo.kind))];
  return [...logos].sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || rank(a) - rank(b));
}

/**
 * The partner strip: PARTNER_LOGO_COUNT tiles, operators first, then banks and card networks, in
 * anglophone and francophone markets (an operator tile names a market whose operators the coverage
 * data lists, a bank tile one where bank checkout is offered).
 */
export const PARTNER_STRIP = {
  heading: translate({id: 'home.partners.heading', message: 'TRUSTED BY LEADING AFRICAN BRANDS'}),
  lead: translate({id: 'home.partners.lead', message: 'Mobile network operators, banks and card networks we work with across the continent.'}),
  logos: inPageOrder([
    partner('operator', 'kenya', 'KE'),
    partner('operator', 'nigeria', 'NG'),
    partner('operator', 'ghana', 'GH'),
    partner('operator', 'senegal', 'SN'),
    partner('operator', 'coteDIvoire', 'CI'),
    partner('operator', 'cameroon', 'CM'),
    partner('operator', 'malawi', 'MW'),
    partner('operator', 'southAfrica', 'ZA'),
    partner('bank', 'kenya', 'KE'),
    partner('bank', 'nigeria', 'NG'),
    partner('bank', 'coteDIvoire', 'CI'),
    partner('bank', 'southAfrica', 'ZA'),
    partner('bank', 'panAfrican'),
    partner('card', 'international'),
    partner('card', 'regional'),
    partner('card', 'domestic'),
  ]),
};
