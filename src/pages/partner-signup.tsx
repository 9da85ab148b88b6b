import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function PartnerSignup(): ReactNode {
  return <PageScaffold path="/partner-signup" />;
}
