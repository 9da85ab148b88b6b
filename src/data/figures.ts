/**
 * The figures the site repeats (about page, product pages, descriptions),
 * derived from the data where the data has them: the number of markets is
 * the length of the market list, never retyped.
 */
import {translate} from '@docusaurus/Translate';
import {formatInteger, formatNumber} from '@site/src/format/number';
import {MARKET_COUNT} from './marketCodes';

/** About page figures (they count up on the page). */
export const STATS = {
  /** The markets of src/data/marketCodes.ts. */
  countries: MARKET_COUNT,
  merchantsAndAgents: 1_000_000,
  transactionSuccessRatePercent: 99.5,
} as const;
/** The marketing claims as numbers (copy, not enforced rules): CLAIMS writes them for the page's language. */
export const CLAIM_FIGURES = {
  deliveryRatePercent: 99,
  successRatePercent: 99,
  transactionsMillions: 50,
  uptimePercent: 99.99,
  cardCountries: 150,
  currencies: 100,
} as const;

/** "100+", « plus de 100 »: a figure the real one is above. */
const atLeast = (count: number) => translate({id: 'figures.atLeast', message: '{count}+'}, {count: formatInteger(count)});
const percent = (value: number) => formatNumber(value, {style: 'percent', decimals: Number.isInteger(value) ? 0 : 2});

/**
 * The claims, written the way the page's language writes figures (99.99% and
 * « 99,99 % », 24/7 and « 24 h/24 et 7 j/7 », 50M+ and « plus de 50 millions »):
 * values for messages' placeholders and for figures shown on their own.
 */
export const CLAIMS = {
  markets: formatInteger(MARKET_COUNT),
  countriesPlus: atLeast(MARKET_COUNT),
  deliveryRate: percent(CLAIM_FIGURES.deliveryRatePercent),
  successRate: percent(CLAIM_FIGURES.successRatePercent),
  transactions: translate({id: 'figures.millionsAtLeast', message: '{count}M+'}, {count: formatInteger(CLAIM_FIGURES.transactionsMillions)}),
  uptime: percent(CLAIM_FIGURES.uptimePercent),
  cardCountries: atLeast(CLAIM_FIGURES.cardCountries),
  currencies: atLeast(CLAIM_FIGURES.currencies),
  support: translate({id: 'figures.allDayEveryDay', message: '24/7'}),
} as const;
