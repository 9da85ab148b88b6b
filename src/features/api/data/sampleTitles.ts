import {translate} from '@docusaurus/Translate';
import type {ApiSampleId} from './samples';

/**
 * The code samples' titles as pages show them, translated. Their English is
 * the `title` of each sample in ./samples.ts (plain data the tests read);
 * tests/unit/apiSamples.test.ts checks they stay the same.
 */
export const SAMPLE_TITLES: Record<ApiSampleId, string> = {
  createPayment: translate({id: 'apiSamples.createPayment', message: 'Request a mobile money payment'}),
  sendSms: translate({id: 'apiSamples.sendSms', message: 'Send an SMS'}),
  sendScheduledSms: translate({id: 'apiSamples.sendScheduledSms', message: 'Schedule an SMS campaign'}),
  getTransaction: translate({id: 'apiSamples.getTransaction', message: 'Look up a transaction'}),
  cancelPayment: translate({id: 'apiSamples.cancelPayment', message: 'Cancel a payment the customer has not approved'}),
  createCheckoutSession: translate({id: 'apiSamples.createCheckoutSession', message: 'Create a checkout page for cards and bank transfers'}),
  createCarrierBillingPayment: translate({id: 'apiSamples.createCarrierBillingPayment', message: 'Charge a phone bill'}),
  getBalance: translate({id: 'apiSamples.getBalance', message: 'Check your key with a first request'}),
  getSmsMessage: translate({id: 'apiSamples.getSmsMessage', message: 'Read the delivery reports of a message'}),
  listPayments: translate({id: 'apiSamples.listPayments', message: 'List the payments still waiting for the customer'}),
  getPayment: translate({id: 'apiSamples.getPayment', message: 'Get a payment'}),
  createCardPayment: translate({id: 'apiSamples.createCardPayment', message: 'Charge a saved card'}),
  createRefund: translate({id: 'apiSamples.createRefund', message: 'Refund part of a payment'}),
  listRefunds: translate({id: 'apiSamples.listRefunds', message: 'List the refunds of a payment'}),
  getRefund: translate({id: 'apiSamples.getRefund', message: 'Get a refund'}),
  createPayout: translate({id: 'apiSamples.createPayout', message: 'Pay out to a mobile money wallet'}),
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
  registerSenderId: translate({id: 'apiSamples.registerSenderId', message: 'Register a sender ID in Kenya and Nigeria'}),
  listSenderIds: translate({id: 'apiSamples.listSenderIds', message: 'List your sender IDs'}),
  getSenderId: translate({id: 'apiSamples.getSenderId', message: 'Follow a sender ID\'s registration'}),
  sendOtp: translate({id: 'apiSamples.sendOtp', message: 'Send a one-time code'}),
  verifyOtp: translate({id: 'apiSamples.verifyOtp', message: 'Verify the code the customer typed'}),
  listTransactions: translate({id: 'apiSamples.listTransactions', message: 'List your transactions for reconciliation'}),
  createWebhookEndpoint: translate({id: 'apiSamples.createWebhookEndpoint', message: 'Add a webhook endpoint'}),
  listWebhookEndpoints: translate({id: 'apiSamples.listWebhookEndpoints', message: 'List your webhook endpoints'}),
  disableWebhookEndpoint: translate({id: 'apiSamples.disableWebhookEndpoint', message: 'Disable a webhook endpoint'}),
};
