import React, {type ReactNode} from 'react';
import ProductPageView from '@site/src/components/ProductPageView';
import {cardServices} from '@site/src/data/products/cardServices';

export default function CardServices(): ReactNode {
  return <ProductPageView page={cardServices} />;
}
