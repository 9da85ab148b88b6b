import FORM_COUNTRIES from '@form-countries';

let names: Map<string, string> | undefined;

/**
 * A country's name in the page's language, as the forms' Country lists write it (src/plugins/countries: the
 * spec's English labels, the country-name library's French ones), by its ISO code. Throws for a code the
 * forms do not know, so a market added to the data without its country fails the build.
 */
export function countryName(code: string): string {
  names ??= new Map(FORM_COUNTRIES.map((country) => [country.code, country.name]));
  const name = names.get(code);
  if (!name) throw new Error(`@form-countries has no name for ${code}.`);
  return name;
}
