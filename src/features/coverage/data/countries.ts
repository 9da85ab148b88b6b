/**
 * The countries the site names, in the page's language: every market of the
 * coverage data, and the spec's other countries a visitor may come from
 * (SPEC_COUNTRY_CODES of src/data/forms/schemas.ts; the onboarding form's
 * Country list offers both). The build writes them for each locale as the
 * module `@countries` (src/plugins/countries): each name (from the
 * country-name library, src/plugins/countries/names.ts), calling code and
 * example number, the markets first, each group by name. The forms offer
 * them; the coverage tables and the docs' tools name markets with them
 * (./countryName.ts).
 */

/** A country as the build writes it (module `@countries`, one file per locale). */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the page's language. */
  name: string;
  /** One of the markets of src/data/marketCodes.ts (listed first, as a group). */
  market: boolean;
  /** +221 */
  dialCode: string;
  /** A mobile number in international form, grouped as the country groups it: +221 77 123 45 67. */
  example: string;
}
