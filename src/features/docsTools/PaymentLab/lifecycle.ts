/**
 * The payment-lifecycle lab's model (./Lab.tsx draws it): the steps a sandbox
 * mobile money payment goes through for one outcome
 * (src/features/coverage/data/sandboxOutcomes.ts), and the webhook that ends
 * it, signed with the same module as the webhook signature checker. Plain
 * functions: tests/unit/paymentLifecycle.test.ts covers them.
 */
import {eventTypeOf, finalStatusOf, type SandboxOutcome} from '@site/src/features/coverage/data/sandboxOutcomes';
import type {CurrencyCode, WalletId} from '@site/src/features/coverage/data/markets';
import {signatureOf} from '@site/src/features/docsTools/WebhookSignatureChecker/verify';
import type {ApiSampleId} from '@site/src/features/api/data/samples';

/** What happens at a step, in order: the request, the customer's prompt (or the wallet's refusal), the long wait, the webhook. */
export type LabStepKind = 'request' | 'prompt' | 'refused' | 'no-answer' | 'webhook';

export interface LabStep {
  kind: LabStepKind;
  /** Seconds after the request. */
  atSeconds: number;
  /** The payment's status once the step has happened. */
  status: 'pending' | 'succeeded' | 'failed';
  /** The API call that goes with the step, as a code sample in every language. */
  sample?: ApiSampleId;
}

/** When the customer's phone shows the prompt, and when the integration should start asking about a payment with no news. */
const PROMPT_AT_SECONDS = 1;
export const POLL_AFTER_SECONDS = 15;

export function lifecycleSteps(outcome: SandboxOutcome): LabStep[] {
  const steps: LabStep[] = [{kind: 'request', atSeconds: 0, status: 'pending', sample: 'createPayment'}];
  steps.push({kind: outcome.customerPrompted ? 'prompt' : 'refused', atSeconds: PROMPT_AT_SECONDS, status: 'pending'});
  // The customer who never answers: no news for long enough that the integration asks for the payment itself.
  if (outcome.settlesAfterSeconds > POLL_AFTER_SECONDS) steps.push({kind: 'no-answer', atSeconds: POLL_AFTER_SECONDS, status: 'pending', sample: 'getTransaction'});
  steps.push({kind: 'webhook', atSeconds: outcome.settlesAfterSeconds, status: finalStatusOf(outcome)});
  return steps;
}

export interface LabPayment {
  outcome: SandboxOutcome;
  phoneNumber: string;
  wallet: WalletId;
  currency: CurrencyCode;
  amount: number;
  /** When the request is sent, in Unix seconds. */
  startedAt: number;
}

/** The payment's id and the event's: stable for one play of the lab (the same event id on a retried delivery). */
export interface LabIds {
  payment: string;
  event: string;
  /** The request's Idempotency-Key: a UUID, as the authentication guide advises. */
  idempotencyKey: string;
}

/** The request's JSON body, as the create-payment operation takes it. */
export function requestBody(payment: LabPayment, reference: string): string {
  return JSON.stringify({amount: payment.amount, currency: payment.currency, phoneNumber: payment.phoneNumber, wallet: payment.wallet, reference}, null, 2);
}

/** The webhook's body, compact as the API sends it (the signature is over these bytes). */
export function webhookBody(payment: LabPayment, ids: LabIds): string {
  const settledAt = new Date((payment.startedAt + payment.outcome.settlesAfterSeconds) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const createdAt = new Date(payment.startedAt * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return JSON.stringify({
    id: ids.event,
    type: eventTypeOf(payment.outcome),
    createdAt: settledAt,
    data: {id: ids.payment, type: 'payment', status: finalStatusOf(payment.outcome), amount: payment.amount, currency: payment.currency, failureCode: payment.outcome.failureCode, createdAt, updatedAt: settledAt},
  });
}

/** The webhook as it arrives: its Signature header (`t=…,v1=…`, HMAC-SHA256 of `<t>.<body>` with the endpoint's secret) and its body. */
export async function signedWebhook(payment: LabPayment, ids: LabIds, secret: string): Promise<{signature: string; body: string; timestamp: number}> {
  const body = webhookBody(payment, ids);
  const timestamp = payment.startedAt + payment.outcome.settlesAfterSeconds;
  return {signature: `t=${timestamp},v1=${await signatureOf(secret, timestamp, body)}`, body, timestamp};
}

/** Ids shaped like the API's (`txn_`, `evt_` and ten characters of Crockford's base 32), and a version 4 UUID for the Idempotency-Key. */
export function labIds(random: () => number = Math.random): LabIds {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const id = (prefix: string) => `${prefix}_${Array.from({length: 10}, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`;
  const hex = (length: number) => Array.from({length}, () => Math.floor(random() * 16).toString(16)).join('');
  const variant = (8 + Math.floor(random() * 4)).toString(16);
  return {payment: id('txn'), event: id('evt'), idempotencyKey: `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`};
}
