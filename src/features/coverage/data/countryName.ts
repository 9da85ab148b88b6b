import COUNTRIES from '@countries';

let names: Map<string, string> | undefined;

/**
 * A country's name in the page's language, by its ISO code, as the build wrote it (`@countries`, made by
 * src/plugins/countries with the site's one naming function, src/plugins/countries/names.ts: the spec's
 * English labels, the country-name library's French ones). Throws for a code the site does not name, so a
 * market added to the data without its country fails the build.
 */
export function countryName(code: string): string {
  names ??= new Map(COUNTRIES.map((country) => [country.code, country.name]));
  const name = names.get(code);
  if (!name) throw new Error(`@countries has no name for ${code}.`);
  return name;
}

let ranks: Map<string, number> | undefined;

/**
 * Orders two markets by their names in the page's language, as the build sorted them with `localeCompare`
 * (src/plugins/countries lists the markets first, by name). For lists the browser renders: its first
 * `localeCompare` on a page loads the collation data, some 15 ms of a phone's main thread while it hydrates.
 */
export function compareMarkets(a: string, b: string): number {
  ranks ??= new Map(COUNTRIES.map((country, index) => [country.code, index]));
  const rank = (code: string) => {
    const found = ranks!.get(code);
    if (found === undefined) throw new Error(`@countries has no name for ${code}.`);
    return found;
  };
  return rank(a) - rank(b);
}
