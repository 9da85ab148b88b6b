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
  /** The path, ids written in, and its query string if any (a sample is copied and run as it is). */
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
  listPayments: {
    operationId: 'listPayments',
    title: 'List the payments still waiting for the customer',
    method: 'GET',
    path: '/v1/payments?status=pending&limit=20',
    result: {name: 'page', fields: ['id', 'status', 'amount'], each: {field: 'data', item: 'payment'}, comment: 'then ask again with startingAfter=nextCursor while hasMore is true'},
  },
  getPayment: {
    operationId: 'getPayment',
    title: 'Get a payment',
    method: 'GET',
    path: '/v1/payments/txn_01JD4W3K8Q',
    result: {name: 'payment', fields: ['id', 'status'], comment: 'and nextAction while 3-D Secure is waited for'},
  },
  createCardPayment: {
    operationId: 'createCardPayment',
    title: 'Charge a saved card',
    method: 'POST',
    path: '/v1/card-payments',
    body: {amount, currency, customerId: 'cus_01JD4X2P7N', cardId: 'card_01JD4X3B9T', reference: 'order-1043', returnUrl: 'https://shop.example.com/paid'},
    result: {name: 'payment', fields: ['id', 'status'], comment: 'when nextAction is set, send the customer to nextAction.url for 3-D Secure'},
  },
  createRefund: {
    operationId: 'createRefund',
    title: 'Refund part of a payment',
    method: 'POST',
    path: '/v1/refunds',
    body: {paymentId: 'txn_01JD4W3K8Q', amount: 400, reason: 'Item returned'},
    result: {name: 'refund', fields: ['id', 'status'], comment: '"pending" until the wallet or card network confirms it'},
  },
  listRefunds: {
    operationId: 'listRefunds',
    title: 'List the refunds of a payment',
    method: 'GET',
    path: '/v1/refunds?paymentId=txn_01JD4W3K8Q',
    result: {name: 'page', fields: ['id', 'amount', 'status'], each: {field: 'data', item: 'refund'}},
  },
  getRefund: {
    operationId: 'getRefund',
    title: 'Get a refund',
    method: 'GET',
    path: '/v1/refunds/rfd_01JD4Y1H6K',
    result: {name: 'refund', fields: ['id', 'status']},
  },
  createPayout: {
    operationId: 'createPayout',
    title: 'Pay out to a mobile money wallet',
    method: 'POST',
    path: '/v1/payouts',
    body: {amount: 2500, currency, destination: {type: 'wallet', phoneNumber, wallet: 'mpesa'}, reference: 'salary-2026-11-ann'},
    result: {name: 'payout', fields: ['id', 'status'], comment: '"pending" until the wallet confirms it'},
  },
  createBankPayout: {
    operationId: 'createPayout',
    title: 'Pay out to a bank account',
    method: 'POST',
    path: '/v1/payouts',
    body: {
      amount: 150000,
      currency: 'NGN',
      destination: {type: 'bank_account', country: 'NG', bankCode: '058', accountNumber: '0123456789', accountName: 'Chinedu Okafor'},
      reference: 'supplier-inv-2211',
    },
    result: {name: 'payout', fields: ['id', 'status'], comment: 'the account name is checked before any money moves'},
  },
  listPayouts: {
    operationId: 'listPayouts',
    title: 'List the payouts that failed',
    method: 'GET',
    path: '/v1/payouts?status=failed',
    result: {name: 'page', fields: ['id', 'status', 'failureCode'], each: {field: 'data', item: 'payout'}},
  },
  getPayout: {
    operationId: 'getPayout',
    title: 'Get a payout',
    method: 'GET',
    path: '/v1/payouts/po_01JD4Z7M3S',
    result: {name: 'payout', fields: ['id', 'status']},
  },
  createPayoutBatch: {
    operationId: 'createPayoutBatch',
    title: 'Pay salaries in one batch',
    method: 'POST',
    path: '/v1/payout-batches',
    body: {
      reference: 'salaries-2026-11',
      payouts: [
        {amount: 2500, currency, destination: {type: 'wallet', phoneNumber, wallet: 'mpesa'}, reference: 'salary-2026-11-ann'},
        {amount: 3100, currency, destination: {type: 'wallet', phoneNumber: '+254798765432', wallet: 'airtel-money'}, reference: 'salary-2026-11-ben'},
      ],
    },
    result: {name: 'batch', fields: ['id', 'status', 'count'], comment: 'each payout gets its own status and webhook'},
  },
  getPayoutBatch: {
    operationId: 'getPayoutBatch',
    title: 'Get a payout batch',
    method: 'GET',
    path: '/v1/payout-batches/pob_01JD4ZB8QF',
    result: {name: 'batch', fields: ['status', 'succeeded', 'failed']},
  },
  createCustomer: {
    operationId: 'createCustomer',
    title: 'Create a customer to save cards on',
    method: 'POST',
    path: '/v1/customers',
    body: {name: 'Amina Njeri', email: 'amina@example.org', phoneNumber},
    result: {name: 'customer', fields: ['id'], comment: 'pass it as customerId with savePaymentMethod: true at checkout'},
  },
  getCustomer: {
    operationId: 'getCustomer',
    title: 'Get a customer',
    method: 'GET',
    path: '/v1/customers/cus_01JD4X2P7N',
    result: {name: 'customer', fields: ['id', 'name']},
  },
  listCustomerCards: {
    operationId: 'listCustomerCards',
    title: 'List a customer\'s saved cards',
    method: 'GET',
    path: '/v1/customers/cus_01JD4X2P7N/cards',
    result: {name: 'cards', fields: ['id', 'brand', 'last4'], each: {field: 'data', item: 'card'}, comment: 'tokens only: never the card number'},
  },
  createPlan: {
    operationId: 'createPlan',
    title: 'Create a monthly plan with retries',
    method: 'POST',
    path: '/v1/plans',
    body: {name: 'Premium monthly', amount: 500, currency, interval: 'month', retry: {attempts: 3, everyHours: 24}},
    result: {name: 'plan', fields: ['id']},
  },
  createSubscription: {
    operationId: 'createSubscription',
    title: 'Subscribe a customer\'s saved card to a plan',
    method: 'POST',
    path: '/v1/subscriptions',
    body: {planId: 'plan_01JD50A4TW', customerId: 'cus_01JD4X2P7N', method: 'card', cardId: 'card_01JD4X3B9T'},
    result: {name: 'subscription', fields: ['id', 'status', 'currentPeriodEnd']},
  },
  createCarrierBillingSubscription: {
    operationId: 'createSubscription',
    title: 'Subscribe a phone number to a plan',
    method: 'POST',
    path: '/v1/subscriptions',
    body: {planId: 'plan_01JD50A4TW', customerId: 'cus_01JD4X2P7N', method: 'carrier_billing', phoneNumber},
    result: {name: 'subscription', fields: ['id', 'status']},
  },
  getSubscription: {
    operationId: 'getSubscription',
    title: 'Get a subscription',
    method: 'GET',
    path: '/v1/subscriptions/sub_01JD50F9KD',
    result: {name: 'subscription', fields: ['id', 'status'], comment: '"past_due" after a charge failed every retry'},
  },
  cancelSubscription: {
    operationId: 'cancelSubscription',
    title: 'Cancel a subscription at the end of its period',
    method: 'POST',
    path: '/v1/subscriptions/sub_01JD50F9KD/cancel',
    body: {atPeriodEnd: true},
    result: {name: 'subscription', fields: ['id', 'status'], comment: '"cancelling" until the period already paid ends'},
  },
  listSmsMessages: {
    operationId: 'listSmsMessages',
    title: 'List scheduled messages',
    method: 'GET',
    path: '/v1/sms/messages?status=scheduled',
    result: {name: 'page', fields: ['id', 'scheduledAt'], each: {field: 'data', item: 'message'}},
  },
  cancelSmsMessage: {
    operationId: 'cancelSmsMessage',
    title: 'Cancel a scheduled message',
    method: 'POST',
    path: '/v1/sms/messages/sms_01JD4W6ZQ7/cancel',
    result: {name: 'message', fields: ['id', 'status'], comment: '"cancelled": nothing is sent or billed'},
  },
  listInboundSms: {
    operationId: 'listInboundSms',
    title: 'Read the replies to your messages',
    method: 'GET',
    path: '/v1/sms/inbound?limit=50',
    result: {name: 'page', fields: ['from', 'message'], each: {field: 'data', item: 'reply'}},
  },
  registerSenderId: {
    operationId: 'registerSenderId',
    title: 'Register a sender ID in Kenya and Nigeria',
    method: 'POST',
    path: '/v1/sms/sender-ids',
    body: {senderId: 'MYSHOP', countries: ['KE', 'NG'], useCase: 'Order and delivery updates to our customers.', sampleMessage: 'Your order 1042 has shipped.'},
    result: {name: 'registration', fields: ['id', 'status'], comment: 'each country approves on its own lead time'},
  },
  listSenderIds: {
    operationId: 'listSenderIds',
    title: 'List your sender IDs',
    method: 'GET',
    path: '/v1/sms/sender-ids',
    result: {name: 'page', fields: ['senderId', 'status'], each: {field: 'data', item: 'registration'}},
  },
  getSenderId: {
    operationId: 'getSenderId',
    title: 'Follow a sender ID\'s registration',
    method: 'GET',
    path: '/v1/sms/sender-ids/sid_01JD52D1EM',
    result: {name: 'registration', fields: ['country', 'status', 'expectedBy'], each: {field: 'countries', item: 'country'}},
  },
  sendOtp: {
    operationId: 'sendOtp',
    title: 'Send a one-time code',
    method: 'POST',
    path: '/v1/otp',
    body: {phoneNumber, length: 6, expiresIn: 300},
    result: {name: 'otp', fields: ['id', 'status'], comment: 'keep the id to verify the code the customer types'},
  },
  verifyOtp: {
    operationId: 'verifyOtp',
    title: 'Verify the code the customer typed',
    method: 'POST',
    path: '/v1/otp/otp_01JD53H8ZB/verify',
    body: {code: '482910'},
    result: {name: 'otp', fields: ['status', 'attemptsLeft'], comment: '"verified", or "pending" with one attempt fewer'},
  },
  listTransactions: {
    operationId: 'listTransactions',
    title: 'List your transactions for reconciliation',
    method: 'GET',
    path: '/v1/transactions?limit=100',
    result: {name: 'page', fields: ['id', 'type', 'status'], each: {field: 'data', item: 'transaction'}},
  },
  createWebhookEndpoint: {
    operationId: 'createWebhookEndpoint',
    title: 'Add a webhook endpoint',
    method: 'POST',
    path: '/v1/webhook-endpoints',
    body: {url: 'https://shop.example.com/webhooks', events: ['payment.succeeded', 'payment.failed', 'refund.succeeded']},
    result: {name: 'endpoint', fields: ['id', 'secret'], comment: 'store the secret now: it is never shown again'},
  },
  listWebhookEndpoints: {
    operationId: 'listWebhookEndpoints',
    title: 'List your webhook endpoints',
    method: 'GET',
    path: '/v1/webhook-endpoints',
    result: {name: 'endpoints', fields: ['url', 'status'], each: {field: 'data', item: 'endpoint'}},
  },
  disableWebhookEndpoint: {
    operationId: 'disableWebhookEndpoint',
    title: 'Disable a webhook endpoint',
    method: 'POST',
    path: '/v1/webhook-endpoints/we_01JD54K2GX/disable',
    result: {name: 'endpoint', fields: ['id', 'status']},
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
