import React, {type ReactNode} from 'react';
import * as COPY from './copy';
import styles from './styles.module.css';

/** "Indicative": the badge beside a fact the business has not confirmed yet (a market's facts, a market's privacy law). */
export default function ToConfirmBadge(): ReactNode {
  return <span className={styles.toConfirm}>{COPY.label}</span>;
}
