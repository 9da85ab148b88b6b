import {SAMPLE_PAYMENT} from '@site/src/constants';
import type {CurrencyCode, WalletId} from '@site/src/features/coverage/data/markets';

/**
 * The API code samples, as data: the request each one sends and what it reads
 * from the response; src/features/api/data/sampleCode.ts writes each in the seven
 * languages of the synced tabs, with the habits of production code (the
 * `Api-Version` header, an `Idempotency-Key` on every POST, the HTTP status
 * checked and the error object read, a list read to its last page). The
 * developer hub, the docs and the API reference all show these;
 * tests/unit/apiSamples.test.ts checks that every sample calls an operation of
 * the OpenAPI document with the fields it defines, and
 * tests/samples/run-samples.test.ts runs them all, in both languages' examples,
 * against a mock of the API.
 *
 * The values come from a set of examples per language (SAMPLE_EXAMPLES): on
 * French pages a payment is in francs CFA from an Orange Money wallet in Dakar
 * and an SMS is in French (GSM-7: no character that would make it Unicode).
 * Titles and comments are words of the page, translated: ./sampleTitles.ts.
 *
 * Tokens filled in when shown (src/features/api/CodeSamples): `{sandboxUrl}` is the
 * sandbox base URL of the brand's API.
 */
export {SAMPLE_LANGUAGES, type SampleLanguage} from '@site/src/data/sampleLanguages';

export type JsonValue = string | number | boolean | null | JsonValue[] | {[field: string]: JsonValue};

/** What a sample's comments say, by key: their words, in the page's language, are in ./sampleTitles.ts (SAMPLE_COMMENTS). */
export type SampleComment =
  | 'pendingUntilApproved'
  | 'queued'
  | 'scheduled'
  | 'transactionStatus'
  | 'cancelledOr409'
  | 'sendToPage'
  | 'paidOnPage'
  | 'balances'
  | 'threeDSecureWait'
  | 'threeDSecureRedirect'
  | 'refundPending'
  | 'payoutPending'
  | 'nameChecked'
  | 'lookupFirst'
  | 'batchEach'
  | 'customerForCheckout'
  | 'cardTokens'
  | 'pastDue'
  | 'cancellingAtPeriodEnd'
  | 'smsNotBilled'
  | 'senderIdLeadTime'
  | 'keepOtpId'
  | 'otpVerified'
  | 'storeSecret'
  | 'secretRotation'
  | 'eventsSinceOutage'
  | 'resendSameId';

/**
 * One operation called as a sample: the request, and what the sample reads
 * from the response. src/features/api/data/sampleCode.ts writes it in every language.
 */
export interface ApiSample {
  /** operationId in the OpenAPI document. */
  operationId: string;
  method: 'GET' | 'POST';
  /** The path as the contract writes it (`/v1/payments/{id}`): the typed client takes it so. */
  path: string;
  /** The value of each `{parameter}` of the path. */
  pathParams?: Record<string, string>;
  /** The query string's parameters, in order. */
  query?: Record<string, string | number>;
  body?: {[field: string]: JsonValue};
  result: {
    /** The variable the parsed response goes in. */
    name: string;
    /** Fields printed (of each item of `each`, when given). */
    fields: string[];
    /** A list to print item by item; `data` with `pages` (every list of the API) is read page after page to the last. */
    each?: {field: string; item: string};
    /** Said after the printing line. */
    comment?: SampleComment;
  };
}

/** The example values the samples are written with, in one language. */
export interface SampleExamples {
  /** The customer's number and wallet, and a second recipient's. */
  phoneNumber: string;
  wallet: WalletId;
  secondPhoneNumber: string;
  secondWallet: WalletId;
  currency: CurrencyCode;
  /**
   * The currency's ISO 4217 exponent: the samples send `amount * 10 ** exponent`, a whole number of the
   * minor unit. Written here rather than read from the market data (MINOR_UNITS), which would put every
   * market in the JavaScript of each page with a sample; tests/unit/apiSamples.test.ts holds the two equal.
   */
  exponent: 0 | 2;
  /** A payment's amount in the currency's main unit (the samples send it in the minor unit). */
  amount: number;
  /** A partial refund, a plan's price, a carrier billing charge and two salaries, in the main unit. */
  refundAmount: number;
  planAmount: number;
  carrierBillingAmount: number;
  payouts: [number, number];
  /** The people of the examples. */
  customerName: string;
  customerEmail: string;
  payees: [string, string];
  /** SMS bodies, GSM-7 only (no curly apostrophe, no no-break space): what a customer's phone receives. */
  orderShipped: string;
  campaign: string;
  senderIdUseCase: string;
  /** The examples' sender ID (the name the recipient sees), and where it is registered. */
  senderId: string;
  senderIdCountries: string[];
  planName: string;
  carrierBillingDescription: string;
  refundReason: string;
}

/** The examples of English pages: Nairobi, shillings and M-Pesa (SAMPLE_PAYMENT). */
const EN: SampleExamples = {
  phoneNumber: '+254712345678',
  wallet: 'mpesa',
  secondPhoneNumber: '+254798765432',
  secondWallet: 'airtel-money',
  currency: SAMPLE_PAYMENT.currency,
  exponent: 2,
  amount: SAMPLE_PAYMENT.amount,
  refundAmount: 400,
  planAmount: 500,
  carrierBillingAmount: 50,
  payouts: [2500, 3100],
  customerName: 'Amina Njeri',
  customerEmail: 'amina@example.org',
  payees: ['Ann Wanjiru', 'Ben Otieno'],
  orderShipped: 'Your order 1042 has shipped.',
  campaign: 'Weekend sale: 20% off everything until Sunday. Reply STOP to opt out.',
  senderIdUseCase: 'Order and delivery updates to our customers.',
  senderId: 'MYSHOP',
  senderIdCountries: ['KE', 'NG'],
  planName: 'Premium monthly',
  carrierBillingDescription: 'Premium pass, 7 days',
  refundReason: 'Item returned',
};

/** The examples of French pages: Dakar, francs CFA (XOF, no decimals), Orange Money and Wave, French SMS. */
const FR: SampleExamples = {
  phoneNumber: '+221771234567',
  wallet: 'orange-money',
  secondPhoneNumber: '+221781234567',
  secondWallet: 'wave',
  currency: 'XOF',
  exponent: 0,
  amount: 5000,
  refundAmount: 2000,
  planAmount: 2500,
  carrierBillingAmount: 300,
  payouts: [150000, 175000],
  customerName: 'Awa Diop',
  customerEmail: 'awa@example.org',
  payees: ['Awa Ndiaye', 'Moussa Fall'],
  orderShipped: 'Votre commande 1042 a été expédiée.',
  campaign: 'Soldes du week-end : -20 % sur tout jusqu\'à dimanche. Répondez STOP pour ne plus recevoir nos SMS.',
  senderIdUseCase: 'Suivi des commandes et des livraisons de nos clients.',
  senderId: 'TERANGA',
  senderIdCountries: ['SN', 'CI'],
  planName: 'Premium mensuel',
  carrierBillingDescription: 'Pass premium, 7 jours',
  refundReason: 'Article retourné',
};

/** The examples of each language the site is written in. */
export const SAMPLE_EXAMPLES = {en: EN, fr: FR} as const satisfies Record<string, SampleExamples>;
export type SampleLocale = keyof typeof SAMPLE_EXAMPLES;

/** The examples of a page's locale (English for a locale without its own). */
export function examplesOf(locale: string): SampleExamples {
  return (SAMPLE_EXAMPLES as Record<string, SampleExamples>)[locale] ?? SAMPLE_EXAMPLES.en;
}

/** Every sample, written with a language's examples. */
export function samplesFor(x: SampleExamples) {
  const money = (amount: number) => Math.round(amount * 10 ** x.exponent);
  const {currency, phoneNumber, wallet} = x;
  const walletDestination = (phone: string, walletId: WalletId, accountName: string) => ({type: 'wallet', phoneNumber: phone, wallet: walletId, accountName});
  return {
    createPayment: {
      operationId: 'createPayment',
      method: 'POST',
      path: '/v1/payments',
      body: {amount: money(x.amount), currency, phoneNumber, wallet, reference: 'order-1042', metadata: {cartId: 'cart-7731'}},
      result: {name: 'payment', fields: ['id', 'status'], comment: 'pendingUntilApproved'},
    },
    sendSms: {
      operationId: 'sendSms',
      method: 'POST',
      path: '/v1/sms/messages',
      body: {from: x.senderId, to: [phoneNumber], message: x.orderShipped, reference: 'order-1042'},
      result: {name: 'sms', fields: ['id', 'status'], comment: 'queued'},
    },
    sendScheduledSms: {
      operationId: 'sendSms',
      method: 'POST',
      path: '/v1/sms/messages',
      body: {
        from: x.senderId,
        to: [phoneNumber, x.secondPhoneNumber],
        message: x.campaign,
        scheduledAt: '2026-12-04T06:00:00Z',
        callbackUrl: 'https://shop.example.com/webhooks/sms',
        reference: 'weekend-sale',
      },
      result: {name: 'sms', fields: ['id', 'status'], comment: 'scheduled'},
    },
    getTransaction: {
      operationId: 'getTransaction',
      method: 'GET',
      path: '/v1/transactions/{id}',
      pathParams: {id: 'txn_01JD4W3M2A'},
      result: {name: 'transaction', fields: ['id', 'sourceId', 'status'], comment: 'transactionStatus'},
    },
    cancelPayment: {
      operationId: 'cancelPayment',
      method: 'POST',
      path: '/v1/payments/{id}/cancel',
      pathParams: {id: 'pay_01JD4W3K8Q'},
      result: {name: 'payment', fields: ['id', 'status'], comment: 'cancelledOr409'},
    },
    createCheckoutSession: {
      operationId: 'createCheckoutSession',
      method: 'POST',
      path: '/v1/checkout/sessions',
      body: {
        amount: money(x.amount),
        currency,
        methods: ['card', 'mobile_money', 'bank'],
        successUrl: 'https://shop.example.com/paid',
        cancelUrl: 'https://shop.example.com/cart',
        reference: 'order-1044',
      },
      result: {name: 'session', fields: ['url'], comment: 'sendToPage'},
    },
    getCheckoutSession: {
      operationId: 'getCheckoutSession',
      method: 'GET',
      path: '/v1/checkout/sessions/{id}',
      pathParams: {id: 'cs_01JD4W8R2M'},
      result: {name: 'session', fields: ['status', 'paymentId'], comment: 'paidOnPage'},
    },
    createCarrierBillingPayment: {
      operationId: 'createPayment',
      method: 'POST',
      path: '/v1/payments',
      body: {amount: money(x.carrierBillingAmount), currency, phoneNumber, method: 'carrier_billing', description: x.carrierBillingDescription, reference: 'pass-7731'},
      result: {name: 'payment', fields: ['id', 'status']},
    },
    getBalance: {
      operationId: 'getBalance',
      method: 'GET',
      path: '/v1/balance',
      result: {name: 'balance', fields: ['currency', 'available'], each: {field: 'balances', item: 'account'}, comment: 'balances'},
    },
    getSmsMessage: {
      operationId: 'getSmsMessage',
      method: 'GET',
      path: '/v1/sms/messages/{id}',
      pathParams: {id: 'sms_01JD4W6ZQ7'},
      result: {name: 'message', fields: ['phoneNumber', 'status'], each: {field: 'recipients', item: 'recipient'}},
    },
    listPayments: {
      operationId: 'listPayments',
      method: 'GET',
      path: '/v1/payments',
      query: {status: 'pending', limit: 20},
      result: {name: 'page', fields: ['id', 'status', 'amount'], each: {field: 'data', item: 'payment'}},
    },
    getPayment: {
      operationId: 'getPayment',
      method: 'GET',
      path: '/v1/payments/{id}',
      pathParams: {id: 'pay_01JD4W3K8Q'},
      result: {name: 'payment', fields: ['id', 'status', 'amountRefunded'], comment: 'threeDSecureWait'},
    },
    createCardPayment: {
      operationId: 'createCardPayment',
      method: 'POST',
      path: '/v1/card-payments',
      body: {amount: money(x.amount), currency, customerId: 'cus_01JD4X2P7N', cardId: 'card_01JD4X3B9T', reference: 'order-1043', returnUrl: 'https://shop.example.com/paid'},
      result: {name: 'payment', fields: ['id', 'status'], comment: 'threeDSecureRedirect'},
    },
    createRefund: {
      operationId: 'createRefund',
      method: 'POST',
      path: '/v1/refunds',
      body: {paymentId: 'pay_01JD4W3K8Q', amount: money(x.refundAmount), reason: x.refundReason, reference: 'return-1042'},
      result: {name: 'refund', fields: ['id', 'status'], comment: 'refundPending'},
    },
    listRefunds: {
      operationId: 'listRefunds',
      method: 'GET',
      path: '/v1/refunds',
      query: {paymentId: 'pay_01JD4W3K8Q'},
      result: {name: 'page', fields: ['id', 'amount', 'status'], each: {field: 'data', item: 'refund'}},
    },
    getRefund: {
      operationId: 'getRefund',
      method: 'GET',
      path: '/v1/refunds/{id}',
      pathParams: {id: 'rfd_01JD4Y1H6K'},
      result: {name: 'refund', fields: ['id', 'status']},
    },
    lookupPayoutAccount: {
      operationId: 'lookupPayoutAccount',
      method: 'POST',
      path: '/v1/payout-lookups',
      body: {destination: {type: 'wallet', phoneNumber, wallet}, accountName: x.payees[0]},
      result: {name: 'lookup', fields: ['status', 'accountName', 'nameMatch'], comment: 'lookupFirst'},
    },
    createPayout: {
      operationId: 'createPayout',
      method: 'POST',
      path: '/v1/payouts',
      body: {amount: money(x.payouts[0]), currency, destination: walletDestination(phoneNumber, wallet, x.payees[0]), reference: 'salary-2026-11-01'},
      result: {name: 'payout', fields: ['id', 'status'], comment: 'payoutPending'},
    },
    listBanks: {
      operationId: 'listBanks',
      method: 'GET',
      path: '/v1/banks',
      query: {country: 'NG'},
      result: {name: 'page', fields: ['code', 'name'], each: {field: 'data', item: 'bank'}},
    },
    createBankPayout: {
      operationId: 'createPayout',
      method: 'POST',
      path: '/v1/payouts',
      body: {
        // ₦150,000.00: the naira has two decimals (MINOR_UNITS.NGN).
        amount: 15000000,
        currency: 'NGN',
        destination: {type: 'bank_account', country: 'NG', bankCode: '058', accountNumber: '0123456789', accountName: 'Chinedu Okafor'},
        reference: 'supplier-inv-2211',
      },
      result: {name: 'payout', fields: ['id', 'status'], comment: 'nameChecked'},
    },
    listPayouts: {
      operationId: 'listPayouts',
      method: 'GET',
      path: '/v1/payouts',
      query: {status: 'failed'},
      result: {name: 'page', fields: ['id', 'status', 'failureCode'], each: {field: 'data', item: 'payout'}},
    },
    getPayout: {
      operationId: 'getPayout',
      method: 'GET',
      path: '/v1/payouts/{id}',
      pathParams: {id: 'po_01JD4Z7M3S'},
      result: {name: 'payout', fields: ['id', 'status']},
    },
    createPayoutBatch: {
      operationId: 'createPayoutBatch',
      method: 'POST',
      path: '/v1/payout-batches',
      body: {
        reference: 'salaries-2026-11',
        payouts: [
          {amount: money(x.payouts[0]), currency, destination: walletDestination(phoneNumber, wallet, x.payees[0]), reference: 'salary-2026-11-01'},
          {amount: money(x.payouts[1]), currency, destination: walletDestination(x.secondPhoneNumber, x.secondWallet, x.payees[1]), reference: 'salary-2026-11-02'},
        ],
      },
      result: {name: 'batch', fields: ['id', 'status', 'count'], comment: 'batchEach'},
    },
    getPayoutBatch: {
      operationId: 'getPayoutBatch',
      method: 'GET',
      path: '/v1/payout-batches/{id}',
      pathParams: {id: 'pob_01JD4ZB8QF'},
      result: {name: 'batch', fields: ['status', 'succeeded', 'failed']},
    },
    createCustomer: {
      operationId: 'createCustomer',
      method: 'POST',
      path: '/v1/customers',
      body: {name: x.customerName, email: x.customerEmail, phoneNumber, reference: 'user-5521'},
      result: {name: 'customer', fields: ['id'], comment: 'customerForCheckout'},
    },
    getCustomer: {
      operationId: 'getCustomer',
      method: 'GET',
      path: '/v1/customers/{id}',
      pathParams: {id: 'cus_01JD4X2P7N'},
      result: {name: 'customer', fields: ['id', 'name']},
    },
    listCustomerCards: {
      operationId: 'listCustomerCards',
      method: 'GET',
      path: '/v1/customers/{id}/cards',
      pathParams: {id: 'cus_01JD4X2P7N'},
      result: {name: 'page', fields: ['id', 'brand', 'last4'], each: {field: 'data', item: 'card'}, comment: 'cardTokens'},
    },
    createPlan: {
      operationId: 'createPlan',
      method: 'POST',
      path: '/v1/plans',
      body: {name: x.planName, amount: money(x.planAmount), currency, interval: 'month', retry: {attempts: 3, everyHours: 24}},
      result: {name: 'plan', fields: ['id']},
    },
    createSubscription: {
      operationId: 'createSubscription',
      method: 'POST',
      path: '/v1/subscriptions',
      body: {planId: 'plan_01JD50A4TW', customerId: 'cus_01JD4X2P7N', method: 'card', cardId: 'card_01JD4X3B9T', reference: 'member-5521'},
      result: {name: 'subscription', fields: ['id', 'status', 'currentPeriodEnd']},
    },
    createCarrierBillingSubscription: {
      operationId: 'createSubscription',
      method: 'POST',
      path: '/v1/subscriptions',
      body: {planId: 'plan_01JD50A4TW', customerId: 'cus_01JD4X2P7N', method: 'carrier_billing', phoneNumber, reference: 'member-5522'},
      result: {name: 'subscription', fields: ['id', 'status']},
    },
    getSubscription: {
      operationId: 'getSubscription',
      method: 'GET',
      path: '/v1/subscriptions/{id}',
      pathParams: {id: 'sub_01JD50F9KD'},
      result: {name: 'subscription', fields: ['id', 'status'], comment: 'pastDue'},
    },
    cancelSubscription: {
      operationId: 'cancelSubscription',
      method: 'POST',
      path: '/v1/subscriptions/{id}/cancel',
      pathParams: {id: 'sub_01JD50F9KD'},
      body: {atPeriodEnd: true},
      result: {name: 'subscription', fields: ['id', 'status'], comment: 'cancellingAtPeriodEnd'},
    },
    listSmsMessages: {
      operationId: 'listSmsMessages',
      method: 'GET',
      path: '/v1/sms/messages',
      query: {status: 'scheduled'},
      result: {name: 'page', fields: ['id', 'scheduledAt'], each: {field: 'data', item: 'message'}},
    },
    cancelSmsMessage: {
      operationId: 'cancelSmsMessage',
      method: 'POST',
      path: '/v1/sms/messages/{id}/cancel',
      pathParams: {id: 'sms_01JD4W7B3N'},
      result: {name: 'message', fields: ['id', 'status'], comment: 'smsNotBilled'},
    },
    listInboundSms: {
      operationId: 'listInboundSms',
      method: 'GET',
      path: '/v1/sms/inbound',
      query: {limit: 50},
      result: {name: 'page', fields: ['from', 'message'], each: {field: 'data', item: 'reply'}},
    },
    registerSenderId: {
      operationId: 'registerSenderId',
      method: 'POST',
      path: '/v1/sms/sender-ids',
      body: {senderId: x.senderId, countries: x.senderIdCountries, useCase: x.senderIdUseCase, sampleMessage: x.orderShipped},
      result: {name: 'registration', fields: ['id', 'status'], comment: 'senderIdLeadTime'},
    },
    listSenderIds: {
      operationId: 'listSenderIds',
      method: 'GET',
      path: '/v1/sms/sender-ids',
      result: {name: 'page', fields: ['senderId', 'status'], each: {field: 'data', item: 'registration'}},
    },
    getSenderId: {
      operationId: 'getSenderId',
      method: 'GET',
      path: '/v1/sms/sender-ids/{id}',
      pathParams: {id: 'sid_01JD52D1EM'},
      result: {name: 'registration', fields: ['country', 'status', 'expectedBy'], each: {field: 'countries', item: 'country'}},
    },
    sendOtp: {
      operationId: 'sendOtp',
      method: 'POST',
      path: '/v1/otp',
      body: {phoneNumber, length: 6, expiresIn: 300, reference: 'signup-5521'},
      result: {name: 'otp', fields: ['id', 'status'], comment: 'keepOtpId'},
    },
    verifyOtp: {
      operationId: 'verifyOtp',
      method: 'POST',
      path: '/v1/otp/{id}/verify',
      pathParams: {id: 'otp_01JD53H8ZB'},
      // The sandbox's one-time code (SANDBOX_OTP_CODE in sandboxOutcomes.ts, held equal by
      // tests/unit/paymentLifecycle.test.ts: importing it would put every sandbox case in each page with a sample).
      body: {code: '123456'},
      result: {name: 'otp', fields: ['status', 'attemptsLeft'], comment: 'otpVerified'},
    },
    listTransactions: {
      operationId: 'listTransactions',
      method: 'GET',
      path: '/v1/transactions',
      query: {createdFrom: '2026-11-01T00:00:00Z', createdTo: '2026-12-01T00:00:00Z', limit: 100},
      result: {name: 'page', fields: ['id', 'type', 'sourceId', 'status', 'reference'], each: {field: 'data', item: 'transaction'}},
    },
    createWebhookEndpoint: {
      operationId: 'createWebhookEndpoint',
      method: 'POST',
      path: '/v1/webhook-endpoints',
      body: {url: 'https://shop.example.com/webhooks', events: ['payment.succeeded', 'payment.failed', 'payment.reversed', 'refund.succeeded']},
      result: {name: 'endpoint', fields: ['id', 'secret'], comment: 'storeSecret'},
    },
    listWebhookEndpoints: {
      operationId: 'listWebhookEndpoints',
      method: 'GET',
      path: '/v1/webhook-endpoints',
      result: {name: 'page', fields: ['url', 'status'], each: {field: 'data', item: 'endpoint'}},
    },
    rotateWebhookSecret: {
      operationId: 'rotateWebhookSecret',
      method: 'POST',
      path: '/v1/webhook-endpoints/{id}/rotate-secret',
      pathParams: {id: 'we_01JD54K2GX'},
      body: {previousSecretExpiresIn: 86400},
      result: {name: 'endpoint', fields: ['secret', 'previousSecretExpiresAt'], comment: 'secretRotation'},
    },
    disableWebhookEndpoint: {
      operationId: 'disableWebhookEndpoint',
      method: 'POST',
      path: '/v1/webhook-endpoints/{id}/disable',
      pathParams: {id: 'we_01JD54K2GX'},
      result: {name: 'endpoint', fields: ['id', 'status']},
    },
    listEvents: {
      operationId: 'listEvents',
      method: 'GET',
      path: '/v1/events',
      query: {createdFrom: '2026-11-24T09:00:00Z'},
      result: {name: 'page', fields: ['id', 'type'], each: {field: 'data', item: 'event'}, comment: 'eventsSinceOutage'},
    },
    getEvent: {
      operationId: 'getEvent',
      method: 'GET',
      path: '/v1/events/{id}',
      pathParams: {id: 'evt_01JD4WB1XY'},
      result: {name: 'event', fields: ['id', 'type']},
    },
    resendEvent: {
      operationId: 'resendEvent',
      method: 'POST',
      path: '/v1/events/{id}/resend',
      pathParams: {id: 'evt_01JD4WB1XY'},
      body: {endpointId: 'we_01JD54K2GX'},
      result: {name: 'resend', fields: ['eventId', 'requestedAt'], comment: 'resendSameId'},
    },
  } satisfies Record<string, ApiSample>;
}

/** The samples as English pages show them (and what the tests read). */
export const API_SAMPLES = samplesFor(SAMPLE_EXAMPLES.en);

export type ApiSampleId = keyof typeof API_SAMPLES;

/** The samples of a page's locale. */
export function samplesOf(locale: string): Record<ApiSampleId, ApiSample> {
  return locale === 'en' ? API_SAMPLES : samplesFor(examplesOf(locale));
}

/** The sample kept under an operation's id, if there is one (the API reference shows it, and Try it starts from it). */
export function sampleIdOf(operationId: string): ApiSampleId | undefined {
  return Object.hasOwn(API_SAMPLES, operationId) ? (operationId as ApiSampleId) : undefined;
}

/** A sample's path with its parameters written in, and its query string: what the request asks for. */
export function requestPath(sample: ApiSample): string {
  const path = sample.path.replace(/\{(\w+)\}/g, (all, name: string) => sample.pathParams?.[name] ?? all);
  const query = Object.entries(sample.query ?? {});
  return query.length ? `${path}?${query.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&')}` : path;
}

/** Whether the answer is a list the sample reads page after page (`{data, hasMore, nextCursor}`). */
export function isPagedList(sample: ApiSample): boolean {
  return sample.method === 'GET' && sample.result.each?.field === 'data';
}

/** The API's base URLs for a brand domain (the OpenAPI document's two servers). */
export function apiBaseUrls(domain: string): {live: string; sandbox: string} {
  return {live: `https://api.${domain}`, sandbox: `https://sandbox.api.${domain}`};
}

/** A sample's code with its tokens filled in. */
export function fillSample(code: string, tokens: {domain: string}): string {
  return code.replaceAll('{sandboxUrl}', apiBaseUrls(tokens.domain).sandbox);
}
