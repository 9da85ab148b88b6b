import React, {type ReactNode} from 'react';
import {countryName} from '@site/src/features/coverage/data/countryName';
import {
  CARRIER_BILLING_DIGITS,
  CARRIER_BILLING_NUMBERS,
  eventTypesOf,
  OTP_CASES,
  PAYOUT_CASES,
  REFUND_CASES,
  SANDBOX_OUTCOMES,
  SMS_CASES,
  SMS_TEST_PREFIXES,
  WEBHOOK_CASE_KEY,
  WEBHOOK_CASES,
} from '@site/src/features/coverage/data/sandboxOutcomes';
import ScrollableTable from '@site/src/ui/ScrollableTable';
import * as COPY from './copy';

/** The sandbox's kinds of cases, one table each. */
export type SandboxCaseKind = 'payments' | 'carrierBilling' | 'payouts' | 'refunds' | 'otp' | 'sms' | 'webhooks';

const Code = ({children}: {children: ReactNode}) => <code>{children}</code>;
/** A list of codes, or "None". */
const codes = (values: readonly (string | null)[]): ReactNode => {
  const shown = values.filter((value): value is string => value !== null);
  return shown.length ? shown.map((value, i) => <React.Fragment key={value}>{i > 0 && ', '}<Code>{value}</Code></React.Fragment>) : COPY.none;
};

function Payments(): ReactNode {
  return (
    <>
      <thead>
        <tr>
          <th>{COPY.lastDigit}</th>
          <th>{COPY.outcome}</th>
          <th>
            <code>failureCode</code>
          </th>
          <th>{COPY.webhooks}</th>
        </tr>
      </thead>
      <tbody>
        {SANDBOX_OUTCOMES.map((outcome) => (
          <tr key={outcome.digit}>
            <td>{outcome.digit}</td>
            <td>{COPY.outcomeNames[outcome.digit]}</td>
            <td>
              <code>{String(outcome.failureCode)}</code>
            </td>
            <td>{codes(eventTypesOf(outcome))}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function CarrierBilling(): ReactNode {
  const first = CARRIER_BILLING_DIGITS[0]!;
  const last = CARRIER_BILLING_DIGITS[CARRIER_BILLING_DIGITS.length - 1]!;
  return (
    <>
      <thead>
        <tr>
          <th>{COPY.country}</th>
          <th>{COPY.operator}</th>
          <th>{COPY.numbers}</th>
        </tr>
      </thead>
      <tbody>
        {CARRIER_BILLING_NUMBERS.map(({market, operator, prefix}) => (
          <tr key={market}>
            <td>{countryName(market)}</td>
            <td>{operator}</td>
            <td>{COPY.range(<Code>{`${prefix}${first}`}</Code>, <Code>{`${prefix}${last}`}</Code>)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function Payouts(): ReactNode {
  return (
    <>
      <thead>
        <tr>
          <th>{COPY.outcome}</th>
          <th>{COPY.trigger}</th>
          <th>{COPY.answer}</th>
          <th>
            <code>failureCode</code>
          </th>
          <th>{COPY.webhooks}</th>
          <th>{COPY.recipientCheck}</th>
        </tr>
      </thead>
      <tbody>
        {PAYOUT_CASES.map((entry) => (
          <tr key={entry.id}>
            <td>{COPY.payoutCases[entry.id]}</td>
            <td>
              {'digit' in entry.trigger
                ? COPY.byDigit(entry.trigger.digit)
                : 'accountName' in entry.trigger
                  ? COPY.byAccountName(<Code>{entry.trigger.accountName}</Code>)
                  : COPY.byAmount(entry.trigger.amount)}
            </td>
            <td>
              <Code>{entry.answer === 402 ? '402 insufficient_balance' : `${entry.answer} pending → ${entry.status}`}</Code>
            </td>
            <td>{codes([entry.failureCode])}</td>
            <td>{codes(entry.events)}</td>
            <td>{entry.lookup ? codes([entry.lookup.status, entry.lookup.nameMatch && `nameMatch: ${entry.lookup.nameMatch}`]) : COPY.none}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function Refunds(): ReactNode {
  return (
    <>
      <thead>
        <tr>
          <th>{COPY.outcome}</th>
          <th>{COPY.trigger}</th>
          <th>{COPY.answer}</th>
          <th>
            <code>failureCode</code>
          </th>
          <th>{COPY.webhooks}</th>
        </tr>
      </thead>
      <tbody>
        {REFUND_CASES.map((entry) => (
          <tr key={entry.id}>
            <td>{COPY.refundCases[entry.id]}</td>
            <td>{entry.trigger === 'moreThanLeft' ? COPY.moreThanLeft(<Code>amountRefunded</Code>) : COPY.paymentFrom(entry.trigger.digit)}</td>
            <td>
              <Code>{entry.errorCode ? `${entry.answer} ${entry.errorCode}` : `${entry.answer} pending → ${entry.status}`}</Code>
            </td>
            <td>{codes([entry.failureCode])}</td>
            <td>{codes(entry.events)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function Otp(): ReactNode {
  return (
    <>
      <thead>
        <tr>
          <th>{COPY.outcome}</th>
          <th>{COPY.codeTyped}</th>
          <th>
            <code>status</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {OTP_CASES.map((entry) => (
          <tr key={entry.id}>
            <td>{COPY.otpCases[entry.id]}</td>
            <td>
              <Code>{entry.code}</Code>
            </td>
            <td>
              <Code>{entry.status}</Code>
            </td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function Sms(): ReactNode {
  return (
    <>
      <thead>
        <tr>
          <th>{COPY.lastDigit}</th>
          <th>{COPY.numbers}</th>
          <th>
            <code>status</code>
          </th>
          <th>
            <code>errorCode</code>
          </th>
          <th>{COPY.webhook}</th>
        </tr>
      </thead>
      <tbody>
        {SMS_CASES.map((entry) => (
          <tr key={entry.digit}>
            <td>{entry.digit}</td>
            <td>
              {SMS_TEST_PREFIXES.map(({prefix}, i) => (
                <React.Fragment key={prefix}>
                  {i > 0 && ', '}
                  <Code>{`${prefix}${entry.digit}`}</Code>
                </React.Fragment>
              ))}
            </td>
            <td>
              <Code>{entry.status}</Code>
            </td>
            <td>{codes([entry.errorCode])}</td>
            <td>
              <Code>{entry.event}</Code>
            </td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function Webhooks(): ReactNode {
  return (
    <>
      <thead>
        <tr>
          <th>{COPY.whatArrives}</th>
          <th>{COPY.request}</th>
        </tr>
      </thead>
      <tbody>
        {WEBHOOK_CASES.map((entry) => (
          <tr key={entry.id}>
            <td>{COPY.webhookCases[entry.id]}</td>
            <td>{COPY.withMetadata(<Code>{JSON.stringify({[WEBHOOK_CASE_KEY]: entry.id})}</Code>)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

const TABLES: Record<SandboxCaseKind, () => ReactNode> = {payments: Payments, carrierBilling: CarrierBilling, payouts: Payouts, refunds: Refunds, otp: Otp, sms: Sms, webhooks: Webhooks};

/**
 * One of the sandbox page's tables of cases (docs/sandbox.mdx and its French twin): mobile money
 * payments by the last digit of their test number (the lab's outcomes), carrier billing's numbers,
 * payouts and their recipient checks, refunds, one-time codes, SMS delivery reports and webhook
 * deliveries, all from one data module (src/features/coverage/data/sandboxOutcomes.ts), as the
 * payment-lifecycle lab is. Rendered at build time.
 */
export default function SandboxOutcomes({kind = 'payments'}: {kind?: SandboxCaseKind}): ReactNode {
  const Table = TABLES[kind];
  return (
    <ScrollableTable data-outcomes={kind}>
      <Table />
    </ScrollableTable>
  );
}
