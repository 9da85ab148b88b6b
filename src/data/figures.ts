/**
 * The figures the site repeats (about page, product pages, descriptions),
 * derived from the data where the data has them: the number of markets is
 * the length of the market list, never retyped. Plain numbers (Node tests
 * and browser tests read them); src/data/claims.ts writes the claims for the
 * page's language.
 */
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
