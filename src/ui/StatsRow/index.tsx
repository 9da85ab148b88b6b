import React, {type ReactNode} from 'react';
import type {Stat} from '@site/src/types/content';
import styles from './styles.module.css';

/** Key figures in a row: the value large, its label under it. */
export default function StatsRow({stats}: {stats: Stat[]}): ReactNode {
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
