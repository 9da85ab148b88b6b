import React, {type ReactNode} from 'react';
import LoadWhenNear from '@site/src/ui/LoadWhenNear';
import {COMPOSER_WRAPPER_COPY as COPY} from './wrapperCopy';
import {toolFormStyles} from '@site/src/ui/ToolField';

const loadComposer = () => import('./Composer');

/** The bulk SMS guide's composer (./Composer.tsx), loaded when the reader reaches it. */
export default function SmsComposer(): ReactNode {
  return <LoadWhenNear load={loadComposer} minHeight="30rem" placeholderClassName={toolFormStyles.placeholder} noScript={COPY.noScript} />;
}
