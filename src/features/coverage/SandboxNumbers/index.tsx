import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {countryName} from '@site/src/features/coverage/data/countryName';
import {currenciesOf, MARKET_LIST, walletsOf} from '@site/src/features/coverage/data/markets';
import {sandboxNumbersAnchor} from '@site/src/features/coverage/data/route';
import {testNumberRange} from '@site/src/features/coverage/data/sandboxNumbers';
import {walletLabel} from '@site/src/features/coverage/data/walletLabel';
import ScrollableTable from '@site/src/ui/ScrollableTable';
import * as COPY from './copy';

/**
 * The sandbox page's mobile money test numbers (docs/sandbox.mdx): for each
 * market with mobile money, in the coverage data's order, a heading with the
 * country's name in the page's language and its currencies ("Kenya (KES)"),
 * whose id the coverage page links to (`test-numbers-ke`), then a table of its
 * wallets, their `wallet` values and their numbers
 * (src/features/coverage/data/sandboxNumbers.ts). Rendered at build time, like
 * the Markdown tables it replaces.
 */
export default function SandboxNumbers(): ReactNode {
  return MARKET_LIST.filter((market) => market.wallets.length > 0).map((market) => {
    const name = countryName(market.code);
    return (
      <React.Fragment key={market.code}>
        <Heading as="h3" id={sandboxNumbersAnchor(market)}>
          {`${name} (${currenciesOf(market)
            .map((currency) => currency.code)
            .join(', ')})`}
        </Heading>
        <ScrollableTable data-market={market.code}>
          <thead>
            <tr>
              <th>{COPY.wallet}</th>
              <th>
                <code>wallet</code>
              </th>
              <th>{COPY.testNumbers}</th>
            </tr>
          </thead>
          <tbody>
            {walletsOf(market).map((wallet) => {
              const numbers = testNumberRange(market.code, wallet.value);
              if (!numbers) throw new Error(`No sandbox test numbers for ${wallet.value} in ${market.code} (src/features/coverage/data/sandboxNumbers.ts).`);
              return (
                <tr key={wallet.value}>
                  <td>{walletLabel(wallet)}</td>
                  <td>
                    <code>{wallet.value}</code>
                  </td>
                  <td>{COPY.range(<code>{numbers.first}</code>, <code>{numbers.last}</code>)}</td>
                </tr>
              );
            })}
          </tbody>
        </ScrollableTable>
      </React.Fragment>
    );
  });
}
