import {exampleMarket} from '../../coverage/data/exampleMarkets';
import {FRANC_ZONE, inFrancZone} from '../../coverage/data/markets';
import {COVERAGE_ROUTE} from '../../coverage/data/route';

/** The footer's note beside the offices, when there is one: where the markets it speaks of are listed. */
export interface FrancZoneNote {
  link: string;
}

/**
 * The footer's note in a language: when its pages speak to the franc zone (their example market pays
 * in XOF or XAF: the French pages) and none of the franc zone's markets has an office (the markets'
 * `office`), the footer says so beside the offices, with where those markets are listed; none
 * otherwise (the English pages, or once an office opens in Dakar or Abidjan). No office is invented
 * for a language. Plain data, computed by the build (src/plugins/countries writes it into
 * `@page-example`), so that every page's footer carries a few bytes, not the markets' details.
 */
export function francZoneNote(locale: string): FrancZoneNote | undefined {
  if (!inFrancZone(exampleMarket(locale)) || FRANC_ZONE.some((market) => market.office !== undefined)) return undefined;
  return {link: COVERAGE_ROUTE};
}
