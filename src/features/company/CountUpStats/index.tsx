import React, {useRef, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {CountStat} from '@site/src/features/company/data/company';
import {STATS_ANIMATION_MS, STATS_VISIBILITY_THRESHOLD} from '@site/src/constants';
import {countUpValue} from './countUp';
import {formatNumber} from '@site/src/format/number';
import {useCountUp} from './useCountUp';
import styles from './styles.module.css';

/**
 * Key figures that count up from 0 once half of the block is visible (see
 * useCountUp). Screen readers and the static HTML get the final figures; the
 * counting copy is hidden from assistive technology, and an invisible copy of
 * the final figure reserves its width so nothing moves while it counts.
 */
export default function CountUpStats({stats}: {stats: CountStat[]}): ReactNode {
  const block = useRef<HTMLDListElement>(null);
  const elapsed = useCountUp(block, STATS_ANIMATION_MS, STATS_VISIBILITY_THRESHOLD);
  const locale = useDocusaurusContext().i18n.currentLocale;
  return (
    <dl ref={block} className={styles.stats}>
      {stats.map((stat) => {
        const final = formatNumber(stat.value, stat, locale);
        return (
          <div key={stat.id} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>
              <span className="visually-hidden">{final}</span>
              <span className={styles.figure} aria-hidden="true">
                <span className={styles.reserve}>{final}</span>
                <span className={styles.count} data-count-up={stat.id}>
                  {formatNumber(countUpValue(stat.value, elapsed, STATS_ANIMATION_MS, stat.decimals), stat, locale)}
                </span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
