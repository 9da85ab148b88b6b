import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/components/SectionedPageView';
import {cardServices} from '@site/src/data/products/cardServices';

export default function CardServices(): ReactNode {
  return <SectionedPageView {...cardServices} />;
}
