import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Market, MarketCode} from '@site/src/features/coverage/data/markets';
import {COVERAGE_COPY} from '@site/src/features/coverage/data/page';
import type {CoverageProps} from '@site/src/features/coverage/data/props';
import styles from './styles.module.css';

interface Props {
  map: CoverageProps['map'];
  names: Record<MarketCode, string>;
  markets: readonly Market[];
  /** The markets the table's filters keep; the others are drawn as not matching. */
  matching: ReadonlySet<MarketCode>;
}

/**
 * Africa with the markets we serve: each market is a link to its details,
 * named, coloured and marked with a dot (a second cue besides colour; a larger
 * dot on small countries, as a touch target). The shapes are the build's
 * static SVG (src/plugins/coverage), referenced with <use>: the page's HTML
 * and JavaScript carry only the links and the dots.
 */
export default function CoverageMap({map, names, markets, matching}: Props): ReactNode {
  const shapes = useBaseUrl(map.src);
  const copy = COVERAGE_COPY.map;
  return (
    // The caption comes first in the page (drawn under the map): a browser that paints the page while it
    // is still arriving then never has to make room for it, which would move the hero's text.
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span>{copy.caption}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.key}>
            <svg viewBox="0 0 20 14" width="20" height="14">
              <rect className={styles.keyServed} x="0.5" y="0.5" width="19" height="13" rx="2" />
              <circle className={styles.marker} cx="10" cy="7" r="3.5" />
            </svg>
            {copy.served}
          </span>
          <span className={styles.key}>
            <svg viewBox="0 0 20 14" width="20" height="14">
              <rect className={styles.keyOther} x="0.5" y="0.5" width="19" height="13" rx="2" />
            </svg>
            {copy.other}
          </span>
        </span>
      </figcaption>
      <svg
        className={styles.map}
        viewBox={`0 0 ${map.width} ${map.height}`}
        width={map.width}
        height={map.height}
        style={{aspectRatio: `${map.width} / ${map.height}`}}
        role="group"
        aria-label={copy.label}>
        <use href={`${shapes}#land`} className={styles.land} aria-hidden="true" />
        {markets.map((market) => {
          const marker = map.markers[market.code];
          return (
            <a key={market.code} href={`#${market.slug}`} className={clsx(styles.market, !matching.has(market.code) && styles.notMatching)} aria-label={names[market.code]}>
              <title>{names[market.code]}</title>
              <use href={`${shapes}#${market.code}`} />
              <circle className={styles.marker} cx={marker.x} cy={marker.y} r={marker.small ? 9 : 6} />
            </a>
          );
        })}
      </svg>
    </figure>
  );
}
