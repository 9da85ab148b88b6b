import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function BankCheckout(): ReactNode {
  return <PageScaffold path="/bank-checkout" />;
}
