import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';
import {CLAIMS} from '@site/src/data/claims';
import type {SectionedPage} from '../../../types/content';
import {COVERAGE_ROUTE} from './route';

/** /coverage: its head, hero and sections (the map, the table and the details are drawn by src/features/coverage/CoveragePage). */
export const coveragePage: SectionedPage = {
  path: COVERAGE_ROUTE,
  title: translate({id: 'coverage.title', message: 'Coverage: where we operate'}),
  description: translate(
    {id: 'coverage.description', message: 'The {markets} African markets we serve: currencies, phone numbers, operators, mobile money wallets, products and sender ID rules, country by country.'},
    CLAIMS,
  ),
  hero: {
    eyebrow: translate({id: 'coverage.hero.eyebrow', message: 'Coverage'}),
    heading: translate({id: 'coverage.hero.heading', message: '{markets} markets, one API'}, CLAIMS),
    lead: translate({
      id: 'coverage.hero.lead',
      message: 'Mobile money, SMS, USSD, cards, carrier billing and bank checkout across East, Southern, West, Central and North Africa. Find what works in your country.',
    }),
    ctas: [
      {label: translate({id: 'coverage.hero.find', message: 'Find your market'}), to: '#find', variant: 'primary'},
      {label: translate({id: 'coverage.hero.docs', message: 'Test in the sandbox'}), to: '/docs/sandbox', variant: 'secondary'},
    ],
  },
  sections: [
    {
      kind: 'slot',
      id: 'find',
      heading: translate({id: 'coverage.find.heading', message: 'Find your market'}),
      lead: translate({id: 'coverage.find.lead', message: 'Narrow the table by product or wallet, or search for a country. Select a country for its details.'}),
    },
    {
      kind: 'slot',
      id: 'markets',
      heading: translate({id: 'coverage.markets.heading', message: 'Market by market'}),
      lead: translate({
        id: 'coverage.markets.lead',
        message: 'Currency, phone numbers, operators, wallets, products and sender ID rules. Facts marked “Indicative” are our current plan: your account manager confirms them for your account.',
      }),
    },
    {
      kind: 'cta',
      id: 'not-listed',
      heading: translate({id: 'coverage.cta.heading', message: 'Selling somewhere else?'}),
      lead: translate({id: 'coverage.cta.lead', message: 'We open new markets with operators and banks every year. Tell us where your customers are.'}),
      ctas: [
        {label: translate({id: 'coverage.cta.contact', message: 'Talk to an Expert'}), to: '/contact?team=sales', variant: 'primary'},
        {label: translate({id: 'coverage.cta.docs', message: 'Read the docs'}), to: '/docs', variant: 'secondary'},
      ],
    },
  ],
};

export {REGION_NAMES} from './regionNames';

/** The words of the map, the table and its filters, and the details. */
export const COVERAGE_COPY = {
  map: {
    label: translate({id: 'coverage.map.label', message: 'Map of Africa with the markets we serve'}),
    caption: translate(
      {id: 'coverage.map.caption', message: 'The {markets} markets we serve are coloured and marked with a dot. Select one for its details.'},
      CLAIMS,
    ),
    served: translate({id: 'coverage.map.legend.served', message: 'Market we serve'}),
    other: translate({id: 'coverage.map.legend.other', message: 'Not served yet'}),
  },
  filters: {
    label: translate({id: 'coverage.filters.label', message: 'Filter the markets'}),
    product: translate({id: 'coverage.filters.product', message: 'Product'}),
    anyProduct: translate({id: 'coverage.filters.anyProduct', message: 'All products'}),
    wallet: translate({id: 'coverage.filters.wallet', message: 'Mobile money wallet'}),
    anyWallet: translate({id: 'coverage.filters.anyWallet', message: 'All wallets'}),
    search: translate({id: 'coverage.filters.search', message: 'Country'}),
    searchHint: translate({id: 'coverage.filters.searchHint', message: 'Name, ISO code, currency or calling code'}),
    clear: translate({id: 'coverage.filters.clear', message: 'Clear filters'}),
    // The form follows the markets shown (« 1 marché affiché sur 24 »); English has one form.
    showing: (shown: number, total: number) =>
      selectPlural(shown, translate({id: 'coverage.filters.showing', message: 'Showing {shown} of {total} markets'}, {shown: formatInteger(shown), total: formatInteger(total)})),
    none: (total: number) =>
      translate({id: 'coverage.filters.none', message: 'No market matches these filters. Clear them to see all {total}.'}, {total}),
  },
  table: {
    caption: translate({id: 'coverage.table.caption', message: 'What works in each market'}),
    country: translate({id: 'coverage.table.country', message: 'Country'}),
    currency: translate({id: 'coverage.table.currency', message: 'Currency'}),
    wallets: translate({id: 'coverage.table.wallets', message: 'Mobile money wallets'}),
    available: translate({id: 'coverage.table.available', message: 'Available'}),
    unavailable: translate({id: 'coverage.table.unavailable', message: 'Not available'}),
    noWallets: translate({id: 'coverage.table.noWallets', message: 'None yet'}),
  },
  details: {
    isoCode: translate({id: 'coverage.details.isoCode', message: 'ISO country code'}),
    currency: translate({id: 'coverage.details.currency', message: 'Currency'}),
    /** A currency's line: its ISO code (an element), an amount as the market writes it, its minor units. */
    currencyLine: (code: ReactNode, amount: string, units: string): ReactNode =>
      interpolate(translate({id: 'coverage.details.currencyLine', message: '{code}: for example {amount}, {units}'}), {code, amount, units}),
    wholeAmounts: translate({id: 'coverage.details.wholeAmounts', message: 'whole amounts only'}),
    twoDecimals: translate({id: 'coverage.details.twoDecimals', message: 'up to 2 decimals'}),
    phone: translate({id: 'coverage.details.phone', message: 'Phone numbers'}),
    phoneExample: (dialCode: string, example: string) =>
      translate({id: 'coverage.details.phoneExample', message: 'Calling code {dialCode}, for example {example}'}, {dialCode, example}),
    operators: translate({id: 'coverage.details.operators', message: 'Mobile network operators'}),
    wallets: translate({id: 'coverage.details.wallets', message: 'Mobile money wallets'}),
    noWallets: translate({id: 'coverage.details.noWallets', message: 'Mobile money is not offered here yet.'}),
    products: translate({id: 'coverage.details.products', message: 'Products'}),
    senderId: translate({id: 'coverage.details.senderId', message: 'SMS sender ID'}),
    senderIdRequired: (days: number) =>
      translate({id: 'coverage.details.senderIdRequired', message: 'Must be registered; about {days} working days'}, {days}),
    senderIdFree: translate({id: 'coverage.details.senderIdFree', message: 'No registration needed'}),
    office: translate({id: 'coverage.details.office', message: 'Local office'}),
    officeLine: (city: string, address: string) => translate({id: 'coverage.details.officeLine', message: '{city}: {address}'}, {city, address}),
    noOffice: translate({id: 'coverage.details.noOffice', message: 'None: served by our regional teams'}),
    sandbox: translate({id: 'coverage.details.sandbox', message: 'Sandbox'}),
    sandboxLink: (country: string) => translate({id: 'coverage.details.sandboxLink', message: 'Test numbers for {country}'}, {country}),
    backToTable: translate({id: 'coverage.details.backToTable', message: 'Back to the table'}),
  },
};
