import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import {bankCheckout} from '@site/src/features/marketing/data/products/bankCheckout';

export default function BankCheckout(): ReactNode {
  return <SectionedPageView {...bankCheckout} />;
}
