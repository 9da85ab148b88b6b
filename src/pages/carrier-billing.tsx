import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/components/SectionedPageView';
import {carrierBilling} from '@site/src/data/products/carrierBilling';

export default function CarrierBilling(): ReactNode {
  return <SectionedPageView {...carrierBilling} />;
}
