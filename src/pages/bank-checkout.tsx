import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/components/SectionedPageView';
import {bankCheckout} from '@site/src/data/products/bankCheckout';

export default function BankCheckout(): ReactNode {
  return <SectionedPageView {...bankCheckout} />;
}
