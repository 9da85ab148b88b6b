import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {UpdateStatus, UpdateType} from '@site/src/features/feeds/data/updates';
import {FILTER_NAMES, STATUS_NAMES} from '@site/src/features/feeds/data/updateLabels';
import styles from './styles.module.css';

interface Props {
  type: UpdateType;
  status: UpdateStatus;
  category: string;
  version?: string;
}

/** The status of an update ("Live", "Coming Soon", "Important Notice") beside its product, category and version. */
export default function UpdateMeta({type, status, category, version}: Props): ReactNode {
  const product = FILTER_NAMES[type];
  return (
    <p className={styles.meta}>
      <span className={clsx(styles.status, styles[status])} data-status={status}>
        {STATUS_NAMES[status]}
      </span>
      <span className={styles.tag} data-type={type}>
        {product}
      </span>
      <span className={styles.tag}>{category}</span>
      {version && <span className={clsx(styles.tag, styles.version)}>{version}</span>}
    </p>
  );
}
