import {translate} from '@docusaurus/Translate';
import type {UpdateFilter, UpdateStatus} from './updates';

/**
 * The updates' statuses and filters as the page shows them, translated. The
 * English messages are STATUS_LABELS and UPDATE_FILTERS of ./updates.ts (plain
 * data the tests read); tests/unit/feeds.test.ts checks they stay the same.
 */
export const STATUS_NAMES: Record<UpdateStatus, string> = {
  live: translate({id: 'updates.status.live', message: 'Live'}),
  upcoming: translate({id: 'updates.status.upcoming', message: 'Coming Soon'}),
  notice: translate({id: 'updates.status.notice', message: 'Important Notice'}),
};

export const FILTER_NAMES: Record<UpdateFilter, string> = {
  all: translate({id: 'updates.filter.all', message: 'All'}),
  payments: translate({id: 'updates.filter.payments', message: 'Payments'}),
  sms: translate({id: 'updates.filter.sms', message: 'SMS'}),
  dashboard: translate({id: 'updates.filter.dashboard', message: 'Dashboard'}),
};
