import {readFileSync} from 'node:fs';
import countries, {type LocaleData} from 'i18n-iso-countries';
import {MARKET_CODES, type MarketCode} from '../../data/marketCodes';

/** The languages whose names are loaded (a locale of the site needs its file here). */
const LANGUAGES = ['en', 'fr'];
for (const language of LANGUAGES) {
  countries.registerLocale(JSON.parse(readFileSync(require.resolve(`i18n-iso-countries/langs/${language}.json`), 'utf8')) as LocaleData);
}

/**
 * Where the maintained list's short name is ambiguous or not the one business
 * readers use: both Congos are "Congo" there.
 */
const OVERRIDES: Partial<Record<MarketCode, Record<string, string>>> = {
  CG: {en: 'Republic of the Congo', fr: 'République du Congo'},
  CD: {en: 'DR Congo', fr: 'RD Congo'},
};

/**
 * The markets' names in a language, from i18n-iso-countries (the short
 * names people use: "Tanzania", not "United Republic of Tanzania"); English
 * for a language the list does not have. Read at build time only: the page
 * gets the names of its own language as route props.
 */
export function marketNames(locale: string): Record<MarketCode, string> {
  const language = LANGUAGES.includes(locale) ? locale : 'en';
  const names = {} as Record<MarketCode, string>;
  for (const code of MARKET_CODES) {
    const name = OVERRIDES[code]?.[language] ?? countries.getName(code, language, {select: 'alias'});
    if (!name) throw new Error(`i18n-iso-countries has no ${language} name for ${code}.`);
    names[code] = name;
  }
  return names;
}
