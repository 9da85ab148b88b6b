import {readFileSync} from 'node:fs';
import countries, {type LocaleData} from 'i18n-iso-countries';

/** The languages whose names are loaded (a locale of the site needs its file here). */
const LANGUAGES = ['en', 'fr'];
for (const language of LANGUAGES) {
  countries.registerLocale(JSON.parse(readFileSync(require.resolve(`i18n-iso-countries/langs/${language}.json`), 'utf8')) as LocaleData);
}

/**
 * Where the maintained list's name is not the one readers use: both Congos are
 * "Congo" there; the spec's English labels ("United States", not "United
 * States of America"); French usage (i18n/fr/STYLE.md): « Tanzanie », not its
 * official name, « Côte d’Ivoire » without a hyphen, and only the first word
 * capitalised (« Émirats arabes unis »); « Nigeria », as the French press and the
 * rest of the site write it (the list has « Nigéria »).
 */
const USAGE: Record<string, Record<string, string>> = {
  en: {CG: 'Republic of the Congo', CD: 'DR Congo', US: 'United States', GB: 'United Kingdom', CN: 'China', AE: 'United Arab Emirates'},
  fr: {CG: 'République du Congo', CD: 'RD Congo', US: 'États-Unis', TZ: 'Tanzanie', CI: 'Côte d’Ivoire', AE: 'Émirats arabes unis', NG: 'Nigeria'},
};

/**
 * A country's name in a language, from i18n-iso-countries (the short names
 * people use: "Tanzania", not "United Republic of Tanzania") or the usage
 * above; English for a language the list does not have. French names take the
 * typographic apostrophe. Build time only: pages get the names they show.
 */
export function countryName(code: string, locale: string): string {
  const language = LANGUAGES.includes(locale) ? locale : 'en';
  const name = USAGE[language]?.[code] ?? countries.getName(code, language, {select: 'alias'});
  if (!name) throw new Error(`i18n-iso-countries has no ${language} name for ${code}.`);
  return language === 'fr' ? name.replace(/'/g, '\u2019') : name;
}
