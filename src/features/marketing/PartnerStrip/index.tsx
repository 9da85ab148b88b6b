import React, {type ReactNode} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {PartnerLogo} from '@site/src/features/marketing/data/home';
import styles from './styles.module.css';

/** The wall of partner tiles under "TRUSTED BY LEADING AFRICAN BRANDS". */
export default function PartnerStrip({logos}: {logos: PartnerLogo[]}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <ul className={styles.strip}>
      {logos.map((logo) => (
        <li key={logo.src.src} className={styles.tile} data-partner-kind={logo.kind}>
          {/* A view of the tiles' sprite: its box keeps the tile's shape, not the whole sprite's (an image's own
              ratio, once loaded, which would show the tiles around it). */}
          <img
            src={withBaseUrl(logo.src.src)}
            width={logo.src.width}
            height={logo.src.height}
            style={{aspectRatio: `${logo.src.width} / ${logo.src.height}`}}
            alt={logo.alt}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
