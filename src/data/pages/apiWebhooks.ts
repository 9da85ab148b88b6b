import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /api-reference/webhooks: its head and hero. */
export default {
  title: translate({id: 'pages.apiWebhooks.title', message: 'Webhooks: API reference'}),
  description: translate({
    id: 'pages.apiWebhooks.description',
    message: 'Every webhook the API sends to your server: its event types, headers and payload fields, and the response it expects.',
  }),
  heading: translate({id: 'pages.apiWebhooks.heading', message: 'Webhooks'}),
  lead: translate({id: 'pages.apiWebhooks.lead', message: 'Requests we send to your server when something happens: every event type, then each webhook with its headers, payload and the response it expects.'}),
} satisfies PageMeta;
