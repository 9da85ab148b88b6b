import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {PartnerLogo} from '@site/src/features/marketing/data/home';
import {PARTNER_TILE_SIZE, partnerSpritePath} from '@site/src/features/marketing/data/partnerSprite';
import styles from './styles.module.css';

/** The wall of partner tiles under "TRUSTED BY LEADING AFRICAN BRANDS": views of the sprite in the page's language. */
export default function PartnerStrip({logos}: {logos: PartnerLogo[]}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const sprite = withBaseUrl(partnerSpritePath(useDocusaurusContext().i18n.currentLocale));
  const {width, height} = PARTNER_TILE_SIZE;
  return (
    <ul className={styles.strip}>
      {logos.map((logo) => (
        <li key={logo.view} className={styles.tile} data-partner-kind={logo.kind}>
          {/* A view of the tiles' sprite: its box keeps the tile's shape, not the whole sprite's (an image's own
              ratio, once loaded, which would show the tiles around it). */}
          <img src={`${sprite}#${logo.view}`} width={width} height={height} style={{aspectRatio: `${width} / ${height}`}} alt={logo.alt} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
