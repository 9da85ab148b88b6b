import {translate} from '@docusaurus/Translate';
import {SAMPLE_PAYMENT} from '@site/src/constants';
import {CLAIMS} from '@site/src/data/claims';
import type {ProductPage} from '../../../../types/productPage';
import type {IntegrationProps, PayScreen} from '../../types';
import {MARKET_LIST, MARKETS, WALLETS, walletsByRegion, walletsOf, type Market, type WalletId} from '@site/src/features/coverage/data/markets';
import {exampleMarkets} from '@site/src/features/coverage/data/exampleMarkets';
import {PAGE_EXAMPLE} from '@site/src/features/coverage/data/pageExample';
import {REGION_NAMES} from '@site/src/features/coverage/data/regionNames';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';
import type {Card} from '@site/src/types/content';
import {formatAmount} from '@site/src/format/money';
import {SITE_LOCALE} from '@site/src/format/locale';
import {DEFAULT_LOCALE} from '@site/src/constants';
import {coverageFilterLink, COVERAGE_ROUTE} from '@site/src/features/coverage/data/route';

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

/** The regions of the page's example markets first (French: West, then Central Africa), the others in their usual order. */
const exampleRegions = exampleMarkets(SITE_LOCALE).map((market) => market.region);
const regionRank = (region: string) => (exampleRegions.includes(region as Market['region']) ? exampleRegions.indexOf(region as Market['region']) : exampleRegions.length);

/** One card per region: its wallets from the coverage data, the one in the most countries first. */
const REGION_CARDS: Card[] = [...walletsByRegion()].sort((a, b) => regionRank(a.region) - regionRank(b.region)).map(({region, wallets}) => ({
  title: REGION_NAMES[region],
  text: selectPlural(wallets.length, translate({id: 'mobileMoney.regions.walletCount', message: '{count} wallet|{count} wallets'}, {count: formatInteger(wallets.length)})),
  points: wallets.map((wallet) => inCountries(wallet.name, wallet.markets)),
}));

/** The market of the sample payment (SAMPLE_PAYMENT's currency is its currency; a unit test checks it). */
export const SAMPLE_MARKET = MARKETS.KE;

const sampleCode = `import {Client} from '{sdkPackage}';

const client = new Client({apiKey: process.env.API_KEY});

const payment = await client.payments.create({
  amount: ${SAMPLE_PAYMENT.amount},
  currency: '${SAMPLE_PAYMENT.currency}',
  phoneNumber: '+254712345678',
  wallet: 'mpesa',
});

console.log(payment.status); // "pending" until the customer confirms`;

export const mobileMoney: ProductPage = {
  path: '/mobile-money',
  title: translate({id: 'mobileMoney.title', message: 'Mobile money payments'}),
  description: translate(
    {id: 'mobileMoney.description', message: 'Accept {wallets} and more in {countriesPlus} countries, with instant settlements and a {successRate} success rate.'},
    // The first two wallets of the grid: M-Pesa and Airtel Money in English, the franc zone's in French.
    {...CLAIMS, wallets: GRID_WALLETS.slice(0, 2).join(', ')},
  ),
  hero: {
    eyebrow: translate({id: 'mobileMoney.hero.eyebrow', message: 'Mobile money'}),
    heading: translate({id: 'mobileMoney.hero.heading', message: 'Get paid from every mobile wallet'}),
    lead: translate({
      id: 'mobileMoney.hero.lead',
      message: 'Customers pay from their phone with the wallet they already use; you receive the money, settled instantly, through one integration.',
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
      link: {label: translate({id: 'mobileMoney.stats.coverage', message: 'See the {markets} markets'}, CLAIMS), to: COVERAGE_ROUTE},
      stats: [
        {value: CLAIMS.countriesPlus, label: translate({id: 'mobileMoney.stats.countries', message: 'countries'})},
        {value: CLAIMS.successRate, label: translate({id: 'mobileMoney.stats.success', message: 'success rate'})},
        {value: translate({id: 'mobileMoney.stats.instant.value', message: 'Instant'}), label: translate({id: 'mobileMoney.stats.instant', message: 'settlements'})},
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
          title: translate({id: 'mobileMoney.benefits.instant.title', message: 'Money in minutes, not days'}),
          text: translate({id: 'mobileMoney.benefits.instant.text', message: 'Payments settle instantly to your account, so cash flow never waits for a bank cycle.'}),
          link: {label: translate({id: 'mobileMoney.benefits.instant.link', message: 'Pay out from your balance to a wallet'}), to: '/docs/guides/mobile-money#pay-out-to-a-wallet'},
        },
        {
          badge: CLAIMS.successRate,
          title: translate({id: 'mobileMoney.benefits.success.title', message: 'Payments that go through'}),
          text: translate({id: 'mobileMoney.benefits.success.text', message: 'Direct operator connections and smart retries keep the success rate at the top of the market.'}),
          link: {label: translate({id: 'mobileMoney.benefits.success.link', message: 'Every status a payment goes through'}), to: '/docs/guides/mobile-money#payment-statuses'},
        },
        {
          badge: '1',
          title: translate({id: 'mobileMoney.benefits.one.title', message: 'One integration for every wallet'}),
          text: translate({id: 'mobileMoney.benefits.one.text', message: 'Add a country or a wallet without new contracts or new code.'}),
          link: {label: translate({id: 'mobileMoney.benefits.one.link', message: 'Request a payment with the API'}), to: '/docs/guides/mobile-money#create-the-payment'},
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
          text: translate({id: 'mobileMoney.useCases.subscriptions.text', message: 'Monthly plans collected on time, with reminders before each payment.'}),
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

/** How to integrate mobile money: the ways in, a sample payment request, and the way to the docs. */
export const MOBILE_MONEY_INTEGRATION: IntegrationProps = {
  cards: [
    {
      title: translate({id: 'mobileMoney.integration.rest.title', message: 'REST API'}),
      text: translate({id: 'mobileMoney.integration.rest.text', message: 'JSON over HTTPS from any language, with webhooks for every status change.'}),
      link: {label: translate({id: 'mobileMoney.integration.rest.link', message: 'Browse the API reference'}), to: '/api-reference'},
    },
    {
      title: translate({id: 'mobileMoney.integration.sdks.title', message: 'Mobile SDKs'}),
      text: translate({id: 'mobileMoney.integration.sdks.text', message: 'Native Android and iOS libraries that handle the payment flow for you.'}),
      link: {label: translate({id: 'mobileMoney.integration.sdks.link', message: 'Samples in seven languages in the developer hub'}), to: '/api-docs'},
    },
    {
      title: translate({id: 'mobileMoney.integration.widget.title', message: 'Web widget'}),
      text: translate({id: 'mobileMoney.integration.widget.text', message: 'A drop-in checkout for your website, live in an afternoon.'}),
      link: {label: translate({id: 'mobileMoney.integration.widget.link', message: 'Create a hosted checkout page'}), to: '/docs/guides/card-services#create-a-checkout-session'},
    },
  ],
  sample: {language: 'javascript', title: translate({id: 'mobileMoney.integration.sample.title', message: 'Create a mobile money payment'}), code: sampleCode},
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
