import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/components/SectionedPageView';
import {partners} from '@site/src/data/products/partners';

export default function Partners(): ReactNode {
  return <SectionedPageView {...partners} />;
}
