/**
 * The figures of src/data/figures.ts and the number of markets, written for
 * the page's language (kept apart so that plain Node code and browser tests
 * can read the numbers without the translation runtime). A product's own
 * markets and currencies are counted from the coverage data where the page is
 * written (src/features/marketing/data/products/backing.ts).
 */
import {translate} from '@docusaurus/Translate';
import {formatInteger, formatNumber} from '@site/src/format/number';
import {FIGURES} from './figures';
import {MARKET_COUNT} from './marketCodes';

const percent = (value: number) => formatNumber(value, {style: 'percent', decimals: Number.isInteger(value) ? 0 : 2});

/**
 * The claims, written the way the page's language writes figures (99.99% and
 * « 99,99 % », 24/7 and « 24 h/24 et 7 j/7 », 50M+ and « plus de 50 millions »):
 * values for messages' placeholders and for figures shown on their own.
 */
export const CLAIMS = {
  /** Every market: the whole company's reach (a product's own count comes from the coverage data). */
  markets: formatInteger(MARKET_COUNT),
  deliveryRate: percent(FIGURES.smsDeliveryRatePercent.value),
  successRate: percent(FIGURES.mobileMoneySuccessRatePercent.value),
  transactions: translate({id: 'figures.millionsAtLeast', message: '{count}M+'}, {count: formatInteger(FIGURES.mobileMoneyTransactionsMillions.value)}),
  uptime: percent(FIGURES.uptimePercent.value),
  // FIGURES.supportAllDayEveryDay, as the page's language says it.
  support: translate({id: 'figures.allDayEveryDay', message: '24/7'}),
} as const;
