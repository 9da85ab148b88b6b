import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {STATUS_LABELS, UPDATE_FILTERS, type UpdateStatus, type UpdateType} from '@site/src/data/feeds/updates';
import styles from './styles.module.css';

interface Props {
  type: UpdateType;
  status: UpdateStatus;
  category: string;
  version?: string;
}

/** The status of an update ("Live", "Coming Soon", "Important Notice") beside its product, category and version. */
export default function UpdateMeta({type, status, category, version}: Props): ReactNode {
  const product = UPDATE_FILTERS.find((filter) => filter.value === type)!.label;
  return (
    <p className={styles.meta}>
      <span className={clsx(styles.status, styles[status])} data-status={status}>
        {STATUS_LABELS[status]}
      </span>
      <span className={styles.tag} data-type={type}>
        {product}
      </span>
      <span className={styles.tag}>{category}</span>
      {version && <span className={clsx(styles.tag, styles.version)}>{version}</span>}
    </p>
  );
}
