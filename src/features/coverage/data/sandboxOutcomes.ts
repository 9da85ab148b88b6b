/**
 * What the sandbox does, case by case: the one source of the sandbox page's
 * tables in both languages (docs/sandbox.mdx and its French twin, drawn by
 * src/features/coverage/SandboxOutcomes) and of the payment-lifecycle lab
 * (src/features/docsTools/PaymentLab). Mobile money and carrier billing
 * payments by the last digit of their test number (the numbers per market and
 * wallet: ./sandboxNumbers.ts), payouts and their recipient checks, refunds,
 * one-time codes, SMS delivery reports and webhook deliveries.
 * tests/unit/paymentLifecycle.test.ts ties every case to the API contract
 * (statuses, failure and error codes, event types) and to the market data.
 * Plain data: the words of each case are in the component's copy.
 */
import type {MarketCode} from './markets';

/** The contract's payment `failureCode` values a wallet or an operator gives (PaymentFailureCode in openapi.yaml). */
export type FailureCode = 'insufficient_funds' | 'timeout' | 'rejected_by_customer' | 'wallet_unavailable' | 'invalid_number' | 'reversed_by_operator';

/** A digit a test number ends in. */
export type OutcomeDigit = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

export interface SandboxOutcome {
  /** The digit a test number ends in. */
  digit: OutcomeDigit;
  /** `null` for a payment that succeeds (and stays succeeded). */
  failureCode: FailureCode | null;
  /** Whether the customer's phone shows the wallet's approval prompt (not for a number or wallet the operator refuses). */
  customerPrompted: boolean;
  /** About how long after the request the payment reaches its final status, in seconds. */
  settlesAfterSeconds: number;
  /** A payment that succeeds, then is sent back by the operator this many seconds after the request (`payment.reversed`). */
  reversedAfterSeconds?: number;
  /** A payment that succeeds, and whose refunds fail: the wallet that paid has been closed since. */
  refundsFail?: true;
}

/** The customer who never answers the prompt: the sandbox gives up after this long, as the operators do. */
export const NO_ANSWER_SECONDS = 30;

/** A few seconds: how long the others take. */
const PROMPT_ANSWERED_SECONDS = 5;
const REFUSED_SECONDS = 2;
/** A reversal comes a minute after the success, so that a handler sees `payment.succeeded` first. */
const REVERSED_AFTER_SECONDS = 60;

/** Mobile money payments, by the last digit of the test number (./sandboxNumbers.ts). */
export const SANDBOX_OUTCOMES: readonly SandboxOutcome[] = [
  {digit: '1', failureCode: null, customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS},
  {digit: '2', failureCode: 'insufficient_funds', customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS},
  {digit: '3', failureCode: 'timeout', customerPrompted: true, settlesAfterSeconds: NO_ANSWER_SECONDS},
  {digit: '4', failureCode: 'rejected_by_customer', customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS},
  {digit: '5', failureCode: 'wallet_unavailable', customerPrompted: false, settlesAfterSeconds: REFUSED_SECONDS},
  {digit: '6', failureCode: 'invalid_number', customerPrompted: false, settlesAfterSeconds: REFUSED_SECONDS},
  {digit: '7', failureCode: 'reversed_by_operator', customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS, reversedAfterSeconds: REVERSED_AFTER_SECONDS},
  {digit: '8', failureCode: null, customerPrompted: true, settlesAfterSeconds: PROMPT_ANSWERED_SECONDS, refundsFail: true},
];

/** The payment's final status: `succeeded`, `reversed` (after a success) or `failed`, with its failureCode. */
export function finalStatusOf(outcome: SandboxOutcome): 'succeeded' | 'failed' | 'reversed' {
  if (outcome.reversedAfterSeconds !== undefined) return 'reversed';
  return outcome.failureCode === null ? 'succeeded' : 'failed';
}

/** The webhook events the payment sends, in order: its outcome's, and a reversal's after a success. */
export function eventTypesOf(outcome: SandboxOutcome): ('payment.succeeded' | 'payment.failed' | 'payment.reversed')[] {
  if (outcome.reversedAfterSeconds !== undefined) return ['payment.succeeded', 'payment.reversed'];
  return [outcome.failureCode === null ? 'payment.succeeded' : 'payment.failed'];
}

/** The webhook event that tells the payment's outcome (the first of eventTypesOf). */
export function eventTypeOf(outcome: SandboxOutcome): 'payment.succeeded' | 'payment.failed' {
  return eventTypesOf(outcome)[0] as 'payment.succeeded' | 'payment.failed';
}

/**
 * Carrier billing's test numbers: a prefix per market that sells carrier billing here, on one of its
 * operators' ranges, to which the last digit is added; the digits are the first four of the mobile money
 * outcomes (success, insufficient airtime, timeout, rejected by the customer).
 */
export const CARRIER_BILLING_NUMBERS: readonly {market: MarketCode; operator: string; prefix: `+${number}`}[] = [
  {market: 'KE', operator: 'Safaricom', prefix: '+25472200000'},
  {market: 'SN', operator: 'Orange Sénégal', prefix: '+22177100000'},
  {market: 'CI', operator: 'Orange Côte d’Ivoire', prefix: '+225071000000'},
  {market: 'CM', operator: 'MTN Cameroon', prefix: '+23767100000'},
];
export const CARRIER_BILLING_DIGITS: readonly OutcomeDigit[] = ['1', '2', '3', '4'];

/** Every one-time code in the sandbox (no SMS is sent) is the first `length` digits of these: any other code is a wrong one. */
export const SANDBOX_OTP_DIGITS = '12345678';
/** The sandbox's code at the default length (6). */
export const SANDBOX_OTP_CODE = SANDBOX_OTP_DIGITS.slice(0, 6);

/** One-time codes: what verifying answers in the sandbox. */
export const OTP_CASES: readonly {id: 'right' | 'wrong' | 'lastAttempt' | 'expired'; code: string; status: 'verified' | 'pending' | 'failed'}[] = [
  {id: 'right', code: SANDBOX_OTP_CODE, status: 'verified'},
  {id: 'wrong', code: '000000', status: 'pending'},
  {id: 'lastAttempt', code: '000000', status: 'failed'},
  {id: 'expired', code: SANDBOX_OTP_CODE, status: 'failed'},
];

/** The `accountName` that the sandbox's recipients never have: checked or paid with it, a name mismatch. */
export const MISMATCHED_NAME = 'Name Mismatch';
/** A payout of this much of the currency's main unit answers `402 insufficient_balance`, whatever your test balance. */
export const INSUFFICIENT_BALANCE_AMOUNT = 402;

/**
 * Payouts to the mobile money test numbers (the same numbers as payments): how each ends. A recipient
 * check (POST /v1/payout-lookups) of the same number answers `lookup`.
 */
export const PAYOUT_CASES: readonly {
  id: 'succeeded' | 'nameMismatch' | 'insufficientBalance' | 'walletUnavailable' | 'invalidAccount' | 'reversed';
  /** What triggers it: the test number's last digit, the `accountName`, or the amount (in the main unit). */
  trigger: {digit: OutcomeDigit} | {accountName: string} | {amount: number};
  /** The answer to the request: 201 with a pending payout, or an error. */
  answer: 201 | 402;
  status: 'succeeded' | 'failed' | 'reversed' | null;
  failureCode: 'account_name_mismatch' | 'wallet_unavailable' | 'invalid_account' | 'returned_by_recipient_operator' | null;
  events: ('payout.succeeded' | 'payout.failed' | 'payout.reversed')[];
  lookup: {status: 'found' | 'not_found' | 'unavailable'; nameMatch: 'exact' | 'none' | null} | null;
}[] = [
  {id: 'succeeded', trigger: {digit: '1'}, answer: 201, status: 'succeeded', failureCode: null, events: ['payout.succeeded'], lookup: {status: 'found', nameMatch: 'exact'}},
  {id: 'nameMismatch', trigger: {accountName: MISMATCHED_NAME}, answer: 201, status: 'failed', failureCode: 'account_name_mismatch', events: ['payout.failed'], lookup: {status: 'found', nameMatch: 'none'}},
  {id: 'insufficientBalance', trigger: {amount: INSUFFICIENT_BALANCE_AMOUNT}, answer: 402, status: null, failureCode: null, events: [], lookup: null},
  {id: 'walletUnavailable', trigger: {digit: '5'}, answer: 201, status: 'failed', failureCode: 'wallet_unavailable', events: ['payout.failed'], lookup: {status: 'unavailable', nameMatch: null}},
  {id: 'invalidAccount', trigger: {digit: '6'}, answer: 201, status: 'failed', failureCode: 'invalid_account', events: ['payout.failed'], lookup: {status: 'not_found', nameMatch: null}},
  {id: 'reversed', trigger: {digit: '7'}, answer: 201, status: 'reversed', failureCode: 'returned_by_recipient_operator', events: ['payout.succeeded', 'payout.reversed'], lookup: {status: 'found', nameMatch: 'exact'}},
];

/** Refunds of sandbox payments, by the payment's test number or the amount asked. */
export const REFUND_CASES: readonly {
  id: 'succeeded' | 'failed' | 'tooMuch';
  trigger: {digit: OutcomeDigit} | 'moreThanLeft';
  answer: 201 | 409;
  status: 'succeeded' | 'failed' | null;
  failureCode: 'invalid_account' | null;
  errorCode: 'payment_not_refundable' | null;
  events: ('refund.succeeded' | 'refund.failed')[];
}[] = [
  {id: 'succeeded', trigger: {digit: '1'}, answer: 201, status: 'succeeded', failureCode: null, errorCode: null, events: ['refund.succeeded']},
  {id: 'failed', trigger: {digit: '8'}, answer: 201, status: 'failed', failureCode: 'invalid_account', errorCode: null, events: ['refund.failed']},
  {id: 'tooMuch', trigger: 'moreThanLeft', answer: 409, status: null, failureCode: null, errorCode: 'payment_not_refundable', events: []},
];

/** SMS test numbers: a prefix per market, to which the last digit is added, and what each digit's recipient is reported. */
export const SMS_TEST_PREFIXES: readonly {market: MarketCode; prefix: `+${number}`}[] = [
  {market: 'KE', prefix: '+25471100000'},
  {market: 'SN', prefix: '+22176100000'},
];
export const SMS_CASES: readonly {
  digit: OutcomeDigit;
  status: 'delivered' | 'failed' | 'rejected';
  errorCode: 'expired' | 'carrier_rejected' | 'opted_out' | null;
  event: 'sms.delivered' | 'sms.failed';
}[] = [
  {digit: '1', status: 'delivered', errorCode: null, event: 'sms.delivered'},
  {digit: '2', status: 'failed', errorCode: 'expired', event: 'sms.failed'},
  {digit: '3', status: 'rejected', errorCode: 'carrier_rejected', event: 'sms.failed'},
  {digit: '4', status: 'rejected', errorCode: 'opted_out', event: 'sms.failed'},
];
/** The sender ID the sandbox treats as not registered anywhere: its messages to a country that requires registration are rejected. */
export const UNREGISTERED_SENDER_ID = 'NOTREGD';

/** The metadata key that asks the sandbox for a webhook delivery case, on any payment, refund or payout. */
export const WEBHOOK_CASE_KEY = 'sandboxWebhook';
/** Webhook deliveries on request: what arrives, and how a handler should take it. */
export const WEBHOOK_CASES: readonly {
  id: 'late' | 'duplicate' | 'missing';
  /** How many times the event is delivered to your endpoints by itself. */
  deliveries: number;
  /** Seconds after the object's final status that the first delivery comes. */
  firstAfterSeconds: number | null;
}[] = [
  {id: 'late', deliveries: 1, firstAfterSeconds: 300},
  {id: 'duplicate', deliveries: 2, firstAfterSeconds: 0},
  {id: 'missing', deliveries: 0, firstAfterSeconds: null},
];
