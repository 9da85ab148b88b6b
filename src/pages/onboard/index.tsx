import React, {type ReactNode} from 'react';
import OnboardingPage from '@site/src/features/forms/OnboardingPage';

export default function Onboard(): ReactNode {
  return <OnboardingPage />;
}
