import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function GeneralApplication(): ReactNode {
  return <PageScaffold path="/general-application" />;
}
