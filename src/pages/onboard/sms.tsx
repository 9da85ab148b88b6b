import React, {type ReactNode} from 'react';
import PageScaffold from '@site/src/components/PageScaffold';

export default function OnboardSms(): ReactNode {
  return <PageScaffold path="/onboard/sms" />;
}
