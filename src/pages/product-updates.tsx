import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function ProductUpdates(): ReactNode {
  return <PageScaffold path="/product-updates" />;
}
