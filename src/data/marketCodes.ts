/**
 * The markets the company serves, as ISO 3166-1 alpha-2 codes: the one list
 * every count of markets on the site is taken from (src/constants.ts). Kept
 * apart from the markets' details (./markets.ts) so that a page quoting the
 * count does not download the details.
 *
 * Adding a market: its code here, then TypeScript asks for its entry in
 * ./markets.ts (README: Add a market).
 */
export const MARKET_CODES = [
  // East Africa
  'KE',
  'UG',
  'TZ',
  'RW',
  'ET',
  // Southern Africa
  'MW',
  'ZM',
  'MZ',
  'ZA',
  'MG',
  // West Africa
  'NG',
  'GH',
  'SN',
  'CI',
  'ML',
  'BF',
  'BJ',
  'TG',
  'GN',
  // Central Africa
  'CM',
  'GA',
  'CG',
  'CD',
  // North Africa
  'EG',
] as const;

export type MarketCode = (typeof MARKET_CODES)[number];

/** How many markets the company serves: every count of countries or markets the site quotes. */
export const MARKET_COUNT = MARKET_CODES.length;

/**
 * The markets a page's examples come from, by language: the first gives a page's one example (an
 * amount, a telephone number, a wallet), the others join it where a page lists a few. English keeps
 * the spec's sample market (Kenya, KES); French speaks to the franc zone: Senegal and Côte d'Ivoire
 * (XOF), then Cameroon (XAF). The markets themselves: ../features/coverage/data/exampleMarkets.ts.
 */
export const EXAMPLE_MARKET_CODES: Readonly<Record<string, readonly MarketCode[]>> = {
  en: ['KE', 'NG', 'GH'],
  fr: ['SN', 'CI', 'CM'],
};

/** The example markets' codes of a language (English's for a language without its own). */
export const exampleMarketCodes = (locale: string): readonly MarketCode[] => EXAMPLE_MARKET_CODES[locale] ?? EXAMPLE_MARKET_CODES.en!;
