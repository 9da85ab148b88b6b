import React, {type ReactNode} from 'react';
import ProductPageView from '@site/src/components/ProductPageView';
import {bankCheckout} from '@site/src/data/products/bankCheckout';

export default function BankCheckout(): ReactNode {
  return <ProductPageView page={bankCheckout} />;
}
