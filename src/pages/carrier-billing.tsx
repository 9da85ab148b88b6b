import React, {type ReactNode} from 'react';
import ProductPageView from '@site/src/components/ProductPageView';
import {carrierBilling} from '@site/src/data/products/carrierBilling';

export default function CarrierBilling(): ReactNode {
  return <ProductPageView page={carrierBilling} />;
}
