/**
 * What a sandbox mobile money payment does, by the last digit of its test
 * number (src/features/coverage/data/sandboxNumbers.ts): the one source of the
 * sandbox page's outcome table (src/features/coverage/SandboxOutcomes) and of
 * the payment-lifecycle lab (src/features/docsTools/PaymentLab).
 * tests/unit/paymentLifecycle.test.ts ties each to the API contract (the
 * payment's status and failureCode, the webhook's event type).
 */

/** The contract's `failureCode` values (Transaction.failureCode in openapi.yaml). */
export type FailureCode = 'insufficient_funds' | 'timeout' | 'rejected_by_customer' | 'wallet_unavailable' | 'invalid_number';

export interface SandboxOutcome {
  /** The digit a test number ends in. */
  digit: '1' | '2' | '3' | '4' | '5' | '6';
  /** `null` for a payment that succeeds. */
  failureCode: FailureCode | null;
  /** Whether the customer's phone shows the wallet's approval prompt (not for a number or wallet the operator refuses). */
  customerPrompted: boolean;
  /** About how long after the request the payment reaches its final status, in seconds. */
  settlesAfterSeconds: number;
}

/** The customer who never answers the prompt: the sandbox gives up after this long, as the operators do. */
export const NO_ANSWER_SECONDS = 30;

/** A few seconds: how long the others take. */
const PROMPT_ANSWERED_SECONDS = 5;
const REFUSED_SECONDS = 2;

export const SANDBOX_OUTCOMES: readonly SandboxOutcome[] = [
  {digit: '1', failureCode: null, customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS},
  {digit: '2', failureCode: 'insufficient_funds', customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS},
  {digit: '3', failureCode: 'timeout', customerPrompted: true, settlesAfterSeconds: NO_ANSWER_SECONDS},
  {digit: '4', failureCode: 'rejected_by_customer', customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS},
  {digit: '5', failureCode: 'wallet_unavailable', customerPrompted: false, settlesAfterSeconds: REFUSED_SECONDS},
  {digit: '6', failureCode: 'invalid_number', customerPrompted: false, settlesAfterSeconds: REFUSED_SECONDS},
];

/** The payment's final status: `succeeded`, or `failed` with its failureCode. */
export function finalStatusOf(outcome: SandboxOutcome): 'succeeded' | 'failed' {
  return outcome.failureCode === null ? 'succeeded' : 'failed';
}

/** The webhook event that tells the payment's final status. */
export function eventTypeOf(outcome: SandboxOutcome): 'payment.succeeded' | 'payment.failed' {
  return outcome.failureCode === null ? 'payment.succeeded' : 'payment.failed';
}
