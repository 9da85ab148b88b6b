import React, {type ReactNode} from 'react';
import {countryName} from '@site/src/features/coverage/data/countryName';
import {toMinorUnits} from '@site/src/features/coverage/data/markets';
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

/** A table's column headings and its rows, each row a key and its cells. */
type Cases = {columns: ReactNode[]; rows: [key: string, cells: ReactNode[]][]};

const FAILURE_CODE = <code>failureCode</code>;

const TABLES: Record<SandboxCaseKind, () => Cases> = {
  payments: () => ({
    columns: [COPY.lastDigit, COPY.outcome, FAILURE_CODE, COPY.webhooks],
    rows: SANDBOX_OUTCOMES.map((outcome) => [
      outcome.digit,
      [outcome.digit, COPY.outcomeNames[outcome.digit], <Code>{String(outcome.failureCode)}</Code>, codes(eventTypesOf(outcome))],
    ]),
  }),
  carrierBilling: () => {
    const first = CARRIER_BILLING_DIGITS[0]!;
    const last = CARRIER_BILLING_DIGITS[CARRIER_BILLING_DIGITS.length - 1]!;
    return {
      columns: [COPY.country, COPY.operator, COPY.numbers],
      rows: CARRIER_BILLING_NUMBERS.map(({market, operator, prefix}) => [
        market,
        [countryName(market), operator, COPY.range(<Code>{`${prefix}${first}`}</Code>, <Code>{`${prefix}${last}`}</Code>)],
      ]),
    };
  },
  payouts: () => ({
    columns: [COPY.outcome, COPY.trigger, COPY.answer, FAILURE_CODE, COPY.webhooks, COPY.recipientCheck],
    rows: PAYOUT_CASES.map((entry) => [
      entry.id,
      [
        COPY.payoutCases[entry.id],
        'digit' in entry.trigger
          ? COPY.byDigit(entry.trigger.digit)
          : 'accountName' in entry.trigger
            ? COPY.byAccountName(<Code>{entry.trigger.accountName}</Code>)
            : COPY.byAmount(entry.trigger.amount, <Code>{`amount: ${toMinorUnits(entry.trigger.amount, 'KES')}`}</Code>, <Code>{`amount: ${toMinorUnits(entry.trigger.amount, 'XOF')}`}</Code>),
        <Code>{entry.answer === 402 ? '402 insufficient_balance' : `${entry.answer} pending → ${entry.status}`}</Code>,
        codes([entry.failureCode]),
        codes(entry.events),
        entry.lookup ? codes([entry.lookup.status, entry.lookup.nameMatch && `nameMatch: ${entry.lookup.nameMatch}`]) : COPY.none,
      ],
    ]),
  }),
  refunds: () => ({
    columns: [COPY.outcome, COPY.trigger, COPY.answer, FAILURE_CODE, COPY.webhooks],
    rows: REFUND_CASES.map((entry) => [
      entry.id,
      [
        COPY.refundCases[entry.id],
        entry.trigger === 'moreThanLeft' ? COPY.moreThanLeft(<code>amountRefunded</code>) : COPY.paymentFrom(entry.trigger.digit),
        <Code>{entry.errorCode ? `${entry.answer} ${entry.errorCode}` : `${entry.answer} pending → ${entry.status}`}</Code>,
        codes([entry.failureCode]),
        codes(entry.events),
      ],
    ]),
  }),
  otp: () => ({
    columns: [COPY.outcome, COPY.codeTyped, <code>status</code>],
    rows: OTP_CASES.map((entry) => [entry.id, [COPY.otpCases[entry.id], <Code>{entry.code}</Code>, <Code>{entry.status}</Code>]]),
  }),
  sms: () => ({
    columns: [COPY.lastDigit, COPY.numbers, <code>status</code>, <code>errorCode</code>, COPY.webhook],
    rows: SMS_CASES.map((entry) => [
      entry.digit,
      [entry.digit, codes(SMS_TEST_PREFIXES.map(({prefix}) => `${prefix}${entry.digit}`)), <Code>{entry.status}</Code>, codes([entry.errorCode]), <Code>{entry.event}</Code>],
    ]),
  }),
  webhooks: () => ({
    columns: [COPY.whatArrives, COPY.request],
    rows: WEBHOOK_CASES.map((entry) => [entry.id, [COPY.webhookCases[entry.id], COPY.withMetadata(<Code>{JSON.stringify({[WEBHOOK_CASE_KEY]: entry.id})}</Code>)]]),
  }),
};

/**
 * One of the sandbox page's tables of cases (docs/sandbox.mdx and its French twin): mobile money
 * payments by the last digit of their test number (the lab's outcomes), carrier billing's numbers,
 * payouts and their recipient checks, refunds, one-time codes, SMS delivery reports and webhook
 * deliveries, all from one data module (src/features/coverage/data/sandboxOutcomes.ts), as the
 * payment-lifecycle lab is. Rendered at build time.
 */
export default function SandboxOutcomes({kind = 'payments'}: {kind?: SandboxCaseKind}): ReactNode {
  const {columns, rows} = TABLES[kind]();
  return (
    <ScrollableTable data-outcomes={kind}>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, cells]) => (
          <tr key={key}>
            {cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
