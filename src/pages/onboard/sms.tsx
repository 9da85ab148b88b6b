import React, {type ReactNode} from 'react';
import OnboardingPage from '@site/src/features/forms/OnboardingPage';

export default function OnboardSms(): ReactNode {
  return <OnboardingPage option="sms" />;
}
