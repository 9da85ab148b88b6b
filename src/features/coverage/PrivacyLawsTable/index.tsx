import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import COUNTRIES from '@countries';
import {PRIVACY_LAWS} from '@site/src/features/coverage/data/privacyLaws';
import type {MarketCode} from '@site/src/data/marketCodes';
import * as COPY from './copy';
import ToConfirmBadge from '@site/src/ui/ToConfirmBadge';
import ScrollableTable from '@site/src/ui/ScrollableTable';
import TableHeader from '@site/src/ui/TableHeader';
import styles from './styles.module.css';

/**
 * The privacy page's table: each market's data-protection law, its year and
 * its authority (src/features/coverage/data/privacyLaws.ts), countries named
 * and ordered in the page's language. Official names keep their language,
 * marked with `lang` where it is not the page's; what the business has not
 * confirmed carries a badge. A table of the page's Markdown, and drawn as one
 * (src/ui/ScrollableTable: it scrolls sideways inside itself on a phone).
 */
export default function PrivacyLawsTable(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const pageLang = (i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale).split('-')[0];
  const markets = COUNTRIES.filter((country) => country.market);
  return (
    <ScrollableTable className={styles.table}>
      <TableHeader caption={COPY.caption} columns={[COPY.country, COPY.law, COPY.year, COPY.authority]} />
      <tbody>
        {markets.map((country) => {
          const law = PRIVACY_LAWS[country.code as MarketCode];
          const lang = law.lang === pageLang ? undefined : law.lang;
          return (
            <tr key={country.code} data-market={country.code}>
              <th scope="row">{country.name}</th>
              <td>
                <span lang={lang}>{law.name}</span>
                {law.toConfirm && (
                  <>
                    {' '}
                    <ToConfirmBadge />
                  </>
                )}
              </td>
              <td>{law.year}</td>
              <td>
                <span lang={lang}>{law.authority}</span>
                {law.abbreviation && <> ({law.abbreviation})</>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
