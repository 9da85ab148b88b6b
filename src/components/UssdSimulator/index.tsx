import React, {type ReactNode} from 'react';
import LoadWhenNear from '@site/src/components/LoadWhenNear';
import {USSD_SIMULATOR_COPY} from '@site/src/data/docsTools';

const loadSimulator = () => import('./Simulator');

/** The USSD guide's simulator (./Simulator.tsx), loaded when the reader reaches it. */
export default function UssdSimulator(): ReactNode {
  return <LoadWhenNear load={loadSimulator} minHeight="30rem" noScript={USSD_SIMULATOR_COPY.noScript} />;
}
