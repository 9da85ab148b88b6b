import {translate} from '@docusaurus/Translate';

export type OfficeCountryCode = 'gb' | 'us' | 'ke' | 'cn' | 'ae' | 'mw';

export interface Office {
  /** ISO 3166-1 alpha-2 code; names the office's flag in OFFICE_FLAGS. */
  code: OfficeCountryCode;
  country: string;
  city: string;
  address: string;
}

/**
 * The offices' flags, one SVG file whose `<view>` elements are named by the offices' codes: every page's
 * footer shows `offices.svg#ke` and the others from one request instead of six (on a 300 ms round trip
 * connection, six requests beside the stylesheet that the first paint waits for).
 */
export const OFFICE_FLAGS = '/img/flags/offices.svg';

/** The six offices listed in the footer (addresses are placeholders until the offices' real ones are confirmed). */
export const OFFICES: Office[] = [
  {
    code: 'gb',
    country: translate({id: 'offices.gb.country', message: 'United Kingdom'}),
    city: 'London',
    address: '4th Floor, 12 Example Yard, London EC1A 1AA',
  },
  {
    code: 'us',
    country: translate({id: 'offices.us.country', message: 'United States'}),
    city: 'Wilmington',
    address: 'Suite 200, 1000 Sample Avenue, Wilmington, DE 19801',
  },
  {
    code: 'ke',
    country: translate({id: 'offices.ke.country', message: 'Kenya'}),
    city: 'Nairobi',
    address: 'Block C, Placeholder Park, Waiyaki Way, Nairobi',
  },
  {
    code: 'cn',
    country: translate({id: 'offices.cn.country', message: 'China'}),
    city: 'Shenzhen',
    address: 'Unit 808, Demo Tower, Nanshan District, Shenzhen',
  },
  {
    code: 'ae',
    country: translate({id: 'offices.ae.country', message: 'United Arab Emirates'}),
    city: 'Dubai',
    address: 'Office 1402, Sample Business Bay Tower, Dubai',
  },
  {
    code: 'mw',
    country: translate({id: 'offices.mw.country', message: 'Malawi'}),
    city: 'Lilongwe',
    address: 'Plot 10/123, Example Road, City Centre, Lilongwe',
  },
];
