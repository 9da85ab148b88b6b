import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import SmsThread from '@site/src/features/marketing/SmsThread';
import {bulkSms, SAMPLE_SMS_SENDER, SAMPLE_SMS_THREAD} from '@site/src/features/marketing/data/products/bulkSms';

export default function BulkSms(): ReactNode {
  return <SectionedPageView {...bulkSms} visual={<SmsThread sender={SAMPLE_SMS_SENDER} messages={SAMPLE_SMS_THREAD} />} />;
}
