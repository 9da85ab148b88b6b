import React, {type ReactNode} from 'react';
import {MARKET_LIST, WALLET_IDS, WALLETS, walletEverywhere, type WalletId} from '@site/src/features/coverage/data/markets';
import {countryName} from '@site/src/features/coverage/data/countryName';
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

/** Every wallet the API takes, with the countries it works in, the most widespread first. */
function walletRows(): WalletRow[] {
  const rows = WALLET_IDS.map((id): WalletRow => {
    const countries = MARKET_LIST.filter((market) => market.wallets.includes(id)).map((market) => countryName(market.code));
    const {aliasOf} = WALLETS[id] as {aliasOf?: WalletId};
    const name = aliasOf ? COPY.aliasName(WALLETS[id].name, WALLETS[aliasOf].name) : walletLabel(walletEverywhere(id));
    return {id, name, countries: countries.sort((a, b) => a.localeCompare(b))};
  });
  return rows.sort((a, b) => b.countries.length - a.countries.length || a.name.localeCompare(b.name));
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
