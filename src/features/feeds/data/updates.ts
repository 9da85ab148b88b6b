import {calendarDate, oneOf, pattern, text, type FrontMatterSchema} from './frontMatter';

/**
 * Product updates: the Markdown files of changelog/, shown on
 * /product-updates, /updates/{id} and /changelog. Plain data (no client
 * imports): the config, the build plugin, the pages and the tests share it.
 */

export const UPDATE_TYPES = ['payments', 'sms', 'dashboard'] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

export const UPDATE_STATUSES = ['live', 'upcoming', 'notice'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** How each status reads on a card: Live, Coming Soon, Important Notice. */
export const STATUS_LABELS: Record<UpdateStatus, string> = {
  live: 'Live',
  upcoming: 'Coming Soon',
  notice: 'Important Notice',
};

/** The filter tabs of /product-updates, in order: 'all' shows every update, the others one type. */
export const UPDATE_FILTERS = [
  {value: 'all', label: 'All'},
  {value: 'payments', label: 'Payments'},
  {value: 'sms', label: 'SMS'},
  {value: 'dashboard', label: 'Dashboard'},
] as const satisfies readonly {value: 'all' | UpdateType; label: string}[];
export type UpdateFilter = (typeof UPDATE_FILTERS)[number]['value'];

/** The query parameter that carries the filter, so a filtered view can be shared. */
export const UPDATE_FILTER_PARAM = 'type';

/** Where the updates are published (changelog/), and their pages. */
export const UPDATES_ROUTES = {list: '/product-updates', post: '/updates', history: '/changelog'} as const;

/** The front matter every file of changelog/ must have. */
export const UPDATE_FRONT_MATTER: FrontMatterSchema = {
  title: {required: true, check: text(120), expected: 'the update\'s title'},
  date: {required: true, check: calendarDate, expected: 'a date written YYYY-MM-DD'},
  type: {required: true, check: oneOf(UPDATE_TYPES), expected: `one of ${UPDATE_TYPES.join(', ')}`},
  category: {required: true, check: text(40), expected: 'a short category such as Release or Feature'},
  status: {required: true, check: oneOf(UPDATE_STATUSES), expected: `one of ${UPDATE_STATUSES.join(', ')}`},
  version: {required: false, check: pattern(/^v\d+\.\d+\.\d+$/, 'a version written v<major>.<minor>.<patch>'), expected: 'a version such as v3.2.1'},
};

/** One update, as the product updates page receives it (props of its route). */
export interface UpdateSummary {
  id: string;
  permalink: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  type: UpdateType;
  category: string;
  status: UpdateStatus;
  version?: string;
  description: string;
  /** Whether the update has a translation in the page's language (else its title, category and description are shown in English). */
  translated: boolean;
}

/** The updates a filter shows, in the order given (newest first). */
export function filterUpdates(updates: readonly UpdateSummary[], filter: UpdateFilter): UpdateSummary[] {
  return filter === 'all' ? [...updates] : updates.filter((update) => update.type === filter);
}

/** How many updates each filter shows. */
export function countByFilter(updates: readonly UpdateSummary[]): Record<UpdateFilter, number> {
  return Object.fromEntries(UPDATE_FILTERS.map(({value}) => [value, filterUpdates(updates, value).length])) as Record<UpdateFilter, number>;
}

/**
 * The current release: the version of the newest update that is live and carries one. ISO dates order by
 * their code units; `localeCompare` would load the collation data on the page's first call, some 15 ms of a
 * phone's main thread while /product-updates hydrates.
 */
export function currentRelease(updates: readonly UpdateSummary[]): string | undefined {
  const newestFirst = [...updates].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  return newestFirst.find((update) => update.status === 'live' && update.version)?.version;
}
