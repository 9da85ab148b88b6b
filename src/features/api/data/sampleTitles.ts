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
};
