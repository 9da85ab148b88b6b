import type {SITE_LOCALES} from '../../../constants';
import {MARKETS, type Market, type MarketCode} from './markets';

/**
 * The markets a page's examples come from, by language: the first gives a page's one example (an
 * amount, a telephone number, a wallet), the others join it where a page lists a few. English keeps
 * the spec's sample market (Kenya, KES); French speaks to the franc zone: Senegal and Côte d'Ivoire
 * (XOF, UEMOA), then Cameroon (XAF, CEMAC). Plain data (Node tests and the browser tests read it);
 * the French gate (tests/support/frenchLocalisation.ts) holds every French page to leading with them.
 */
export const EXAMPLE_MARKETS: Record<(typeof SITE_LOCALES)[number], readonly MarketCode[]> = {
  en: ['KE', 'NG', 'GH'],
  fr: ['SN', 'CI', 'CM'],
};

/** The example markets of a language (English's for a language without its own). */
export function exampleMarkets(locale: string): Market[] {
  const codes = EXAMPLE_MARKETS[locale as keyof typeof EXAMPLE_MARKETS] ?? EXAMPLE_MARKETS.en;
  return codes.map((code) => MARKETS[code]);
}

/** The market of a page's one example in a language: Kenya in English, Senegal in French. */
export function exampleMarket(locale: string): Market {
  return exampleMarkets(locale)[0]!;
}
