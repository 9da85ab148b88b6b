import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import {formatInteger} from '@site/src/format/number';
import type {FailureCode} from '@site/src/features/coverage/data/sandboxOutcomes';
import type {LabStepKind} from './lifecycle';

/* The payment-lifecycle lab's words (they load with it). */

const seconds = (count: number) => formatInteger(count);

export const LAB_COPY = {
  label: translate({id: 'paymentLab.label', message: 'Payment lifecycle lab'}),
  privacy: translate({id: 'paymentLab.privacy', message: 'The lab runs in your browser: it sends nothing, and no payment is made.'}),
  market: translate({id: 'paymentLab.market', message: 'Market'}),
  wallet: translate({id: 'paymentLab.wallet', message: 'Wallet'}),
  outcome: translate({id: 'paymentLab.outcome', message: 'Outcome'}),
  outcomeOption: (digit: string, name: string) => translate({id: 'paymentLab.outcomeOption', message: '{name} (number ending in {digit})'}, {name, digit}),
  testNumber: (number: ReactNode) => interpolate(translate({id: 'paymentLab.testNumber', message: 'Test number: {number}'}), {number}),
  play: translate({id: 'paymentLab.play', message: 'Play the payment'}),
  playAgain: translate({id: 'paymentLab.playAgain', message: 'Play again'}),
  showAll: translate({id: 'paymentLab.showAll', message: 'Show every step'}),
  timeline: translate({id: 'paymentLab.timeline', message: 'Timeline of the payment'}),
  at: (count: number) => (count === 0 ? translate({id: 'paymentLab.atStart', message: 'At once'}) : translate({id: 'paymentLab.at', message: 'After {seconds} s'}, {seconds: seconds(count)})),
  status: (status: ReactNode) => interpolate(translate({id: 'paymentLab.status', message: 'Status: {status}'}), {status}),
  whatToDo: translate({id: 'paymentLab.whatToDo', message: 'What your integration does'}),
  code: translate({id: 'paymentLab.code', message: 'The code for this step'}),
  stepTitles: {
    request: translate({id: 'paymentLab.step.request', message: 'Your server requests the payment'}),
    prompt: (wallet: string) => translate({id: 'paymentLab.step.prompt', message: 'The customer’s phone shows the {wallet} prompt'}, {wallet}),
    refused: (wallet: string) => translate({id: 'paymentLab.step.refused', message: '{wallet} refuses the request: no prompt reaches the customer'}, {wallet}),
    'no-answer': translate({id: 'paymentLab.step.noAnswer', message: 'No answer yet: the payment is still pending'}),
    webhook: (event: ReactNode) => interpolate(translate({id: 'paymentLab.step.webhook', message: 'The webhook arrives: {event}'}), {event}),
    reversal: (event: ReactNode) => interpolate(translate({id: 'paymentLab.step.reversal', message: 'The operator sends the money back: {event}'}), {event}),
  },
  advice: {
    request: translate({
      id: 'paymentLab.advice.request',
      message:
        'Send an Idempotency-Key header and keep it with the order: if the request times out or the connection drops, send it again with the same key, and the API creates the payment only once. Store the payment’s id, and ask the customer to approve the payment on their phone. The answer says pending: the order is not paid yet.',
    }),
    prompt: translate({
      id: 'paymentLab.advice.prompt',
      message: 'Nothing to do: the customer approves with their PIN, on their phone. Do not mark the order paid or failed now; the webhook tells you the outcome.',
    }),
    refused: translate({id: 'paymentLab.advice.refused', message: 'Nothing to do yet: the webhook follows within seconds, with the reason.'}),
    'no-answer': (after: number, giveUp: number) =>
      translate(
        {
          id: 'paymentLab.advice.noAnswer',
          message:
            'This is where integrations break. Do not fail the order on a timer of your own: the payment stays pending until the API says otherwise. With no webhook after {after} s, look the payment up by its id, and keep waiting while it is pending or processing. The sandbox gives up after {giveUp} s, as the operators do.',
        },
        {after: seconds(after), giveUp: seconds(giveUp)},
      ),
    webhook: translate({
      id: 'paymentLab.advice.webhook',
      message:
        'Verify the Signature header against the raw body with your webhook secret, skip an event id you have already handled (a delivery can be retried), answer 2xx within 10 seconds, then update the order.',
    }),
    reversal: translate({
      id: 'paymentLab.advice.reversal',
      message: 'Verify and acknowledge it like any event. The payment is reversed: the money went back to the customer, so hold what the order gave until they pay again.',
    }),
  } satisfies Record<LabStepKind, unknown>,
  outcomeAdvice: {
    success: translate({id: 'paymentLab.outcomeAdvice.success', message: 'The payment succeeded: mark the order paid and fulfil it.'}),
    insufficient_funds: translate({id: 'paymentLab.outcomeAdvice.insufficientFunds', message: 'The balance is too low: tell the customer. A new attempt is a new payment, with a new Idempotency-Key and reference.'}),
    timeout: translate({id: 'paymentLab.outcomeAdvice.timeout', message: 'The customer did not answer in time: offer to try again, with a new payment.'}),
    rejected_by_customer: translate({id: 'paymentLab.outcomeAdvice.rejectedByCustomer', message: 'The customer declined: do not try again on your own.'}),
    wallet_unavailable: translate({id: 'paymentLab.outcomeAdvice.walletUnavailable', message: 'The wallet is unavailable: offer another wallet, or to try again later.'}),
    invalid_number: translate({id: 'paymentLab.outcomeAdvice.invalidNumber', message: 'The number has no wallet: ask the customer to check it.'}),
    reversed_by_operator: translate({id: 'paymentLab.outcomeAdvice.reversedByOperator', message: 'A succeeded payment can still be reversed by its operator: act on this event as on a failure that comes late.'}),
    refundsFail: translate({id: 'paymentLab.outcomeAdvice.refundsFail', message: 'The payment succeeded: mark the order paid. A refund of it will fail (invalid_account): try one to see the refund.failed event.'}),
  } satisfies Record<FailureCode | 'success' | 'refundsFail', string>,
  request: translate({id: 'paymentLab.request', message: 'The request'}),
  signedWebhook: translate({id: 'paymentLab.signedWebhook', message: 'The webhook as your endpoint receives it'}),
  signedWith: (secret: ReactNode) =>
    interpolate(translate({id: 'paymentLab.signedWith', message: 'Signed with the example secret of the webhooks guide, {secret}: paste the header and the body into the signature checker to verify them.'}), {secret}),
  links: {
    idempotency: translate({id: 'paymentLab.link.idempotency', message: 'Idempotency keys'}),
    verify: translate({id: 'paymentLab.link.verify', message: 'Verification code in your language'}),
    retries: translate({id: 'paymentLab.link.retries', message: 'Acknowledge events and handle retries'}),
    failures: translate({id: 'paymentLab.link.failures', message: 'Payment failure codes'}),
  },
};
