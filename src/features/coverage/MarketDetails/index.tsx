import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {currenciesOf, walletsOf, type ConfirmableFact, type Market, type MarketCode} from '@site/src/features/coverage/data/markets';
import {sandboxNumbersAnchor} from '@site/src/features/coverage/data/route';
import {walletLabel} from '@site/src/features/coverage/data/walletLabel';
import {COVERAGE_COPY, REGION_NAMES} from '@site/src/features/coverage/data/page';
import {PRODUCT_NAMES} from '@site/src/data/products/names';
import {OFFICES} from '@site/src/data/offices';
import {formatAmount} from '@site/src/format/money';
import ToConfirmBadge from '@site/src/ui/ToConfirmBadge';
import styles from './styles.module.css';

const COPY = COVERAGE_COPY.details;
/** The amount each currency's line writes: with minor units where the currency has them. */
const SAMPLE_AMOUNT = {0: 1000, 2: 1000.5} as const;

function Fact({term, market, confirm, children}: {term: string; market: Market; confirm?: ConfirmableFact; children: ReactNode}): ReactNode {
  return (
    <div className={styles.fact}>
      <dt>
        {term}
        {confirm && market.toConfirm.includes(confirm) && <ToConfirmBadge />}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function MarketCard({market, name}: {market: Market; name: string}): ReactNode {
  // Links to a market (/coverage#kenya, from the map, the table and other pages) are checked by the build.
  useBrokenLinks().collectAnchor(market.slug);
  const office = OFFICES.find((candidate) => candidate.code === market.office);
  const headingId = `${market.slug}-name`;
  return (
    <article id={market.slug} className={styles.card} aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} className={styles.name}>
        {name}
      </Heading>
      <p className={styles.meta}>
        {REGION_NAMES[market.region]} · <abbr title={COPY.isoCode}>{market.code}</abbr>
      </p>
      <dl className={styles.facts}>
        <Fact term={COPY.currency} market={market}>
          <ul className={styles.plain}>
            {currenciesOf(market).map((currency) => (
              <li key={currency.code}>
                {COPY.currencyLine(<code>{currency.code}</code>, formatAmount(SAMPLE_AMOUNT[currency.decimals], currency), currency.decimals === 0 ? COPY.wholeAmounts : COPY.twoDecimals)}
              </li>
            ))}
          </ul>
        </Fact>
        <Fact term={COPY.phone} market={market}>
          {COPY.phoneExample(market.phone.dialCode, market.phone.example)}
        </Fact>
        <Fact term={COPY.operators} market={market}>
          {market.operators.join(', ')}
        </Fact>
        <Fact term={COPY.wallets} market={market} confirm="wallets">
          {market.wallets.length ? (
            <ul className={styles.plain}>
              {walletsOf(market).map((wallet) => (
                <li key={wallet.name}>
                  {walletLabel(wallet)} <code>{wallet.value}</code>
                </li>
              ))}
            </ul>
          ) : (
            COPY.noWallets
          )}
        </Fact>
        <Fact term={COPY.products} market={market} confirm="products">
          <ul className={styles.inline}>
            {market.products.map((product) => (
              <li key={product}>
                <Link to={`/docs/guides/${product}`}>{PRODUCT_NAMES[product]}</Link>
              </li>
            ))}
          </ul>
        </Fact>
        <Fact term={COPY.senderId} market={market} confirm="senderId">
          {market.senderId.registration === 'required' ? COPY.senderIdRequired(market.senderId.workingDays) : COPY.senderIdFree}
        </Fact>
        <Fact term={COPY.office} market={market}>
          {office ? COPY.officeLine(office.city, office.address) : COPY.noOffice}
        </Fact>
        {market.wallets.length > 0 && (
          <Fact term={COPY.sandbox} market={market}>
            <Link to={`/docs/sandbox#${sandboxNumbersAnchor(market)}`}>{COPY.sandboxLink(name)}</Link>
          </Fact>
        )}
      </dl>
      <Link to="#find" className={styles.back}>
        {COPY.backToTable}
      </Link>
    </article>
  );
}

/** Every market's details, one card each, in the table's order: the targets of the map's and the table's links. */
export default function MarketDetails({markets, names}: {markets: readonly Market[]; names: Record<MarketCode, string>}): ReactNode {
  return (
    <ul className={styles.grid}>
      {markets.map((market) => (
        <li key={market.code}>
          <MarketCard market={market} name={names[market.code]} />
        </li>
      ))}
    </ul>
  );
}
