import {translate} from '@docusaurus/Translate';
import type {FailureCode} from '@site/src/features/coverage/data/sandboxOutcomes';

/* The sandbox's mobile money outcomes (the sandbox page's table, the payment-lifecycle lab). Imported as a namespace (`import * as COPY`). */

export const lastDigit = translate({id: 'sandboxOutcomes.lastDigit', message: 'Last digit'});
export const outcome = translate({id: 'sandboxOutcomes.outcome', message: 'Outcome'});
export const webhook = translate({id: 'sandboxOutcomes.webhook', message: 'Webhook'});

/** An outcome's name, by its failureCode (`success` for none). */
export const outcomeNames: Record<FailureCode | 'success', string> = {
  success: translate({id: 'sandboxOutcomes.success', message: 'Success'}),
  insufficient_funds: translate({id: 'sandboxOutcomes.insufficientFunds', message: 'Insufficient funds'}),
  timeout: translate({id: 'sandboxOutcomes.timeout', message: 'Timeout'}),
  rejected_by_customer: translate({id: 'sandboxOutcomes.rejectedByCustomer', message: 'Rejected by customer'}),
  wallet_unavailable: translate({id: 'sandboxOutcomes.walletUnavailable', message: 'Wallet unavailable'}),
  invalid_number: translate({id: 'sandboxOutcomes.invalidNumber', message: 'Invalid number'}),
};
