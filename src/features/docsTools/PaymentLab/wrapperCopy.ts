import {translate} from '@docusaurus/Translate';
import {formatInteger} from '@site/src/format/number';
import {NO_ANSWER_SECONDS} from '@site/src/features/coverage/data/sandboxOutcomes';

/** What the lab's placeholder says (with the page; the lab's own words load with it, ./copy.ts). */
export const LAB_WRAPPER_COPY = {
  /** Without JavaScript: the lifecycle the lab plays, as text. */
  noScript: translate(
    {
      id: 'paymentLab.noScript',
      message:
        'The lab plays in your browser and needs JavaScript. What it shows: your request creates the payment as pending; the customer’s phone shows the wallet’s prompt (unless the wallet refuses the number); the payment reaches its final status and a signed webhook, payment.succeeded or payment.failed, arrives within seconds, or after about {noAnswer} s when the customer never answers. Until then the payment stays pending: look it up rather than failing the order on a timer of your own.',
    },
    {noAnswer: formatInteger(NO_ANSWER_SECONDS)},
  ),
};
