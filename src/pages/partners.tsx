import React, {type ReactNode} from 'react';
import ProductPageView from '@site/src/components/ProductPageView';
import {partners} from '@site/src/data/products/partners';

export default function Partners(): ReactNode {
  return <ProductPageView page={partners} />;
}
