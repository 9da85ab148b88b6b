/**
 * The countries a form offers (the onboarding form's Country): the markets,
 * then the spec's other countries (src/data/forms/schemas.ts lists their
 * codes). The build (src/plugins/countries) writes each country's name in the
 * page's language, calling code and example number.
 */
export {SPEC_COUNTRY_CODES} from '../../../data/forms/schemas';

/** A country as the build writes it for the forms (module `@form-countries`, one file per locale). */
export interface FormCountry {
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
