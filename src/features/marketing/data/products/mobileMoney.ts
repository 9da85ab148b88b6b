import {translate} from '@docusaurus/Translate';
import {SAMPLE_PAYMENT} from '@site/src/constants';
import {CLAIMS} from '@site/src/data/claims';
import {SAMPLE_LANGUAGE_NAMES} from '@site/src/data/sampleLanguages';
import {formatList} from '@site/src/format/list';
import {backedBy} from './backing';
import {reach} from './reach';
import type {ProductPage} from '../../../../types/productPage';
import type {IntegrationProps, PayScreen} from '../../types';
import {MARKET_LIST, MARKETS, WALLETS, walletsByRegion, walletsOf, type Market, type WalletId} from '@site/src/features/coverage/data/markets';
import {exampleMarkets, exampleRegionsFirst} from '@site/src/features/coverage/data/exampleMarkets';
import {PAGE_EXAMPLE} from '@site/src/features/coverage/data/pageExample';
import {REGION_NAMES} from '@site/src/features/coverage/data/regionNames';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';
import type {Card} from '@site/src/types/content';
import {formatAmount} from '@site/src/format/money';
import {SITE_LOCALE} from '@site/src/format/locale';
import {DEFAULT_LOCALE} from '@site/src/constants';
import {coverageFilterLink} from '@site/src/features/coverage/data/route';

/** The spec's six wallets: the English page's wallet grid, by their API value (names from the coverage data). */
const SPEC_GRID_WALLETS: WalletId[] = ['mpesa', 'airtel-money', 'glo', 'tnm-mpamba', 'zamtel', 'safaricom'];

/** The wallets a market takes that the business has confirmed there (none where its wallet list is still indicative). */
const confirmedWallets = (market: Market) => (market.toConfirm.includes('wallets') ? [] : walletsOf(market).map((wallet) => wallet.name));

/**
 * The wallet grid in a language: in English, the spec's six; in another, the confirmed wallets of its
 * example markets first (French: Côte d'Ivoire's Orange Money, MTN MoMo, Moov Money and Wave), then
 * the confirmed wallets in the most markets, as many as the English grid shows.
 */
export function gridWallets(locale: string = SITE_LOCALE): string[] {
  if (locale === DEFAULT_LOCALE) return SPEC_GRID_WALLETS.map((wallet) => WALLETS[wallet].name);
  const markets = new Map<string, number>();
  for (const name of MARKET_LIST.flatMap(confirmedWallets)) markets.set(name, (markets.get(name) ?? 0) + 1);
  const widest = [...markets.keys()].sort((a, b) => markets.get(b)! - markets.get(a)!);
  return [...new Set([...exampleMarkets(locale).flatMap(confirmedWallets), ...widest])].slice(0, SPEC_GRID_WALLETS.length);
}
const GRID_WALLETS = gridWallets();
const inCountries = (wallet: string, count: number) =>
  selectPlural(count, translate({id: 'mobileMoney.regions.inCountries', message: '{wallet} · {count} country|{wallet} · {count} countries'}, {wallet, count: formatInteger(count)}));

/** One card per region: its wallets from the coverage data, the one in the most countries first; the regions of the page's example markets first (French: West, then Central Africa). */
const REGION_CARDS: Card[] = exampleRegionsFirst(walletsByRegion(), SITE_LOCALE).map(({region, wallets}) => ({
  title: REGION_NAMES[region],
  text: selectPlural(wallets.length, translate({id: 'mobileMoney.regions.walletCount', message: '{count} wallet|{count} wallets'}, {count: formatInteger(wallets.length)})),
  points: wallets.map((wallet) => inCountries(wallet.name, wallet.markets)),
}));

/** The market of the sample payment (SAMPLE_PAYMENT's currency is its currency; a unit test checks it). */
export const SAMPLE_MARKET = MARKETS.KE;

/** The markets with mobile money, from the coverage data. */
const REACH = reach('mobile-money');

export const mobileMoney: ProductPage = {
  path: '/mobile-money',
  title: translate({id: 'mobileMoney.title', message: 'Mobile money payments'}),
  description: selectPlural(
    REACH.markets,
    translate(
      {
        id: 'mobileMoney.description',
        message:
          'Accept {wallets} and more in {markets} country, with a {successRate} success rate and one API for every wallet.|Accept {wallets} and more in {markets} countries, with a {successRate} success rate and one API for every wallet.',
      },
      // The first two wallets of the grid: M-Pesa and Airtel Money in English, the franc zone's in French.
      {...REACH.values, successRate: CLAIMS.successRate, wallets: GRID_WALLETS.slice(0, 2).join(', ')},
    ),
  ),
  hero: {
    eyebrow: translate({id: 'mobileMoney.hero.eyebrow', message: 'Mobile money'}),
    heading: translate({id: 'mobileMoney.hero.heading', message: 'Get paid from your customers’ mobile wallets'}),
    lead: translate({
      id: 'mobileMoney.hero.lead',
      message: 'Customers pay from their phone with the wallet they already use; the money reaches your balance, through one integration.',
    }),
    ctas: [
      {label: translate({id: 'mobileMoney.hero.getStarted', message: 'Get Started'}), to: '/signup', variant: 'primary'},
      {label: translate({id: 'mobileMoney.hero.howItWorks', message: 'See How It Works'}), to: '/demo', variant: 'secondary'},
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'at-a-glance',
      heading: translate({id: 'mobileMoney.stats.heading', message: 'Mobile money at scale'}),
      link: {label: translate({id: 'mobileMoney.stats.coverage', message: 'Where mobile money works'}), to: coverageFilterLink({product: 'mobile-money'})},
      stats: [
        {value: REACH.values.markets, label: selectPlural(REACH.markets, translate({id: 'mobileMoney.stats.countries', message: 'country|countries'}))},
        {value: CLAIMS.successRate, label: translate({id: 'mobileMoney.stats.success', message: 'success rate'})},
        {value: CLAIMS.transactions, label: translate({id: 'mobileMoney.stats.transactions', message: 'transactions'})},
      ],
    },
    {
      kind: 'logos',
      id: 'wallets',
      heading: translate({id: 'mobileMoney.wallets.heading', message: 'The wallets your customers use'}),
      logos: GRID_WALLETS,
      link: {
        label: translate({id: 'mobileMoney.wallets.coverage', message: 'Which wallets work in each country'}),
        to: coverageFilterLink({product: 'mobile-money'}),
      },
    },
    {
      kind: 'cards',
      id: 'wallets-by-region',
      heading: translate({id: 'mobileMoney.regions.heading', message: 'Wallets in every region'}),
      lead: translate({id: 'mobileMoney.regions.lead', message: 'From M-Pesa in the east to Orange Money and Wave in the west: the wallets your customers pay with, region by region.'}),
      columns: 4,
      cards: REGION_CARDS,
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: translate({id: 'mobileMoney.benefits.heading', message: 'Why businesses choose mobile money'}),
      columns: 3,
      cards: [
        {
          badge: translate({id: 'mobileMoney.badge.now', message: 'Now'}),
          title: translate({id: 'mobileMoney.benefits.collect.title', message: 'Know the moment a customer pays'}),
          text: translate({id: 'mobileMoney.benefits.collect.text', message: 'The payment succeeds as the customer approves it with their PIN: a webhook tells your server at once, and the money is in your balance.'}),
          ...backedBy('mobileMoney.collect', translate({id: 'mobileMoney.benefits.collect.link', message: 'How a mobile money payment works'})),
        },
        {
          badge: CLAIMS.successRate,
          title: translate({id: 'mobileMoney.benefits.success.title', message: 'Payments that go through'}),
          text: translate({id: 'mobileMoney.benefits.success.text', message: '{successRate} of payments succeed, and a failed one says why, so you can tell the customer what to do next.'}, CLAIMS),
          ...backedBy('mobileMoney.failureCodes', translate({id: 'mobileMoney.benefits.success.link', message: 'Every status a payment goes through'})),
        },
        {
          badge: '1',
          title: translate({id: 'mobileMoney.benefits.one.title', message: 'One integration for every wallet'}),
          text: translate({id: 'mobileMoney.benefits.one.text', message: 'The same request collects from every wallet we support: only the wallet’s name in it changes.'}),
          ...backedBy('mobileMoney.everyWallet', translate({id: 'mobileMoney.benefits.one.link', message: 'Request a payment with the API'})),
        },
      ],
    },
    {
      kind: 'cards',
      id: 'use-cases',
      heading: translate({id: 'mobileMoney.useCases.heading', message: 'Built for how Africa pays'}),
      columns: 4,
      cards: [
        {
          title: translate({id: 'mobileMoney.useCases.ecommerce.title', message: 'E-commerce'}),
          text: translate({id: 'mobileMoney.useCases.ecommerce.text', message: 'A checkout where customers confirm with their wallet PIN, on any phone.'}),
        },
        {
          title: translate({id: 'mobileMoney.useCases.subscriptions.title', message: 'Subscriptions'}),
          text: translate({id: 'mobileMoney.useCases.subscriptions.text', message: 'Memberships and monthly plans: request each period’s payment, and the customer approves it on their phone.'}),
        },
        {
          title: translate({id: 'mobileMoney.useCases.utilities.title', message: 'Utility bills'}),
          text: translate({id: 'mobileMoney.useCases.utilities.text', message: 'Water, power and school fees paid in seconds and matched to the right account.'}),
        },
        {
          title: translate({id: 'mobileMoney.useCases.financial.title', message: 'Financial services'}),
          text: translate({id: 'mobileMoney.useCases.financial.text', message: 'Loan disbursements and repayments, savings and insurance premiums.'}),
        },
      ],
    },
    {
      // Drawn by the page (IntegrationSample), from MOBILE_MONEY_INTEGRATION: only this page carries the code block.
      kind: 'slot',
      id: 'integration',
      heading: translate({id: 'mobileMoney.integration.heading', message: 'Integrate your way'}),
      lead: translate({id: 'mobileMoney.integration.lead', message: 'Create a payment with a few lines of code; the customer confirms on their phone.'}),
    },
    {
      kind: 'cta',
      id: 'start',
      heading: translate({id: 'mobileMoney.cta.heading', message: 'Start accepting mobile money'}),
      lead: translate({id: 'mobileMoney.cta.lead', message: 'Test in the sandbox for free; go live once your business is verified.'}),
      ctas: [
        {label: translate({id: 'mobileMoney.cta.free', message: 'Get Started for Free'}), to: '/signup', variant: 'primary'},
        {label: translate({id: 'mobileMoney.cta.expert', message: 'Talk to an Expert'}), to: '/contact', variant: 'secondary'},
      ],
    },
  ],
};

/** How to integrate mobile money: the ways in, the site's own sample payment request (in every sample language), and the way to the docs. */
export const MOBILE_MONEY_INTEGRATION: IntegrationProps = {
  cards: [
    {
      title: translate({id: 'mobileMoney.integration.rest.title', message: 'REST API'}),
      text: translate({id: 'mobileMoney.integration.rest.text', message: 'JSON over HTTPS from any language, with webhooks for every status change.'}),
      ...backedBy('api.webhooks', translate({id: 'mobileMoney.integration.rest.link', message: 'The events your server receives'})),
    },
    {
      title: translate({id: 'mobileMoney.integration.samples.title', message: 'Copy-ready samples'}),
      text: translate({id: 'mobileMoney.integration.samples.text', message: 'This payment in {languages}, each run against the API contract before it is published.'}, {languages: formatList(SAMPLE_LANGUAGE_NAMES)}),
      ...backedBy('api.samples', translate({id: 'mobileMoney.integration.samples.link', message: 'Make your first payment'})),
    },
    {
      title: translate({id: 'mobileMoney.integration.checkout.title', message: 'Hosted checkout page'}),
      text: translate({id: 'mobileMoney.integration.checkout.text', message: 'Send customers to a hosted page where they pay with their wallet, beside cards and bank transfer.'}),
      ...backedBy('checkout.mobileMoney', translate({id: 'mobileMoney.integration.checkout.link', message: 'Accept mobile money on the checkout page'})),
    },
  ],
  sample: 'createPayment',
  link: {label: translate({id: 'mobileMoney.integration.docs', message: 'View Documentation'}), to: '/api-docs', variant: 'secondary'},
};

/** The market of the hero's phone: the page's example market (a Kenyan payment in English, a Senegalese one in French). */
const PAY_SCREEN_MARKET = MARKETS[PAGE_EXAMPLE.market];

/**
 * The pay screen drawn in the hero's phone: the sample amount in the market's currency, its wallets (the first chosen) and a number of its own.
 * The wallets' tiles carry their names only, as a wallet app's would (no "formerly Free Money": the coverage page and the docs say it).
 */
export const SAMPLE_PAY_SCREEN: PayScreen = {
  merchant: translate({id: 'mobileMoney.payScreen.merchant', message: 'Duka Fresh Market'}),
  amount: formatAmount(SAMPLE_PAYMENT.amount, PAY_SCREEN_MARKET.currency),
  wallets: walletsOf(PAY_SCREEN_MARKET).map((wallet) => wallet.name),
  selectedWallet: walletsOf(PAY_SCREEN_MARKET)[0]!.name,
  phoneNumber: PAGE_EXAMPLE.phoneNumber,
};
