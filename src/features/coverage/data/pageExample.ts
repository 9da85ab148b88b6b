import PAGE_EXAMPLE from '@page-example';

/**
 * The example market of the page's language (EXAMPLE_MARKET_CODES in src/data/marketCodes.ts: Kenya
 * in English, Senegal in French), as the build writes it (src/plugins/countries): its code, its
 * number grouped as the country groups it by libphonenumber-js (+221 77 123 45 67, +254 712 345678)
 * and its currency. A form or a page that shows the example loads these few bytes, not the markets'
 * details nor libphonenumber-js.
 */
export {PAGE_EXAMPLE};
