import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function CarrierBilling(): ReactNode {
  return <PageScaffold path="/carrier-billing" />;
}
