import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getCountryCallingCode, getExampleNumber, parsePhoneNumberWithError, type CountryCode} from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import {MARKET_CODES} from '../../data/marketCodes';
import {MARKETS} from '../../features/coverage/data/markets';
import {SPEC_COUNTRY_CODES} from '../../data/forms/schemas';
import type {FormCountry} from '../../features/forms/data/countries';
import {countryName} from './names';

/** The module the forms import: this locale's file, written before the bundler runs. */
export const FORM_COUNTRIES_MODULE = '@form-countries';

/** A number as the country groups it (+221 77 123 45 67). */
const grouped = (number: string) => parsePhoneNumberWithError(number).formatInternational();

/**
 * The forms' countries in a language: the markets (the calling code and
 * example number of the market data), by name, then the spec's other
 * countries (libphonenumber-js's calling code and mobile example), by name.
 * Nothing here is typed: names from i18n-iso-countries, numbers from the
 * market data or libphonenumber-js (a unit test checks the two agree).
 */
export function formCountries(locale: string): FormCountry[] {
  const byName = (a: FormCountry, b: FormCountry) => a.name.localeCompare(b.name, locale);
  const markets = MARKET_CODES.map((code): FormCountry => {
    const {dialCode, example} = MARKETS[code].phone;
    return {code, name: countryName(code, locale), market: true, dialCode, example: grouped(example)};
  }).sort(byName);
  const others = SPEC_COUNTRY_CODES.filter((code) => !(MARKET_CODES as readonly string[]).includes(code))
    .map((code): FormCountry => {
      const example = getExampleNumber(code as CountryCode, mobileExamples);
      if (!example) throw new Error(`libphonenumber-js has no example number for ${code}.`);
      return {code, name: countryName(code, locale), market: false, dialCode: `+${getCountryCallingCode(code as CountryCode)}`, example: example.formatInternational()};
    })
    .sort(byName);
  return [...markets, ...others];
}

/**
 * Writes the forms' countries in the locale being built and points
 * `@form-countries` at them: a form page carries its own language's names only.
 */
export default function countries(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'form-countries', `${context.i18n.currentLocale}.json`);
  return {
    name: 'form-countries',
    loadContent() {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(formCountries(context.i18n.currentLocale)));
    },
    configureWebpack() {
      return {resolve: {alias: {[FORM_COUNTRIES_MODULE]: file}}};
    },
  };
}
