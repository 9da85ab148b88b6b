import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {LEGACY_API_NOTICE} from '@site/src/features/feeds/data/productUpdatesPage';
import styles from './styles.module.css';

/** The notice that the legacy payment API v1 sunsets, with the way to migrate to v3. */
export default function LegacyApiNotice(): ReactNode {
  return (
    <aside className={styles.notice} aria-labelledby="legacy-api-notice">
      <p className={styles.label}>{LEGACY_API_NOTICE.label}</p>
      <Heading as="h2" id="legacy-api-notice" className={styles.heading}>
        {LEGACY_API_NOTICE.heading}
      </Heading>
      <p className={styles.text}>{LEGACY_API_NOTICE.text}</p>
      <Link className="button button--secondary" to={LEGACY_API_NOTICE.link.to}>
        {LEGACY_API_NOTICE.link.label}
      </Link>
    </aside>
  );
}
