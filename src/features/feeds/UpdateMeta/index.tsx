import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {UpdateStatus, UpdateType} from '@site/src/features/feeds/data/updates';
import {FILTER_NAMES, STATUS_NAMES} from '@site/src/features/feeds/data/updateLabels';
import {UntranslatedText} from '@site/src/ui/UntranslatedContent';
import styles from './styles.module.css';

interface Props {
  type: UpdateType;
  status: UpdateStatus;
  category: string;
  version?: string;
  /** False when the update has no translation in the page's language: its category is then marked as English. */
  translated?: boolean;
}

/** The status of an update ("Live", "Coming Soon", "Important Notice") beside its product, category and version. */
export default function UpdateMeta({type, status, category, version, translated = true}: Props): ReactNode {
  const product = FILTER_NAMES[type];
  return (
    <p className={styles.meta}>
      <span className={clsx(styles.status, styles[status])} data-status={status}>
        {STATUS_NAMES[status]}
      </span>
      <span className={styles.tag} data-type={type}>
        {product}
      </span>
      <span className={styles.tag}>
        <UntranslatedText translated={translated}>{category}</UntranslatedText>
      </span>
      {version && <span className={clsx(styles.tag, styles.version)}>{version}</span>}
    </p>
  );
}
