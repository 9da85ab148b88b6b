import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function ApiDocs(): ReactNode {
  return <PageScaffold path="/api-docs" />;
}
