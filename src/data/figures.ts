/**
 * The figures the site quotes that no data of the site can count (rates,
 * volumes, support hours), each with where it comes from; and the about
 * page's figures. Counts the data holds are never typed here: the number of
 * markets is the length of the market list, and a product's markets and
 * currencies come from the coverage data (src/features/coverage/data/productReach.ts).
 * Plain numbers (Node tests and browser tests read them); src/data/claims.ts
 * writes them for the page's language. tests/integration/product-claims.test.ts
 * fails on a rate or volume in a built page that is not one of these.
 */
import {MARKET_COUNT} from './marketCodes';

/** A figure quoted on the pages: its value, and where it comes from (the business's own figure, a document). */
export interface Figure<Value = number> {
  value: Value;
  source: string;
}

/** The specification's marketing claims (SPEC.md §1 and §9): the business's own figures, which nothing on the site measures. */
const SPEC_CLAIM = 'the business’s marketing claim in SPEC.md (§1 and §9 “Marketing claims”), not measured by the site';
/** The about page's counting figures (SPEC.md §9 “Stats figures”). */
const SPEC_STATS = 'SPEC.md §9 “Stats figures” (about page), the business’s own figure, not measured by the site';

export const FIGURES = {
  /** Bulk SMS: share of messages delivered to the handset. */
  smsDeliveryRatePercent: {value: 99, source: SPEC_CLAIM},
  /** Mobile money: share of payments that succeed. */
  mobileMoneySuccessRatePercent: {value: 99, source: SPEC_CLAIM},
  /** Mobile money: payments processed, in millions ("50M+"). */
  mobileMoneyTransactionsMillions: {value: 50, source: SPEC_CLAIM},
  /** Card services and bank checkout: availability of the platform. */
  uptimePercent: {value: 99.99, source: SPEC_CLAIM},
  /** Support at any hour, every day ("24/7"); the security page's on-call incident response says the same. */
  supportAllDayEveryDay: {value: '24/7', source: `${SPEC_CLAIM}; src/pages/security.mdx (24/7 incident response)`},
  /** About page: merchants and agents on the platform. */
  merchantsAndAgents: {value: 1_000_000, source: SPEC_STATS},
  /** About page: share of all transactions that succeed. */
  transactionSuccessRatePercent: {value: 99.5, source: SPEC_STATS},
} as const satisfies Record<string, Figure<number | string>>;

/** About page figures (they count up on the page). */
export const STATS = {
  /** The markets of src/data/marketCodes.ts. */
  countries: MARKET_COUNT,
  merchantsAndAgents: FIGURES.merchantsAndAgents.value,
  transactionSuccessRatePercent: FIGURES.transactionSuccessRatePercent.value,
} as const;
