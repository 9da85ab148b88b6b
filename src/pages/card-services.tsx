import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import {cardServices} from '@site/src/features/marketing/data/products/cardServices';

export default function CardServices(): ReactNode {
  return <SectionedPageView {...cardServices} />;
}
