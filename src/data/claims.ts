/**
 * The marketing claims written for the page's language, from the numbers of
 * src/data/figures.ts (kept apart so that plain Node code and browser tests can
 * read the numbers without the translation runtime).
 */
import {translate} from '@docusaurus/Translate';
import {formatInteger, formatNumber} from '@site/src/format/number';
import {CLAIM_FIGURES} from './figures';
import {MARKET_COUNT} from './marketCodes';

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
  // The markets' exact count: 24+ reads "24 or more" in English; French « plus de 24 » would mean 25 or more.
  countriesPlus: translate({id: 'figures.countAtLeast', message: '{count}+'}, {count: formatInteger(MARKET_COUNT)}),
  deliveryRate: percent(CLAIM_FIGURES.deliveryRatePercent),
  successRate: percent(CLAIM_FIGURES.successRatePercent),
  transactions: translate({id: 'figures.millionsAtLeast', message: '{count}M+'}, {count: formatInteger(CLAIM_FIGURES.transactionsMillions)}),
  uptime: percent(CLAIM_FIGURES.uptimePercent),
  cardCountries: atLeast(CLAIM_FIGURES.cardCountries),
  currencies: atLeast(CLAIM_FIGURES.currencies),
  support: translate({id: 'figures.allDayEveryDay', message: '24/7'}),
} as const;
