import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import {ussd} from '@site/src/features/marketing/data/products/ussd';

export default function Ussd(): ReactNode {
  return <SectionedPageView {...ussd} />;
}
