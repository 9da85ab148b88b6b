import {translate} from '@docusaurus/Translate';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';
import {LEGACY_API} from '@site/src/constants';
import {formatLongDate} from '@site/src/format/date';
import {UPDATES_ROUTES} from './updates';

/** Copy of /product-updates (the updates themselves are the Markdown files of changelog/). */
export const PRODUCT_UPDATES_COPY = {
  currentRelease: translate({id: 'productUpdates.currentRelease', message: 'Current release'}),
  changelogLink: {label: translate({id: 'productUpdates.changelog', message: 'Full changelog'}), to: UPDATES_ROUTES.history, variant: 'secondary' as const},
  listHeading: translate({id: 'productUpdates.listHeading', message: 'Latest updates'}),
  filterLabel: translate({id: 'productUpdates.filterLabel', message: 'Show updates for'}),
  showing: (count: number) => selectPlural(count, translate({id: 'productUpdates.showing', message: 'Showing {count} update|Showing {count} updates'}, {count: formatInteger(count)})),
  none: translate({id: 'productUpdates.none', message: 'No updates of this kind yet.'}),
};

/** The notice about the legacy payment API v1: its announced sunset, and the way to v3. */
export const LEGACY_API_NOTICE = {
  label: translate({id: 'productUpdates.legacy.label', message: 'Action required'}),
  heading: translate(
    {id: 'productUpdates.legacy.heading', message: 'Legacy payment API {version} sunset: {date}'},
    {version: LEGACY_API.version, date: formatLongDate(LEGACY_API.sunset)},
  ),
  text: translate(
    {id: 'productUpdates.legacy.text', message: 'The legacy payment API {version} was announced to sunset on {date}. Migrate your integration to {target}: one request for every wallet and card network, signed webhooks and idempotency.'},
    {version: LEGACY_API.version, date: formatLongDate(LEGACY_API.sunset), target: LEGACY_API.migrateTo},
  ),
  link: {
    label: translate({id: 'productUpdates.legacy.link', message: 'Migrate to {target}'}, {target: LEGACY_API.migrateTo}),
    to: '/docs/migrate-from-v1',
  },
};
