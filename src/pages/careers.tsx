import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function Careers(): ReactNode {
  return <PageScaffold path="/careers" />;
}
