import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function CardServices(): ReactNode {
  return <PageScaffold path="/card-services" />;
}
