/**
 * What the product pages say the API does, one record per capability: the
 * operations of the contract that do it (operationId in
 * src/features/api/data/openapi.yaml, webhooks included) and the guide section
 * that shows how (a docs page and a heading's anchor). A product page's claim
 * card names its capability (src/features/marketing/data/products/claims.ts):
 * a live one links to its guide section; one that is not live yet shows its
 * status on the page ("Coming soon", "Beta"), translated, and no link.
 *
 * When the contract and the guides deliver a capability that is coming, flip
 * its `status` to 'live': that one line makes the pages link to its guide, and
 * tests/unit/capabilities.test.ts then fails until its operations and its guide
 * section exist (in both languages).
 *
 * Plain data, no client imports: Node tests read it.
 */

/** 'live': in the contract and the guides today; 'beta' and 'coming-soon' are shown on the page. */
export type CapabilityStatus = 'live' | 'beta' | 'coming-soon';

/** A section of a guide: the docs page's path and the id of one of its headings. */
export interface GuideSection {
  doc: `/docs/${string}`;
  anchor: string;
}

export interface Capability {
  status: CapabilityStatus;
  /** The operations that do it (operationId), in the contract today or, while it is coming, in the one planned. */
  operations: readonly [string, ...string[]];
  /** Where the guides show how (for a capability not live yet: where they will). */
  guide: GuideSection;
  /** For a capability not live yet: what will deliver it. */
  plannedIn?: string;
}

const guide = (doc: GuideSection['doc'], anchor: string): GuideSection => ({doc, anchor});

const RECORDS = {
  // Bulk SMS
  'sms.send': {status: 'live', operations: ['sendSms'], guide: guide('/docs/guides/bulk-sms', 'how-sending-works')},
  'sms.deliveryReports': {status: 'live', operations: ['getSmsMessage', 'smsDeliveryReportWebhook'], guide: guide('/docs/guides/bulk-sms', 'read-delivery-reports')},
  'sms.scheduledCampaigns': {status: 'live', operations: ['sendSms', 'cancelSmsMessage'], guide: guide('/docs/guides/bulk-sms', 'schedule-a-campaign')},
  'sms.senderId': {status: 'live', operations: ['registerSenderId', 'senderIdUpdatedWebhook'], guide: guide('/docs/guides/bulk-sms', 'register-a-sender-id')},
  'sms.otp': {status: 'live', operations: ['sendOtp', 'verifyOtp'], guide: guide('/docs/guides/bulk-sms', 'verify-a-phone-number-with-a-one-time-code')},

  // Mobile money
  'mobileMoney.collect': {status: 'live', operations: ['createPayment', 'paymentUpdatedWebhook'], guide: guide('/docs/guides/mobile-money', 'how-a-payment-works')},
  'mobileMoney.failureCodes': {status: 'live', operations: ['getPayment'], guide: guide('/docs/guides/mobile-money', 'payment-statuses')},
  'mobileMoney.everyWallet': {status: 'live', operations: ['createPayment'], guide: guide('/docs/guides/mobile-money', 'create-the-payment')},
  'api.webhooks': {status: 'live', operations: ['createWebhookEndpoint', 'paymentUpdatedWebhook', 'listEvents'], guide: guide('/docs/webhooks', 'events')},
  'api.samples': {status: 'live', operations: ['createPayment'], guide: guide('/docs/getting-started', 'make-your-first-payment')},
  'checkout.mobileMoney': {status: 'live', operations: ['createCheckoutSession', 'getCheckoutSession'], guide: guide('/docs/guides/mobile-money', 'accept-mobile-money-on-the-checkout-page')},

  // Card services
  'cards.networks': {status: 'live', operations: ['createCheckoutSession'], guide: guide('/docs/guides/card-services', 'create-a-checkout-session')},
  'cards.tokens': {status: 'live', operations: ['createCheckoutSession', 'listCustomerCards'], guide: guide('/docs/guides/card-services', 'save-a-card')},
  'cards.threeDSecure': {status: 'live', operations: ['createCheckoutSession', 'createCardPayment'], guide: guide('/docs/guides/card-services', 'how-a-card-payment-works')},
  'cards.recurring': {status: 'live', operations: ['createPlan', 'createSubscription'], guide: guide('/docs/guides/card-services', 'charge-on-a-schedule')},
  'cards.localCurrencies': {status: 'live', operations: ['createCheckoutSession', 'getBalance'], guide: guide('/docs/guides/card-services', 'create-a-checkout-session')},
  'cards.refunds': {status: 'live', operations: ['createRefund', 'createCardPayment'], guide: guide('/docs/guides/card-services', 'refund-a-card-payment')},

  // Carrier billing
  'carrierBilling.noCard': {status: 'live', operations: ['createPayment'], guide: guide('/docs/guides/carrier-billing', 'how-a-carrier-billing-payment-works')},
  'carrierBilling.charge': {status: 'live', operations: ['createPayment'], guide: guide('/docs/guides/carrier-billing', 'charge-the-phone-bill')},
  'carrierBilling.operators': {status: 'live', operations: ['createPayment'], guide: guide('/docs/guides/carrier-billing', 'how-a-carrier-billing-payment-works')},

  // Bank checkout
  'bankCheckout.pay': {status: 'live', operations: ['createCheckoutSession'], guide: guide('/docs/guides/bank-checkout', 'create-a-checkout-session')},
  'bankCheckout.confirmation': {status: 'live', operations: ['createCheckoutSession', 'checkoutUpdatedWebhook'], guide: guide('/docs/guides/bank-checkout', 'how-a-bank-payment-works')},
  'bankCheckout.sandbox': {status: 'live', operations: ['createCheckoutSession'], guide: guide('/docs/guides/bank-checkout', 'test-in-the-sandbox')},
  'bankCheckout.withCards': {status: 'live', operations: ['createCheckoutSession'], guide: guide('/docs/guides/bank-checkout', 'create-a-checkout-session')},
  'bankCheckout.reconciliation': {status: 'live', operations: ['getCheckoutSession', 'listPayments'], guide: guide('/docs/guides/bank-checkout', 'find-a-payment-by-your-reference')},
  'payouts.bankAccount': {
    status: 'coming-soon',
    operations: ['createPayout', 'listBanks', 'lookupPayoutAccount'],
    guide: guide('/docs/guides/bank-checkout', 'pay-out-to-a-bank-account'),
    // The 2026-11-30 contract describes bank payouts (destination.type bank_account, listBanks, the name check) as planned, sandbox preview on request.
    plannedIn: 'release v3.4.0 (changelog 2026-11-12: payouts to bank accounts in Nigeria and Ghana, first quarter of 2027)',
  },

  // USSD
  'ussd.serviceCodes': {status: 'live', operations: ['ussdSessionWebhook'], guide: guide('/docs/guides/ussd', 'how-a-ussd-session-works')},
  'ussd.callback': {status: 'live', operations: ['ussdSessionWebhook'], guide: guide('/docs/guides/ussd', 'write-the-callback-handler')},
  'ussd.sessions': {status: 'live', operations: ['ussdSessionWebhook'], guide: guide('/docs/guides/ussd', 'how-a-ussd-session-works')},
  'ussd.anyPhone': {status: 'live', operations: ['ussdSessionWebhook'], guide: guide('/docs/guides/ussd', 'try-the-menu-in-the-simulator')},
  'ussd.payments': {status: 'live', operations: ['ussdSessionWebhook', 'createPayment'], guide: guide('/docs/guides/ussd', 'take-a-payment-from-a-ussd-menu')},
  'ussd.signedRequests': {status: 'live', operations: ['ussdSessionWebhook'], guide: guide('/docs/guides/ussd', 'check-that-a-request-comes-from-the-api')},
} as const satisfies Record<string, Capability>;

export type CapabilityId = keyof typeof RECORDS;

/** The records, each read as a Capability (its status any of the three, whatever it is today). */
export const CAPABILITIES: Readonly<Record<CapabilityId, Capability>> = RECORDS;

/** A capability's guide section as a link of the site (`/docs/guides/ussd#write-the-callback-handler`). */
export const guideHref = ({doc, anchor}: GuideSection) => `${doc}#${anchor}`;
