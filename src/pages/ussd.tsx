import React, {type ReactNode} from 'react';
import ProductPageView from '@site/src/components/ProductPageView';
import {ussd} from '@site/src/data/products/ussd';

export default function Ussd(): ReactNode {
  return <ProductPageView page={ussd} />;
}
