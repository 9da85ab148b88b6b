import {exampleMarketCodes, FRANC_ZONE_CODES} from '../../../data/marketCodes';
import {OFFICES} from '../../../data/offices';
import {SITE_LOCALE} from '../../../format/locale';

/**
 * How many franc-zone markets we serve, when a page speaks to the franc zone (its example market
 * pays in XOF or XAF: the French pages) and none of them has an office, for the footer to say so
 * beside the offices, with where those markets are listed; undefined otherwise (the English pages,
 * or once an office opens in Dakar or Abidjan). No office is invented for a language. Codes only
 * (src/data/): every page's footer runs this, without the markets' details.
 */
export function francZoneWithoutOffice(locale: string = SITE_LOCALE): number | undefined {
  const francZone: readonly string[] = FRANC_ZONE_CODES;
  if (!francZone.includes(exampleMarketCodes(locale)[0]!)) return undefined;
  return OFFICES.some((office) => francZone.includes(office.code.toUpperCase())) ? undefined : FRANC_ZONE_CODES.length;
}
