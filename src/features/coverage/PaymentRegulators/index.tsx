import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ScrollableTable from '@site/src/ui/ScrollableTable';
import TableHeader from '@site/src/ui/TableHeader';
import {PAYMENT_REGULATORS, type PaymentRegulator} from '@site/src/features/coverage/data/paymentRegulators';
import {compareMarkets, countryName} from '@site/src/features/coverage/data/countryName';
import {formatList} from '@site/src/format/list';
import * as COPY from './copy';
import styles from './styles.module.css';

/** The page's language, for the names given in another (lang="fr" on an English page, lang="en" on a French one). */
function usePageLang(): string {
  const {i18n} = useDocusaurusContext();
  return (i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale).split('-')[0]!;
}

/** A regulator by its official name and abbreviation, the body that supervises with it, and its monetary union. */
function RegulatorName({regulator, pageLang}: {regulator: PaymentRegulator; pageLang: string}): ReactNode {
  const lang = regulator.lang === pageLang ? undefined : regulator.lang;
  return (
    <>
      <span lang={lang}>{regulator.name}</span> ({regulator.abbreviation})
      {regulator.with && (
        <>
          , {COPY.withBody(regulator.with.abbreviation)} (<span lang={lang}>{regulator.with.name}</span>)
        </>
      )}
      {regulator.union && <span className={styles.union}>{COPY.union(regulator.union.name, regulator.union.currency)}</span>}
    </>
  );
}

/**
 * The terms page's table: each regulator of payment services (src/features/coverage/data/paymentRegulators.ts)
 * and its countries, named and ordered in the page's language.
 */
export default function PaymentRegulatorsTable(): ReactNode {
  const pageLang = usePageLang();
  return (
    <ScrollableTable className={styles.table}>
      <TableHeader caption={COPY.caption} columns={[COPY.regulator, COPY.countries]} />
      <tbody>
        {PAYMENT_REGULATORS.map((regulator) => (
          <tr key={regulator.abbreviation} data-regulator={regulator.abbreviation}>
            <th scope="row">
              <RegulatorName regulator={regulator} pageLang={pageLang} />
            </th>
            <td>{formatList([...regulator.markets].sort(compareMarkets).map(countryName))}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
