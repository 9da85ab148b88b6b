import React, {type ReactNode} from 'react';
import DeferredCodeBlock from '@site/src/ui/DeferredCodeBlock';
import CardGrid from '@site/src/ui/CardGrid';
import ButtonLink from '@site/src/ui/ButtonLink';
import type {IntegrationProps} from '../types';
import {useBrand} from '@site/src/hooks/useBrand';
import {fillSample} from '@site/src/features/api/data/samples';
import styles from './styles.module.css';

/**
 * Ways to integrate beside a code sample (highlighted, with the theme's copy
 * button, its JavaScript deferred until the sample nears the screen) and a link to the docs. Tokens in the sample (`{sdkPackage}`, `{sandboxUrl}`) are filled in as in every API sample.
 */
export default function IntegrationSample({cards, sample, link}: IntegrationProps): ReactNode {
  const {domain, sdkPackage} = useBrand();
  return (
    <div className={styles.layout}>
      <div>
        <CardGrid cards={cards} columns={1} />
        <div className={styles.link}>
          <ButtonLink cta={link} size="md" />
        </div>
      </div>
      <DeferredCodeBlock language={sample.language} title={sample.title}>
        {fillSample(sample.code, {domain, sdkPackage})}
      </DeferredCodeBlock>
    </div>
  );
}
