import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function Signup(): ReactNode {
  return <PageScaffold path="/signup" />;
}
