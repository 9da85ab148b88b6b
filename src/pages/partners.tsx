import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function Partners(): ReactNode {
  return <PageScaffold path="/partners" />;
}
