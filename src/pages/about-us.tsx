import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function AboutUs(): ReactNode {
  return <PageScaffold path="/about-us" />;
}
