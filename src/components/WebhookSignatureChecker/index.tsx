import React, {type ReactNode} from 'react';
import LoadWhenNear from '@site/src/components/LoadWhenNear';
import {WEBHOOK_CHECKER_COPY} from '@site/src/data/docsTools';

const loadChecker = () => import('./Checker');

/** The webhooks guide's signature checker (./Checker.tsx), loaded when the reader reaches it. */
export default function WebhookSignatureChecker(): ReactNode {
  return <LoadWhenNear load={loadChecker} minHeight="34rem" noScript={WEBHOOK_CHECKER_COPY.noScript} />;
}
