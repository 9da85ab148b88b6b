/**
 * The payment-lifecycle lab's model (./Lab.tsx draws it): the steps a sandbox
 * mobile money payment goes through for one outcome
 * (src/features/coverage/data/sandboxOutcomes.ts), and the webhook that ends
 * it, signed with the same module as the webhook signature checker. Plain
 * functions: tests/unit/paymentLifecycle.test.ts covers them.
 */
import {eventTypesOf, finalStatusOf, type SandboxOutcome} from '@site/src/features/coverage/data/sandboxOutcomes';
import type {CurrencyCode, WalletId} from '@site/src/features/coverage/data/markets';
import {signatureOf} from '@site/src/features/docsTools/WebhookSignatureChecker/verify';
import type {ApiSampleId} from '@site/src/features/api/data/samples';

/** What happens at a step, in order: the request, the customer's prompt (or the wallet's refusal), the long wait, the webhook, and a reversal's webhook after a success. */
export type LabStepKind = 'request' | 'prompt' | 'refused' | 'no-answer' | 'webhook' | 'reversal';

export interface LabStep {
  kind: LabStepKind;
  /** Seconds after the request. */
  atSeconds: number;
  /** The payment's status once the step has happened. */
  status: 'pending' | 'succeeded' | 'failed' | 'reversed';
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
  if (outcome.settlesAfterSeconds > POLL_AFTER_SECONDS) steps.push({kind: 'no-answer', atSeconds: POLL_AFTER_SECONDS, status: 'pending', sample: 'getPayment'});
  const reversed = outcome.reversedAfterSeconds !== undefined;
  steps.push({kind: 'webhook', atSeconds: outcome.settlesAfterSeconds, status: reversed ? 'succeeded' : (finalStatusOf(outcome) as 'succeeded' | 'failed')});
  if (reversed) steps.push({kind: 'reversal', atSeconds: outcome.reversedAfterSeconds!, status: 'reversed'});
  return steps;
}

export interface LabPayment {
  outcome: SandboxOutcome;
  phoneNumber: string;
  wallet: WalletId;
  currency: CurrencyCode;
  /** In the currency's minor unit, as the API takes it. */
  amount: number;
  /** The order's reference. */
  reference: string;
  /** When the request is sent, in Unix seconds. */
  startedAt: number;
}

/** The payment's id and its events': stable for one play of the lab (the same event id on a retried delivery). */
export interface LabIds {
  payment: string;
  event: string;
  /** The reversal's event, for a payment the operator sends back. */
  reversalEvent: string;
  /** The request's Idempotency-Key: a UUID, as the authentication guide advises. */
  idempotencyKey: string;
}

/** The request's JSON body, as the create-payment operation takes it. */
export function requestBody(payment: LabPayment): string {
  const {amount, currency, phoneNumber, wallet, reference} = payment;
  return JSON.stringify({amount, currency, phoneNumber, wallet, reference}, null, 2);
}

const isoSeconds = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The webhook steps: the outcome's, and a reversal's. */
export type LabWebhookKind = Extract<LabStepKind, 'webhook' | 'reversal'>;

/** When the step's event is sent, in Unix seconds. */
function sentAt(payment: LabPayment, kind: LabWebhookKind): number {
  return payment.startedAt + (kind === 'reversal' ? payment.outcome.reversedAfterSeconds! : payment.outcome.settlesAfterSeconds);
}

/** A webhook's body, compact as the API sends it (the signature is over these bytes): the payment event, with the payment as it is then. */
export function webhookBody(payment: LabPayment, ids: LabIds, kind: LabWebhookKind = 'webhook'): string {
  const {outcome} = payment;
  const [first, reversal] = eventTypesOf(outcome);
  const status = kind === 'reversal' ? 'reversed' : first === 'payment.succeeded' ? 'succeeded' : 'failed';
  return JSON.stringify({
    id: kind === 'reversal' ? ids.reversalEvent : ids.event,
    type: kind === 'reversal' ? reversal : first,
    createdAt: isoSeconds(sentAt(payment, kind)),
    data: {
      id: ids.payment,
      status,
      amount: payment.amount,
      amountRefunded: 0,
      currency: payment.currency,
      method: 'mobile_money',
      phoneNumber: payment.phoneNumber,
      wallet: payment.wallet,
      reference: payment.reference,
      metadata: {},
      nextAction: null,
      failureCode: status === 'succeeded' ? null : outcome.failureCode,
      createdAt: isoSeconds(payment.startedAt),
    },
  });
}

/** A webhook as it arrives: its Signature header (`t=…,v1=…`, HMAC-SHA256 of `<t>.<body>` with the endpoint's secret) and its body. */
export async function signedWebhook(payment: LabPayment, ids: LabIds, secret: string, kind: LabWebhookKind = 'webhook'): Promise<{signature: string; body: string; timestamp: number}> {
  const body = webhookBody(payment, ids, kind);
  const timestamp = sentAt(payment, kind);
  return {signature: `t=${timestamp},v1=${await signatureOf(secret, timestamp, body)}`, body, timestamp};
}

/** Ids shaped like the API's (`pay_`, `evt_` and ten characters of Crockford's base 32), and a version 4 UUID for the Idempotency-Key. */
export function labIds(random: () => number = Math.random): LabIds {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const id = (prefix: string) => `${prefix}_${Array.from({length: 10}, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`;
  const hex = (length: number) => Array.from({length}, () => Math.floor(random() * 16).toString(16)).join('');
  const variant = (8 + Math.floor(random() * 4)).toString(16);
  return {payment: id('pay'), event: id('evt'), reversalEvent: id('evt'), idempotencyKey: `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`};
}
