import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import PhonePayScreen from '@site/src/features/marketing/PhonePayScreen';
import IntegrationSample from '@site/src/features/marketing/IntegrationSample';
import {mobileMoney, MOBILE_MONEY_INTEGRATION, SAMPLE_PAY_SCREEN} from '@site/src/features/marketing/data/products/mobileMoney';

export default function MobileMoney(): ReactNode {
  return <SectionedPageView {...mobileMoney} visual={<PhonePayScreen screen={SAMPLE_PAY_SCREEN} />} slots={{integration: <IntegrationSample {...MOBILE_MONEY_INTEGRATION} />}} />;
}
