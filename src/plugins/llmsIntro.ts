import type {Brand} from '../brand';
import {OPENAPI_DOWNLOADS} from '../features/api/data/model';

/**
 * How /llms.txt introduces the developer docs to an AI assistant (the
 * llmstxt.org format: a title, a one-line summary, a paragraph, then the
 * lists the build writes). Read by docusaurus.config.ts at build time.
 */
export function llmsIntro(brand: Brand) {
  return {
    title: `${brand.name} API documentation`,
    summary: brand.tagline,
    details: [
      `Base URLs: sandbox https://sandbox.api.${brand.domain} (test keys \`sk_test_…\`, no money moves) and live https://api.${brand.domain} (live keys \`sk_live_…\`).`,
      'Every request is authenticated with `Authorization: Bearer <key>`; requests and responses are JSON, and amounts are in the currency\'s main unit (1000 KES is one thousand shillings).',
      'The API reference is one page per resource (payments, SMS...) under /api-reference/, its index and overview at /api-reference, and the webhooks with their event types at /api-reference/webhooks.',
      'Each link below is the Markdown of the page at the same address without `.md`; /llms-full.txt holds them all in one file.',
    ].join(' '),
    extra: [
      {title: 'OpenAPI document', url: OPENAPI_DOWNLOADS.yaml, description: 'The API contract (OpenAPI 3.1), every operation, schema and webhook.'},
      {title: 'Postman collection', url: OPENAPI_DOWNLOADS.postman, description: 'Every request, set up for the sandbox: set the collection variable apiKey to your test key.'},
    ],
  };
}
