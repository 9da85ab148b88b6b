import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function LogIn(): ReactNode {
  return <PageScaffold path="/log-in" />;
}
