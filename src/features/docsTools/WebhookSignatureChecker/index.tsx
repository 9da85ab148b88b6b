import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import LoadWhenNear from '@site/src/ui/LoadWhenNear';
import styles from './styles.module.css';

const loadChecker = () => import('./Checker');

/** The webhooks guide's signature checker (./Checker.tsx), loaded when the reader reaches it. */
export default function WebhookSignatureChecker(): ReactNode {
  return (
    <LoadWhenNear
      load={loadChecker}
      minHeight="34rem"
      placeholderClassName={styles.placeholder}
      noScript={translate({id: 'webhookChecker.noScript', message: 'The checker runs in your browser and needs JavaScript. The steps above do the same by hand.'})}
    />
  );
}
