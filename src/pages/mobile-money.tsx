import React, {type ReactNode} from 'react';
import ProductPageView from '@site/src/components/ProductPageView';
import PhonePayScreen from '@site/src/components/PhonePayScreen';
import {mobileMoney, SAMPLE_PAY_SCREEN} from '@site/src/data/products/mobileMoney';

export default function MobileMoney(): ReactNode {
  return <ProductPageView page={mobileMoney} visual={<PhonePayScreen screen={SAMPLE_PAY_SCREEN} />} />;
}
