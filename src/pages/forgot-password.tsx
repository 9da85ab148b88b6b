import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function ForgotPassword(): ReactNode {
  return <PageScaffold path="/forgot-password" />;
}
