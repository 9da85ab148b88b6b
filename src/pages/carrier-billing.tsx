import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import {carrierBilling} from '@site/src/features/marketing/data/products/carrierBilling';

export default function CarrierBilling(): ReactNode {
  return <SectionedPageView {...carrierBilling} />;
}
