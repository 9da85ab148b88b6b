/** `@form-countries` of the default locale's build (src/plugins/countries). */
import {formCountries} from '../../../src/plugins/countries';

export default formCountries('en');
