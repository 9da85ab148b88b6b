import React, {type ReactNode} from 'react';
import LoadWhenNear from '@site/src/ui/LoadWhenNear';
import {COMPOSER_WRAPPER_COPY as COPY} from './wrapperCopy';
import styles from './styles.module.css';

const loadComposer = () => import('./Composer');

/** The bulk SMS guide's composer (./Composer.tsx), loaded when the reader reaches it. */
export default function SmsComposer(): ReactNode {
  return <LoadWhenNear load={loadComposer} minHeight="30rem" placeholderClassName={styles.placeholder} noScript={COPY.noScript} />;
}
