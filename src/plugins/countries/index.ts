import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getCountryCallingCode, getExampleNumber, parsePhoneNumberWithError, type CountryCode} from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import {exampleMarketCodes, MARKET_CODES} from '../../data/marketCodes';
import {MARKETS} from '../../features/coverage/data/markets';
import type {PageExample} from '../../features/coverage/data/exampleMarkets';
import {francZoneNote} from '../../features/company/data/officeReach';
import {SPEC_COUNTRY_CODES} from '../../data/forms/schemas';
import type {Country} from '../../features/coverage/data/countries';
import {countryName} from './names';

/** The module the pages import: this locale's file, written before the bundler runs. */
export const COUNTRIES_MODULE = '@countries';
/** The module of a language's example (src/features/coverage/data/pageExample.ts): a few dozen bytes, where the countries' list is a kilobyte. */
export const PAGE_EXAMPLE_MODULE = '@page-example';

/** A number as the country groups it (+221 77 123 45 67). */
export const grouped = (number: string) => parsePhoneNumberWithError(number).formatInternational();

/** The example market of a language's pages (src/data/marketCodes.ts): its code, its number as the country groups it, its currency; and the footer's franc-zone note, if its pages have one. */
export function pageExample(locale: string): PageExample {
  const market = MARKETS[exampleMarketCodes(locale)[0]!];
  const note = francZoneNote(locale);
  return {market: market.code, phoneNumber: grouped(market.phone.example), currency: market.currency, ...(note && {francZoneNote: note})};
}

/**
 * The site's countries in a language (src/features/coverage/data/countries.ts):
 * the markets (the calling code and example number of the market data), by
 * name, then the spec's other countries (libphonenumber-js's calling code and
 * mobile example), by name. Nothing here is typed: names from
 * i18n-iso-countries (./names.ts), numbers from the market data or
 * libphonenumber-js (a unit test checks the two agree). What the module
 * `@countries` holds, and the coverage page's names (src/plugins/coverage).
 */
export function countriesIn(locale: string): Country[] {
  const byName = (a: Country, b: Country) => a.name.localeCompare(b.name, locale);
  const markets = MARKET_CODES.map((code): Country => {
    const {dialCode, example} = MARKETS[code].phone;
    return {code, name: countryName(code, locale), market: true, dialCode, example: grouped(example)};
  }).sort(byName);
  const others = SPEC_COUNTRY_CODES.filter((code) => !(MARKET_CODES as readonly string[]).includes(code))
    .map((code): Country => {
      const example = getExampleNumber(code as CountryCode, mobileExamples);
      if (!example) throw new Error(`libphonenumber-js has no example number for ${code}.`);
      return {code, name: countryName(code, locale), market: false, dialCode: `+${getCountryCallingCode(code as CountryCode)}`, example: example.formatInternational()};
    })
    .sort(byName);
  return [...markets, ...others];
}

/**
 * Writes the site's countries in the locale being built and points
 * `@countries` at them: a page carries its own language's names only; and the
 * language's example (`@page-example`), for the pages that show it.
 */
export default function countries(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'countries', `${context.i18n.currentLocale}.json`);
  const exampleFile = path.join(context.generatedFilesDir, 'countries', `example.${context.i18n.currentLocale}.json`);
  return {
    name: 'countries',
    loadContent() {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(countriesIn(context.i18n.currentLocale)));
      writeFileSync(exampleFile, JSON.stringify(pageExample(context.i18n.currentLocale)));
    },
    configureWebpack() {
      return {resolve: {alias: {[COUNTRIES_MODULE]: file, [PAGE_EXAMPLE_MODULE]: exampleFile}}};
    },
  };
}
