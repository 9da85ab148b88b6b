import {translate} from '@docusaurus/Translate';
import type {ApiSampleId} from './samples';
import {OPENAPI_DOWNLOADS} from './model';
import {SAMPLE_LANGUAGE_NAMES} from '../../../data/sampleLanguages';
import {formatList} from '../../../format/list';
import {LLMS_FILES} from '../../../data/llms';
import type {Card, Cta, Section} from '../../../types/content';

/** Copy of the developer hub (/api-docs). The samples themselves are src/features/api/data/samples.ts. */
export const DEVELOPER_HUB = {
  ctas: [
    {label: translate({id: 'apiDocs.cta.start', message: 'Get started'}), to: '/docs/getting-started'},
    {label: translate({id: 'apiDocs.cta.reference', message: 'API reference'}), to: '/api-reference', variant: 'secondary'},
  ] satisfies Cta[],
  features: {
    id: 'features',
    heading: translate({id: 'apiDocs.features.heading', message: 'Built for developers'}),
    lead: translate({id: 'apiDocs.features.lead', message: 'One REST API with JSON in and out, the same for every product and every market.'}),
    cards: [
      {
        icon: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5',
        title: translate({id: 'apiDocs.features.oneApi.title', message: 'One API, six products'}),
        text: translate({id: 'apiDocs.features.oneApi.text', message: 'Mobile money, cards, carrier billing, bank checkout, bulk SMS and USSD behind one key and one request style.'}),
      },
      {
        icon: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3',
        title: translate({id: 'apiDocs.features.sandbox.title', message: 'A sandbox that behaves'}),
        text: translate({id: 'apiDocs.features.sandbox.text', message: 'Test numbers per country and wallet trigger success, insufficient funds, timeouts and rejections on demand.'}),
      },
      {
        icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
        title: translate({id: 'apiDocs.features.webhooks.title', message: 'Signed webhooks'}),
        text: translate({id: 'apiDocs.features.webhooks.text', message: 'Every event carries an HMAC signature and a timestamp, so you can trust what reaches your server.'}),
      },
      {
        icon: 'M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4',
        title: translate({id: 'apiDocs.features.idempotency.title', message: 'Safe retries'}),
        text: translate({id: 'apiDocs.features.idempotency.text', message: 'Send an Idempotency-Key and a retried request never charges or sends twice.'}),
      },
      {
        icon: 'M8 6l-6 6 6 6M16 6l6 6-6 6',
        title: translate({id: 'apiDocs.features.samples.title', message: 'Samples you can paste'}),
        text: translate({id: 'apiDocs.features.samples.text', message: '{languages} for every operation, checked against the OpenAPI document on every build.'}, {languages: formatList(SAMPLE_LANGUAGE_NAMES)}),
      },
      {
        icon: 'M21 12a9 9 0 1 1-3-6.7L21 3v6h-6',
        title: translate({id: 'apiDocs.features.status.title', message: 'Status you can query'}),
        text: translate({id: 'apiDocs.features.status.text', message: 'Look up any payment, checkout or message by id, and read delivery reports recipient by recipient.'}),
      },
    ] satisfies Card[],
  },
  samples: {
    id: 'samples',
    heading: translate({id: 'apiDocs.samples.heading', message: 'Your first calls'}),
    lead: translate({id: 'apiDocs.samples.lead', message: 'Pick your language once: every sample on the site follows. Each block has a copy button.'}),
    items: [
      {
        sample: 'createPayment',
        title: translate({id: 'apiDocs.samples.payment.title', message: 'Request a payment'}),
        text: translate({id: 'apiDocs.samples.payment.text', message: 'The customer gets a prompt on their phone; the payment stays pending until they approve it.'}),
        link: {label: translate({id: 'apiDocs.samples.payment.link', message: 'Mobile money guide'}), to: '/docs/guides/mobile-money'},
      },
      {
        sample: 'sendSms',
        title: translate({id: 'apiDocs.samples.sms.title', message: 'Send an SMS'}),
        text: translate({id: 'apiDocs.samples.sms.text', message: 'One message to up to 1000 numbers, from your approved sender ID, with delivery reports.'}),
        link: {label: translate({id: 'apiDocs.samples.sms.link', message: 'Bulk SMS guide'}), to: '/docs/guides/bulk-sms'},
      },
      {
        sample: 'getPayment',
        title: translate({id: 'apiDocs.samples.paymentStatus.title', message: 'Look up a payment'}),
        text: translate({id: 'apiDocs.samples.paymentStatus.text', message: 'GET /v1/payments/{id} with your API key as a bearer token returns its current status and what has been refunded.'}),
        link: {label: translate({id: 'apiDocs.samples.status.link', message: 'Webhooks instead of polling'}), to: '/docs/webhooks'},
      },
    ] satisfies {sample: ApiSampleId; title: string; text: string; link: Cta}[],
  },
  resources: {
    id: 'resources',
    heading: translate({id: 'apiDocs.resources.heading', message: 'Resources'}),
    cards: [
      {
        title: translate({id: 'apiDocs.resources.start.title', message: 'Getting started'}),
        text: translate({id: 'apiDocs.resources.start.text', message: 'Keys, sandbox and live, and your first request in five minutes.'}),
        link: {label: translate({id: 'apiDocs.resources.start.link', message: 'Start here'}), to: '/docs/getting-started'},
      },
      {
        title: translate({id: 'apiDocs.resources.reference.title', message: 'API reference'}),
        text: translate({id: 'apiDocs.resources.reference.text', message: 'Every operation, field and response, generated from our OpenAPI document.'}),
        link: {label: translate({id: 'apiDocs.resources.reference.link', message: 'Open the reference'}), to: '/api-reference'},
      },
      {
        title: translate({id: 'apiDocs.resources.postman.title', message: 'Postman collection'}),
        text: translate({id: 'apiDocs.resources.postman.text', message: 'Every request, ready for the sandbox: import it, then set apiKey to your test key.'}),
        // A file written after the build, not a route: `pathname://` keeps it out of the router and the link checker.
        link: {label: translate({id: 'apiDocs.resources.postman.link', message: 'Download the collection'}), to: `pathname://${OPENAPI_DOWNLOADS.postman}`},
      },
      {
        title: translate({id: 'apiDocs.resources.llms.title', message: 'Docs for AI assistants'}),
        text: translate({id: 'apiDocs.resources.llms.text', message: 'Every docs page and the API reference as Markdown, indexed in llms.txt for your assistant or editor.'}),
        link: {label: translate({id: 'apiDocs.resources.llms.link', message: 'Open llms.txt'}), to: `pathname://${LLMS_FILES.index}`},
      },
      {
        title: translate({id: 'apiDocs.resources.docs.title', message: 'Documentation'}),
        text: translate({id: 'apiDocs.resources.docs.text', message: 'Guides per product, webhooks, errors and sandbox test numbers.'}),
        link: {label: translate({id: 'apiDocs.resources.docs.link', message: 'Read the docs'}), to: '/docs'},
      },
      {
        title: translate({id: 'apiDocs.resources.support.title', message: 'Developer support'}),
        text: translate({id: 'apiDocs.resources.support.text', message: 'Stuck on an integration? Our engineers answer within one working day.'}),
        link: {label: translate({id: 'apiDocs.resources.support.link', message: 'Contact support'}), to: '/contact/support'},
      },
    ] satisfies Card[],
  },
};

/** /api-docs under its hero, in order; the first calls (a slot) are code samples the page draws. */
export const DEVELOPER_HUB_SECTIONS: Section[] = [
  {...DEVELOPER_HUB.features, kind: 'cards'},
  {id: DEVELOPER_HUB.samples.id, heading: DEVELOPER_HUB.samples.heading, lead: DEVELOPER_HUB.samples.lead, kind: 'slot'},
  {...DEVELOPER_HUB.resources, kind: 'cards', columns: 3},
];
