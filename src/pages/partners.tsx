import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import {partners} from '@site/src/features/marketing/data/products/partners';

export default function Partners(): ReactNode {
  return <SectionedPageView {...partners} />;
}
