/** `@page-example` of the default locale's build (src/plugins/countries). */
import {pageExample} from '../../../src/plugins/countries';

export default pageExample('en');
