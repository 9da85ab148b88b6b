import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {currenciesOf, MARKET_PRODUCTS, walletEverywhere, walletsOf, WALLET_IDS, type Market, type MarketCode, type MarketProduct, type WalletId} from '@site/src/features/coverage/data/markets';
import type {CoverageFilter} from '@site/src/features/coverage/data/filter';
import {COVERAGE_QUERY_MAX_LENGTH} from '@site/src/features/coverage/data/route';
import {COVERAGE_COPY} from '@site/src/features/coverage/data/page';
import {walletLabel} from '@site/src/features/coverage/data/walletLabel';
import {PRODUCT_NAMES} from '@site/src/data/products/names';
import ScrollingTable from '@site/src/ui/ScrollingTable';
import styles from './styles.module.css';

const COPY = COVERAGE_COPY;
/** The wallets offered in the filter: every wallet the API takes, by its one value. */
const WALLET_CHOICES = WALLET_IDS;

interface Props {
  names: Record<MarketCode, string>;
  /** Every market, in the order of the table. */
  total: number;
  /** The markets the filter keeps, in the order of the table. */
  shown: readonly Market[];
  filter: CoverageFilter;
  onFilter: (next: CoverageFilter) => void;
}

function Availability({available}: {available: boolean}): ReactNode {
  return available ? (
    <span className={styles.yes}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{COPY.table.available}</span>
    </span>
  ) : (
    <span className={styles.no}>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{COPY.table.unavailable}</span>
    </span>
  );
}

/**
 * The markets as a table (currency, wallets, and a column per product), with
 * filters by product and wallet and a search by country, kept in the address.
 * Without JavaScript the filters are hidden and the whole table shows.
 */
export default function MarketFinder({names, total, shown, filter, onFilter}: Props): ReactNode {
  const id = useId();
  // The search field keeps what is typed (spaces included); the address keeps it trimmed.
  // When the address changes otherwise (a shared link, "Clear filters", Back), the field follows it.
  const [text, setText] = useState(filter.query ?? '');
  const [addressQuery, setAddressQuery] = useState(filter.query);
  if (addressQuery !== filter.query) {
    setAddressQuery(filter.query);
    if (text.trim() !== (filter.query ?? '')) setText(filter.query ?? '');
  }
  const active = Boolean(filter.product || filter.wallet || filter.query);
  return (
    <div>
      {/* Not a form: the filters act as they change, and nothing is ever sent. */}
      <div className={`${styles.filters} js-only`} role="search" aria-label={COPY.filters.label}>
        <div className={styles.field}>
          <label htmlFor={`${id}-product`}>{COPY.filters.product}</label>
          <select
            id={`${id}-product`}
            value={filter.product ?? ''}
            onChange={(event) => onFilter({...filter, product: (event.target.value || undefined) as MarketProduct | undefined})}>
            <option value="">{COPY.filters.anyProduct}</option>
            {MARKET_PRODUCTS.map((product) => (
              <option key={product} value={product}>
                {PRODUCT_NAMES[product]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-wallet`}>{COPY.filters.wallet}</label>
          <select
            id={`${id}-wallet`}
            value={filter.wallet ?? ''}
            onChange={(event) => onFilter({...filter, wallet: (event.target.value || undefined) as WalletId | undefined})}>
            <option value="">{COPY.filters.anyWallet}</option>
            {WALLET_CHOICES.map((wallet) => (
              <option key={wallet} value={wallet}>
                {walletLabel(walletEverywhere(wallet))}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-search`}>{COPY.filters.search}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            maxLength={COVERAGE_QUERY_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={`${id}-search-hint`}
            onChange={(event) => {
              setText(event.target.value);
              onFilter({...filter, query: event.target.value.trim() || undefined});
            }}
          />
          <span id={`${id}-search-hint`} className={styles.hint}>
            {COPY.filters.searchHint}
          </span>
        </div>
        {active && (
          <button type="button" className={`button button--secondary button--sm ${styles.clear}`} onClick={() => onFilter({})}>
            {COPY.filters.clear}
          </button>
        )}
      </div>
      <p className={styles.count} role="status">
        {shown.length ? COPY.filters.showing(shown.length, total) : COPY.filters.none(total)}
      </p>
      <ScrollingTable labelledBy={`${id}-caption`} className={styles.table}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {COPY.table.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.country}>
              {COPY.table.country}
            </th>
            <th scope="col">{COPY.table.currency}</th>
            <th scope="col" className={styles.wallets}>
              {COPY.table.wallets}
            </th>
            {MARKET_PRODUCTS.map((product) => (
              <th key={product} scope="col" className={styles.product}>
                {PRODUCT_NAMES[product]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((market) => (
            <tr key={market.code} data-market={market.code}>
              <th scope="row" className={styles.country}>
                <Link to={`#${market.slug}`}>{names[market.code]}</Link>
              </th>
              <td>{currenciesOf(market).map((currency) => currency.code).join(', ')}</td>
              <td className={styles.wallets}>{walletsOf(market).map(walletLabel).join(', ') || <span className={styles.none}>{COPY.table.noWallets}</span>}</td>
              {MARKET_PRODUCTS.map((product) => (
                <td key={product} className={styles.product}>
                  <Availability available={market.products.includes(product)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </div>
  );
}
