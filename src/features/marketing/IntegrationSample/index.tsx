import React, {type ReactNode} from 'react';
import CardGrid from '@site/src/ui/CardGrid';
import ButtonLink from '@site/src/ui/ButtonLink';
import CodeSamples from '@site/src/features/api/CodeSamples';
import type {IntegrationProps} from '../types';
import styles from './styles.module.css';

/**
 * Ways to integrate beside one of the site's API samples, in every sample
 * language (the same tabs as the docs, highlighted once they near the screen,
 * each with a copy button), and a link to the docs.
 */
export default function IntegrationSample({cards, sample, link}: IntegrationProps): ReactNode {
  return (
    <div className={styles.layout}>
      <div>
        <CardGrid cards={cards} columns={1} />
        <div className={styles.link}>
          <ButtonLink cta={link} size="md" />
        </div>
      </div>
      <div>
        <CodeSamples sample={sample} />
      </div>
    </div>
  );
}
