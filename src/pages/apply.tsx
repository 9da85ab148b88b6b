import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function Apply(): ReactNode {
  return <PageScaffold path="/apply" />;
}
