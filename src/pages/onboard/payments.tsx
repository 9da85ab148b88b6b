import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function OnboardPayments(): ReactNode {
  return <PageScaffold path="/onboard/payments" />;
}
