import {SAMPLE_PAYMENT} from '@site/src/constants';

/**
 * The API code samples, as data: the request each one sends and what it reads
 * from the response; src/features/api/data/sampleCode.ts writes each in the seven
 * languages of the synced tabs. The developer hub, the docs and the API
 * reference all show these; tests/unit/apiSamples.test.ts checks that every
 * sample calls an operation of the OpenAPI document with the fields it
 * defines, and tests/samples/run-samples.test.ts runs them all against a
 * mock of the API.
 *
 * Tokens filled in when shown (src/features/api/CodeSamples): `{sandboxUrl}` is the
 * sandbox base URL of the brand's API, `{sdkPackage}` its npm SDK.
 */
export {SAMPLE_LANGUAGES, type SampleLanguage} from '@site/src/data/sampleLanguages';

export type JsonValue = string | number | boolean | null | JsonValue[] | {[field: string]: JsonValue};

/**
 * One operation called as a sample: the request, and what the sample reads
 * from the response. src/features/api/data/sampleCode.ts writes it in every language.
 */
export interface ApiSample {
  /** operationId in the OpenAPI document. */
  operationId: string;
  /** Shown as the code block's title. */
  title: string;
  method: 'GET' | 'POST';
  /** The path, ids written in (a sample is copied and run as it is). */
  path: string;
  body?: {[field: string]: JsonValue};
  result: {
    /** The variable the parsed response goes in. */
    name: string;
    /** Fields printed (of each item of `each`, when given). */
    fields: string[];
    each?: {field: string; item: string};
    /** Said after the printing line. */
    comment?: string;
  };
}

const {amount, currency} = SAMPLE_PAYMENT;
const phoneNumber = '+254712345678';

export const API_SAMPLES = {
  createPayment: {
    operationId: 'createPayment',
    title: 'Request a mobile money payment',
    method: 'POST',
    path: '/v1/payments',
    body: {amount, currency, phoneNumber, wallet: 'mpesa', reference: 'order-1042'},
    result: {name: 'payment', fields: ['id', 'status'], comment: '"pending" until the customer approves'},
  },
  sendSms: {
    operationId: 'sendSms',
    title: 'Send an SMS',
    method: 'POST',
    path: '/v1/sms/messages',
    body: {from: 'MYSHOP', to: [phoneNumber], message: 'Your order 1042 has shipped.'},
    result: {name: 'sms', fields: ['id', 'status'], comment: '"queued"'},
  },
  sendScheduledSms: {
    operationId: 'sendSms',
    title: 'Schedule an SMS campaign',
    method: 'POST',
    path: '/v1/sms/messages',
    body: {
      from: 'MYSHOP',
      to: [phoneNumber, '+254798765432'],
      message: 'Weekend sale: 20% off everything until Sunday. Reply STOP to opt out.',
      scheduledAt: '2026-12-04T06:00:00Z',
      callbackUrl: 'https://shop.example.com/webhooks/sms',
    },
    result: {name: 'sms', fields: ['id', 'status'], comment: '"scheduled"'},
  },
  getTransaction: {
    operationId: 'getTransaction',
    title: 'Look up a transaction',
    method: 'GET',
    path: '/v1/transactions/txn_01JD4W3K8Q',
    result: {name: 'transaction', fields: ['id', 'status'], comment: 'pending, succeeded, failed or cancelled'},
  },
  cancelPayment: {
    operationId: 'cancelPayment',
    title: 'Cancel a payment the customer has not approved',
    method: 'POST',
    path: '/v1/payments/txn_01JD4W3K8Q/cancel',
    result: {name: 'payment', fields: ['id', 'status'], comment: '"cancelled", or a 409 payment_not_cancellable error'},
  },
  createCheckoutSession: {
    operationId: 'createCheckoutSession',
    title: 'Create a checkout page for cards and bank transfers',
    method: 'POST',
    path: '/v1/checkout/sessions',
    body: {amount, currency, methods: ['card', 'bank'], successUrl: 'https://shop.example.com/paid', cancelUrl: 'https://shop.example.com/cart'},
    result: {name: 'session', fields: ['url'], comment: 'send the customer to this page'},
  },
  createCarrierBillingPayment: {
    operationId: 'createPayment',
    title: 'Charge a phone bill',
    method: 'POST',
    path: '/v1/payments',
    body: {amount: 50, currency, phoneNumber, method: 'carrier_billing', description: 'Premium pass, 7 days'},
    result: {name: 'payment', fields: ['id', 'status']},
  },
  getBalance: {
    operationId: 'getBalance',
    title: 'Check your key with a first request',
    method: 'GET',
    path: '/v1/balance',
    result: {name: 'balance', fields: ['currency', 'available'], each: {field: 'balances', item: 'account'}, comment: 'your balance in each currency'},
  },
  getSmsMessage: {
    operationId: 'getSmsMessage',
    title: 'Read the delivery reports of a message',
    method: 'GET',
    path: '/v1/sms/messages/sms_01JD4W6ZQ7',
    result: {name: 'message', fields: ['phoneNumber', 'status'], each: {field: 'recipients', item: 'recipient'}},
  },
} satisfies Record<string, ApiSample>;

export type ApiSampleId = keyof typeof API_SAMPLES;

/** The sample kept under an operation's id, if there is one (the API reference shows it, and Try it starts from it). */
export function sampleIdOf(operationId: string): ApiSampleId | undefined {
  return Object.hasOwn(API_SAMPLES, operationId) ? (operationId as ApiSampleId) : undefined;
}

/** The API's base URLs for a brand domain (the OpenAPI document's two servers). */
export function apiBaseUrls(domain: string): {live: string; sandbox: string} {
  return {live: `https://api.${domain}`, sandbox: `https://sandbox.api.${domain}`};
}

/** A sample's code with its tokens filled in. */
export function fillSample(code: string, tokens: {domain: string; sdkPackage: string}): string {
  return code.replaceAll('{sandboxUrl}', apiBaseUrls(tokens.domain).sandbox).replaceAll('{sdkPackage}', tokens.sdkPackage);
}
