import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function MobileMoney(): ReactNode {
  return <PageScaffold path="/mobile-money" />;
}
