/**
 * The figures the site repeats (about page, product pages, descriptions),
 * derived from the data where the data has them: the number of markets is
 * the length of the market list, never retyped.
 */
import {MARKET_COUNT} from './marketCodes';

/** About page figures (they count up on the page). */
export const STATS = {
  /** The markets of src/data/marketCodes.ts. */
  countries: MARKET_COUNT,
  merchantsAndAgents: 1_000_000,
  transactionSuccessRatePercent: 99.5,
} as const;
/** Marketing claims (copy, not enforced rules). */
export const CLAIMS = {
  markets: MARKET_COUNT,
  countriesPlus: `${MARKET_COUNT}+`,
  deliveryRate: '99%',
  successRate: '99%',
  transactions: '50M+',
  uptime: '99.99%',
  cardCountries: '150+',
  currencies: '100+',
  support: '24/7',
} as const;
