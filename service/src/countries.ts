/**
 * The calling code of every country the forms offer, from the table the site's
 * build writes for the browser (src/plugins/countries): the telephone is
 * checked against the same codes on both sides.
 */
import {countriesIn} from '../../src/plugins/countries';
import type {DialCodeOf} from '../../src/data/forms/rules';

const DIAL_CODES = new Map(countriesIn('en').map((country) => [country.code, country.dialCode]));

export const dialCodeOf: DialCodeOf = (country) => DIAL_CODES.get(country);
