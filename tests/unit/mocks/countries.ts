/** `@countries` of the default locale's build (src/plugins/countries). */
import {countriesIn} from '../../../src/plugins/countries';

export default countriesIn('en');
