import {translate} from '@docusaurus/Translate';
import type {ApiSampleId, SampleComment} from './samples';

/**
 * The words of the code samples, in the page's language: each sample's title (the
 * code block's title, written only here) and what its comments say. The samples
 * themselves (./samples.ts) are plain data the tests read; a comment in them is a
 * key of SAMPLE_COMMENTS.
 */
export const SAMPLE_TITLES: Record<ApiSampleId, string> = {
  createPayment: translate({id: 'apiSamples.createPayment', message: 'Request a mobile money payment'}),
  sendSms: translate({id: 'apiSamples.sendSms', message: 'Send an SMS'}),
  sendScheduledSms: translate({id: 'apiSamples.sendScheduledSms', message: 'Schedule an SMS campaign'}),
  getTransaction: translate({id: 'apiSamples.getTransaction.ledger', message: 'Look up an entry of the ledger'}),
  cancelPayment: translate({id: 'apiSamples.cancelPayment', message: 'Cancel a payment the customer has not approved'}),
  createCheckoutSession: translate({id: 'apiSamples.createCheckoutSession.mobileMoney', message: 'Create a checkout page for cards, mobile money and bank transfers'}),
  getCheckoutSession: translate({id: 'apiSamples.getCheckoutSession', message: 'Get a checkout session and its payment'}),
  createCarrierBillingPayment: translate({id: 'apiSamples.createCarrierBillingPayment', message: 'Charge a phone bill'}),
  getBalance: translate({id: 'apiSamples.getBalance', message: 'Check your key with a first request'}),
  getSmsMessage: translate({id: 'apiSamples.getSmsMessage', message: 'Read the delivery reports of a message'}),
  listPayments: translate({id: 'apiSamples.listPayments', message: 'List the payments still waiting for the customer'}),
  getPayment: translate({id: 'apiSamples.getPayment', message: 'Get a payment'}),
  createCardPayment: translate({id: 'apiSamples.createCardPayment', message: 'Charge a saved card'}),
  createRefund: translate({id: 'apiSamples.createRefund', message: 'Refund part of a payment'}),
  listRefunds: translate({id: 'apiSamples.listRefunds', message: 'List the refunds of a payment'}),
  getRefund: translate({id: 'apiSamples.getRefund', message: 'Get a refund'}),
  lookupPayoutAccount: translate({id: 'apiSamples.lookupPayoutAccount', message: 'Check who will receive a payout'}),
  createPayout: translate({id: 'apiSamples.createPayout', message: 'Pay out to a mobile money wallet'}),
  listBanks: translate({id: 'apiSamples.listBanks', message: 'List the banks of a country'}),
  createBankPayout: translate({id: 'apiSamples.createBankPayout', message: 'Pay out to a bank account'}),
  listPayouts: translate({id: 'apiSamples.listPayouts', message: 'List the payouts that failed'}),
  getPayout: translate({id: 'apiSamples.getPayout', message: 'Get a payout'}),
  createPayoutBatch: translate({id: 'apiSamples.createPayoutBatch', message: 'Pay salaries in one batch'}),
  getPayoutBatch: translate({id: 'apiSamples.getPayoutBatch', message: 'Get a payout batch'}),
  createCustomer: translate({id: 'apiSamples.createCustomer', message: 'Create a customer to save cards on'}),
  getCustomer: translate({id: 'apiSamples.getCustomer', message: 'Get a customer'}),
  listCustomerCards: translate({id: 'apiSamples.listCustomerCards', message: 'List a customer\'s saved cards'}),
  createPlan: translate({id: 'apiSamples.createPlan', message: 'Create a monthly plan with retries'}),
  createSubscription: translate({id: 'apiSamples.createSubscription', message: 'Subscribe a customer\'s saved card to a plan'}),
  createCarrierBillingSubscription: translate({id: 'apiSamples.createCarrierBillingSubscription', message: 'Subscribe a phone number to a plan'}),
  getSubscription: translate({id: 'apiSamples.getSubscription', message: 'Get a subscription'}),
  cancelSubscription: translate({id: 'apiSamples.cancelSubscription', message: 'Cancel a subscription at the end of its period'}),
  listSmsMessages: translate({id: 'apiSamples.listSmsMessages', message: 'List scheduled messages'}),
  cancelSmsMessage: translate({id: 'apiSamples.cancelSmsMessage', message: 'Cancel a scheduled message'}),
  listInboundSms: translate({id: 'apiSamples.listInboundSms', message: 'Read the replies to your messages'}),
  registerSenderId: translate({id: 'apiSamples.registerSenderId.countries', message: 'Register a sender ID in two countries'}),
  listSenderIds: translate({id: 'apiSamples.listSenderIds', message: 'List your sender IDs'}),
  getSenderId: translate({id: 'apiSamples.getSenderId', message: 'Follow a sender ID\'s registration'}),
  sendOtp: translate({id: 'apiSamples.sendOtp', message: 'Send a one-time code'}),
  verifyOtp: translate({id: 'apiSamples.verifyOtp', message: 'Verify the code the customer typed'}),
  listTransactions: translate({id: 'apiSamples.listTransactions.month', message: 'List a month of transactions for reconciliation'}),
  createWebhookEndpoint: translate({id: 'apiSamples.createWebhookEndpoint', message: 'Add a webhook endpoint'}),
  listWebhookEndpoints: translate({id: 'apiSamples.listWebhookEndpoints', message: 'List your webhook endpoints'}),
  rotateWebhookSecret: translate({id: 'apiSamples.rotateWebhookSecret', message: 'Rotate a webhook secret'}),
  disableWebhookEndpoint: translate({id: 'apiSamples.disableWebhookEndpoint', message: 'Disable a webhook endpoint'}),
  listEvents: translate({id: 'apiSamples.listEvents', message: 'List the events since an outage'}),
  getEvent: translate({id: 'apiSamples.getEvent', message: 'Get an event'}),
  resendEvent: translate({id: 'apiSamples.resendEvent', message: 'Send an event again'}),
};

/** What the samples' comments say (keys of ./samples.ts), in the page's language. */
export const SAMPLE_COMMENTS: Record<SampleComment, string> = {
  pendingUntilApproved: translate({id: 'apiSamples.comment.pendingUntilApproved', message: '"pending" until the customer approves'}),
  queued: translate({id: 'apiSamples.comment.queued', message: '"queued"; one delivery report per recipient follows'}),
  scheduled: translate({id: 'apiSamples.comment.scheduled', message: '"scheduled"'}),
  transactionStatus: translate({id: 'apiSamples.comment.transactionStatus', message: 'the ledger entry, the object it records, its status'}),
  cancelledOr409: translate({id: 'apiSamples.comment.cancelledOr409', message: '"cancelled", or a 409 payment_not_cancellable error'}),
  sendToPage: translate({id: 'apiSamples.comment.sendToPage', message: 'send the customer to this page'}),
  paidOnPage: translate({id: 'apiSamples.comment.paidOnPage', message: '"completed", with the id of the payment made on the page'}),
  balances: translate({id: 'apiSamples.comment.balances', message: 'your balance in each currency, in its minor unit'}),
  threeDSecureWait: translate({id: 'apiSamples.comment.threeDSecureWait', message: 'and nextAction while 3-D Secure is waited for'}),
  threeDSecureRedirect: translate({id: 'apiSamples.comment.threeDSecureRedirect', message: 'when nextAction is set, send the customer to nextAction.url for 3-D Secure'}),
  refundPending: translate({id: 'apiSamples.comment.refundPending', message: '"pending" until the wallet or card network confirms it'}),
  payoutPending: translate({id: 'apiSamples.comment.payoutPending', message: '"pending" until the wallet confirms it; a name that does not match fails it before any money moves'}),
  nameChecked: translate({id: 'apiSamples.comment.nameChecked', message: 'the account name is checked before any money moves'}),
  lookupFirst: translate({id: 'apiSamples.comment.lookupFirst', message: '"found", the holder\'s name, and how it matches the one you expect'}),
  batchEach: translate({id: 'apiSamples.comment.batchEach', message: 'each payout gets its own status and webhook'}),
  customerForCheckout: translate({id: 'apiSamples.comment.customerForCheckout', message: 'pass it as customerId with savePaymentMethod: true at checkout'}),
  cardTokens: translate({id: 'apiSamples.comment.cardTokens', message: 'tokens only: never the card number'}),
  pastDue: translate({id: 'apiSamples.comment.pastDue', message: '"past_due" after a charge failed every retry'}),
  cancellingAtPeriodEnd: translate({id: 'apiSamples.comment.cancellingAtPeriodEnd', message: '"cancelling" until the period already paid ends'}),
  smsNotBilled: translate({id: 'apiSamples.comment.smsNotBilled', message: '"cancelled": nothing is sent or billed'}),
  senderIdLeadTime: translate({id: 'apiSamples.comment.senderIdLeadTime', message: 'each country approves on its own lead time'}),
  keepOtpId: translate({id: 'apiSamples.comment.keepOtpId', message: 'keep the id to verify the code the customer types'}),
  otpVerified: translate({id: 'apiSamples.comment.otpVerified', message: '"verified", or "pending" with one attempt fewer'}),
  storeSecret: translate({id: 'apiSamples.comment.storeSecret', message: 'store the secret now: it is never shown again'}),
  secretRotation: translate({id: 'apiSamples.comment.secretRotation', message: 'the new secret, and when the old one stops signing'}),
  eventsSinceOutage: translate({id: 'apiSamples.comment.eventsSinceOutage', message: 'handle the ones whose id you have not seen'}),
  resendSameId: translate({id: 'apiSamples.comment.resendSameId', message: 'the same event id comes again, newly signed'}),
};

/** The comments every sample of a kind carries, in the page's language. */
export const SAMPLE_CODE_COMMENTS = {
  /** Above an Idempotency-Key made for the request. */
  idempotencyKey: translate({id: 'apiSamples.comment.idempotencyKey', message: 'One key per operation: keep it with your order and send it again on a retry.'}),
  /** Where Go reads numbers as they are written, not as floating-point numbers. */
  wholeNumbers: translate({id: 'apiSamples.comment.wholeNumbers', message: 'Amounts are whole numbers of the minor unit: read them as written, not as floats.'}),
  /** Where Java and C#, which print a failed answer whole, say what it holds. */
  errorObject: translate({id: 'apiSamples.comment.errorObject', message: 'The body is the error object: type, code, message, docUrl and requestId.'}),
  /** Where a language without a JSON library in its standard one reads the cursor with a pattern. */
  cursorPattern: translate({id: 'apiSamples.comment.cursorPattern', message: 'The next page\'s cursor (your JSON library reads it in your code).'}),
};
