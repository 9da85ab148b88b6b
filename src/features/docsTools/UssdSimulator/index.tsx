import React, {type ReactNode} from 'react';
import LoadWhenNear from '@site/src/ui/LoadWhenNear';
import {SIMULATOR_WRAPPER_COPY as COPY} from './wrapperCopy';
import styles from './styles.module.css';

const loadSimulator = () => import('./Simulator');

/** The USSD guide's simulator (./Simulator.tsx), loaded when the reader reaches it. */
export default function UssdSimulator(): ReactNode {
  return (
    <LoadWhenNear
      load={loadSimulator}
      minHeight="30rem"
      placeholderClassName={styles.placeholder}
      noScript={COPY.noScript}
    />
  );
}
