import React, {type ReactNode} from 'react';
import OnboardingPage from '@site/src/components/OnboardingPage';

export default function Onboard(): ReactNode {
  return <OnboardingPage />;
}
