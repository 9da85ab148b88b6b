import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import {OFFICE_FLAGS, type Office} from '@site/src/data/offices';
import {PAGE_EXAMPLE} from '@site/src/features/coverage/data/pageExample';
import * as COPY from './copy';
import styles from './styles.module.css';

function OfficeItem({office}: {office: Office}): ReactNode {
  const flag = `${useBaseUrl(OFFICE_FLAGS)}#${office.code}`;
  return (
    <li className={styles.office}>
      <img className={styles.flag} src={flag} alt="" width={24} height={16} loading="lazy" decoding="async" />
      <div>
        <p className={styles.country}>{office.country}</p>
        <address className={styles.address}>{office.address}</address>
      </div>
    </li>
  );
}

/**
 * "Our Offices": one entry per office, with its flag; on a page that speaks to the franc zone (French),
 * the plain fact that none of them is there yet, and where the markets we serve there are listed.
 */
export default function OfficeList({offices}: {offices: Office[]}): ReactNode {
  const note = PAGE_EXAMPLE.francZoneNote;
  return (
    <section className={styles.offices} aria-labelledby="footer-offices-title">
      <h2 id="footer-offices-title" className={styles.title}>
        {COPY.title}
      </h2>
      <ul className={styles.list}>
        {offices.map((office) => (
          <OfficeItem key={office.code} office={office} />
        ))}
      </ul>
      {note && (
        <p className={styles.note}>
          {COPY.noFrancZoneOffice} <Link to={note.link}>{COPY.francZoneMarkets}</Link>
        </p>
      )}
    </section>
  );
}
