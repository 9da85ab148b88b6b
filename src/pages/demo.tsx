import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function Demo(): ReactNode {
  return <PageScaffold path="/demo" />;
}
