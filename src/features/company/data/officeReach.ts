import {SITE_LOCALE} from '../../../format/locale';
import {exampleMarket} from '../../coverage/data/exampleMarkets';
import {FRANC_ZONE, inFrancZone} from '../../coverage/data/markets';

/**
 * How many franc-zone markets we serve, when a page speaks to the franc zone (its example market
 * pays in XOF or XAF: the French pages) and none of them has an office (the markets' `office`), for
 * the footer to say so beside the offices, with where those markets are listed; undefined otherwise
 * (the English pages, or once an office opens in Dakar or Abidjan). No office is invented for a language.
 */
export function francZoneWithoutOffice(locale: string = SITE_LOCALE): number | undefined {
  if (!inFrancZone(exampleMarket(locale))) return undefined;
  return FRANC_ZONE.some((market) => market.office !== undefined) ? undefined : FRANC_ZONE.length;
}
