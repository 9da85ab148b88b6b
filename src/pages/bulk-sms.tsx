import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function BulkSms(): ReactNode {
  return <PageScaffold path="/bulk-sms" />;
}
