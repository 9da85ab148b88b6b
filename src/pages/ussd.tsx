import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/components/SectionedPageView';
import {ussd} from '@site/src/data/products/ussd';

export default function Ussd(): ReactNode {
  return <SectionedPageView {...ussd} />;
}
