import React, {type ReactNode} from 'react';
import LoadWhenNear from '@site/src/ui/LoadWhenNear';
import {CHECKER_WRAPPER_COPY as COPY} from './wrapperCopy';
import {toolFormStyles} from '@site/src/ui/ToolField';

const loadChecker = () => import('./Checker');

/** The webhooks guide's signature checker (./Checker.tsx), loaded when the reader reaches it. */
export default function WebhookSignatureChecker(): ReactNode {
  return (
    <LoadWhenNear
      load={loadChecker}
      minHeight="34rem"
      placeholderClassName={toolFormStyles.placeholder}
      noScript={COPY.noScript}
    />
  );
}
