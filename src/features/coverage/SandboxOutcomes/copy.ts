import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import type {OutcomeDigit, OTP_CASES, PAYOUT_CASES, REFUND_CASES, WEBHOOK_CASES} from '@site/src/features/coverage/data/sandboxOutcomes';

/* The sandbox's cases (the sandbox page's tables, the payment-lifecycle lab). Imported as a namespace (`import * as COPY`). */

export const lastDigit = translate({id: 'sandboxOutcomes.lastDigit', message: 'Last digit'});
export const outcome = translate({id: 'sandboxOutcomes.outcome', message: 'Outcome'});
export const webhook = translate({id: 'sandboxOutcomes.webhook', message: 'Webhook'});
export const webhooks = translate({id: 'sandboxOutcomes.webhooks', message: 'Webhooks'});
export const country = translate({id: 'sandboxOutcomes.country', message: 'Country'});
export const operator = translate({id: 'sandboxOutcomes.operator', message: 'Operator'});
export const numbers = translate({id: 'sandboxOutcomes.numbers', message: 'Numbers'});
export const trigger = translate({id: 'sandboxOutcomes.trigger', message: 'How to get it'});
export const answer = translate({id: 'sandboxOutcomes.answer', message: 'Answer'});
export const recipientCheck = translate({id: 'sandboxOutcomes.recipientCheck', message: 'Recipient check'});
export const codeTyped = translate({id: 'sandboxOutcomes.codeTyped', message: 'Code typed'});
export const request = translate({id: 'sandboxOutcomes.request', message: 'Ask for it with'});
export const whatArrives = translate({id: 'sandboxOutcomes.whatArrives', message: 'What your endpoint receives'});
export const none = translate({id: 'sandboxOutcomes.none', message: 'None'});

/** A mobile money or carrier billing outcome's name, by the last digit of its test number. */
export const outcomeNames: Record<OutcomeDigit, string> = {
  '1': translate({id: 'sandboxOutcomes.success', message: 'Success'}),
  '2': translate({id: 'sandboxOutcomes.insufficientFunds', message: 'Insufficient funds'}),
  '3': translate({id: 'sandboxOutcomes.timeout', message: 'Timeout'}),
  '4': translate({id: 'sandboxOutcomes.rejectedByCustomer', message: 'Rejected by customer'}),
  '5': translate({id: 'sandboxOutcomes.walletUnavailable', message: 'Wallet unavailable'}),
  '6': translate({id: 'sandboxOutcomes.invalidNumber', message: 'Invalid number'}),
  '7': translate({id: 'sandboxOutcomes.reversed', message: 'Success, then reversed by the operator after a minute'}),
  '8': translate({id: 'sandboxOutcomes.refundsFail', message: 'Success; its refunds fail (wallet closed since)'}),
};

/** A range of test numbers (elements): "`+254722000001` to `+254722000004`". */
export function range(first: ReactNode, last: ReactNode): ReactNode {
  return interpolate(translate({id: 'sandboxOutcomes.range', message: '{first} to {last}'}), {first, last});
}

type PayoutCase = (typeof PAYOUT_CASES)[number]['id'];
export const payoutCases: Record<PayoutCase, string> = {
  succeeded: translate({id: 'sandboxOutcomes.payout.succeeded', message: 'Paid'}),
  nameMismatch: translate({id: 'sandboxOutcomes.payout.nameMismatch', message: 'Name mismatch: the holder is someone else'}),
  insufficientBalance: translate({id: 'sandboxOutcomes.payout.insufficientBalance', message: 'Insufficient balance: nothing is created'}),
  walletUnavailable: translate({id: 'sandboxOutcomes.payout.walletUnavailable', message: 'Wallet unavailable'}),
  invalidAccount: translate({id: 'sandboxOutcomes.payout.invalidAccount', message: 'No such wallet'}),
  reversed: translate({id: 'sandboxOutcomes.payout.reversed', message: 'Paid, then sent back by the wallet after a minute'}),
};
/** How to trigger a payout case (elements). */
export const byDigit = (digit: ReactNode): ReactNode => interpolate(translate({id: 'sandboxOutcomes.byDigit', message: 'A test number ending in {digit}'}), {digit});
export const byAccountName = (name: ReactNode): ReactNode => interpolate(translate({id: 'sandboxOutcomes.byAccountName', message: 'Any test number, with accountName {name}'}), {name});
/** The amount that triggers a case, in the currency's main unit, with `amount` as sent in KES and in XOF (elements). */
export const byAmount = (amount: ReactNode, kes: ReactNode, xof: ReactNode): ReactNode =>
  interpolate(translate({id: 'sandboxOutcomes.byAmount', message: '{amount} in the currency’s main unit: {kes} in KES, {xof} in XOF'}), {amount, kes, xof});

type RefundCase = (typeof REFUND_CASES)[number]['id'];
export const refundCases: Record<RefundCase, string> = {
  succeeded: translate({id: 'sandboxOutcomes.refund.succeeded', message: 'Refunded'}),
  failed: translate({id: 'sandboxOutcomes.refund.failed', message: 'Refused: the wallet that paid is closed'}),
  tooMuch: translate({id: 'sandboxOutcomes.refund.tooMuch', message: 'More than what is left to refund: nothing is created'}),
};
export const paymentFrom = (digit: ReactNode): ReactNode => interpolate(translate({id: 'sandboxOutcomes.paymentFrom', message: 'Refund a payment from a test number ending in {digit}'}), {digit});
export const moreThanLeft = (field: ReactNode): ReactNode => interpolate(translate({id: 'sandboxOutcomes.moreThanLeft', message: 'Ask for more than amount minus {field}'}), {field});

type OtpCase = (typeof OTP_CASES)[number]['id'];
export const otpCases: Record<OtpCase, string> = {
  right: translate({id: 'sandboxOutcomes.otp.right', message: 'The sandbox code: verified (once)'}),
  wrong: translate({id: 'sandboxOutcomes.otp.wrong', message: 'Any other code: one attempt fewer'}),
  lastAttempt: translate({id: 'sandboxOutcomes.otp.lastAttempt', message: 'A wrong code on the last attempt: the code is spent'}),
  expired: translate({id: 'sandboxOutcomes.otp.expired', message: 'The sandbox code after expiresIn seconds: too late'}),
};

type WebhookCase = (typeof WEBHOOK_CASES)[number]['id'];
export const webhookCases: Record<WebhookCase, string> = {
  late: translate({id: 'sandboxOutcomes.webhook.late', message: 'Late: the event arrives five minutes after the status changed, as a retried delivery does'}),
  duplicate: translate({id: 'sandboxOutcomes.webhook.duplicate', message: 'Duplicated: the same event, with the same id, arrives twice'}),
  missing: translate({id: 'sandboxOutcomes.webhook.missing', message: 'Missing: the event is never delivered by itself; list it with GET /v1/events, then have it sent again (resendEvent)'}),
};
export const withMetadata = (metadata: ReactNode): ReactNode => interpolate(translate({id: 'sandboxOutcomes.withMetadata', message: 'Create the payment, refund or payout with {metadata}'}), {metadata});
