import React, {type ReactNode} from 'react';
import LoadWhenNear from '@site/src/ui/LoadWhenNear';
import {toolFormStyles} from '@site/src/ui/ToolField';
import {LAB_WRAPPER_COPY as COPY} from './wrapperCopy';

const loadLab = () => import('./Lab');

/** The sandbox page's payment-lifecycle lab (./Lab.tsx), loaded when the reader reaches it. */
export default function PaymentLab(): ReactNode {
  return <LoadWhenNear load={loadLab} minHeight="16rem" placeholderClassName={toolFormStyles.placeholder} noScript={COPY.noScript} />;
}
