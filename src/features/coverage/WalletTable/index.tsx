import React, {type ReactNode} from 'react';
import {MARKET_LIST, WALLET_IDS, walletEverywhere, type WalletId} from '@site/src/features/coverage/data/markets';
import {compareMarkets, countryName} from '@site/src/features/coverage/data/countryName';
import {walletLabel} from '@site/src/features/coverage/data/walletLabel';
import {formatList} from '@site/src/format/list';
import ScrollableTable from '@site/src/ui/ScrollableTable';
import * as COPY from './copy';
import styles from './styles.module.css';

interface WalletRow {
  id: WalletId;
  name: string;
  /** The countries it works in, named in the page's language, in its alphabetical order. */
  countries: string[];
}

/** Wallet names (Latin-script brands) in alphabetical order without `localeCompare`: see compareMarkets. */
const byName = (a: WalletRow, b: WalletRow) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x === y ? 0 : x < y ? -1 : 1;
};

/** Every wallet the API takes, with the countries it works in, the most widespread first, then by name. */
export function walletRows(): WalletRow[] {
  const rows = WALLET_IDS.map((id): WalletRow => {
    const countries = MARKET_LIST.filter((market) => market.wallets.includes(id))
      .map((market) => market.code)
      .sort(compareMarkets)
      .map(countryName);
    return {id, name: walletLabel(walletEverywhere(id)), countries};
  });
  return rows.sort((a, b) => b.countries.length - a.countries.length || byName(a, b));
}

/**
 * The mobile money guide's wallet table (docs/guides/mobile-money.mdx and
 * its French twin): each `wallet` value the API takes
 * (src/features/coverage/data/markets.ts, whose list the contract's enum
 * equals), its wallet's name and the countries it works in, named in the
 * page's language, the wallets of the most countries first. Rendered at build
 * time, like the Markdown table it replaces.
 */
export default function WalletTable(): ReactNode {
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th>{COPY.wallet}</th>
          <th>{COPY.valueOf(<code>wallet</code>)}</th>
          <th>{COPY.countries}</th>
        </tr>
      </thead>
      <tbody>
        {walletRows().map((row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td>
              <code>{row.id}</code>
            </td>
            <td>{formatList(row.countries)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
