import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function ContactSupport(): ReactNode {
  return <PageScaffold path="/contact/support" />;
}
