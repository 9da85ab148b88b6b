import React, {type ReactNode} from 'react';
import {eventTypeOf, SANDBOX_OUTCOMES} from '@site/src/features/coverage/data/sandboxOutcomes';
import ScrollableTable from '@site/src/ui/ScrollableTable';
import * as COPY from './copy';

/**
 * The sandbox page's outcome table (docs/sandbox.mdx): what a mobile money
 * test payment does by the last digit of its number, from the same data as
 * the payment-lifecycle lab (src/features/coverage/data/sandboxOutcomes.ts).
 * Rendered at build time, like the Markdown table it replaces.
 */
export default function SandboxOutcomes(): ReactNode {
  return (
    <ScrollableTable data-outcomes="">
      <thead>
        <tr>
          <th>{COPY.lastDigit}</th>
          <th>{COPY.outcome}</th>
          <th>
            <code>failureCode</code>
          </th>
          <th>{COPY.webhook}</th>
        </tr>
      </thead>
      <tbody>
        {SANDBOX_OUTCOMES.map((outcome) => (
          <tr key={outcome.digit}>
            <td>{outcome.digit}</td>
            <td>{COPY.outcomeNames[outcome.failureCode ?? 'success']}</td>
            <td>
              <code>{String(outcome.failureCode)}</code>
            </td>
            <td>
              <code>{eventTypeOf(outcome)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
