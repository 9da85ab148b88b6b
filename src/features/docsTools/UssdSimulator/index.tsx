import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LoadWhenNear from '@site/src/ui/LoadWhenNear';
import styles from './styles.module.css';

const loadSimulator = () => import('./Simulator');

/** The USSD guide's simulator (./Simulator.tsx), loaded when the reader reaches it. */
export default function UssdSimulator(): ReactNode {
  return (
    <LoadWhenNear
      load={loadSimulator}
      minHeight="30rem"
      placeholderClassName={styles.placeholder}
      noScript={translate({id: 'ussdSimulator.noScript', message: 'The simulator runs in your browser and needs JavaScript. "Test your handler" below sends the same requests by hand.'})}
    />
  );
}
