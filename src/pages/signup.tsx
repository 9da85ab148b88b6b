import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import FormPage from '@site/src/features/forms/FormPage';
import signupPage from '@site/src/data/pages/signup';
import CardGrid from '@site/src/ui/CardGrid';
import {onboardingOptionCards, SIGNUP_COPY} from '@site/src/features/forms/data/onboarding';


/** Sign-up: a new visitor picks SMS or Payments onboarding. */
export default function Signup(): ReactNode {
  return (
    <FormPage page={signupPage}>
      <CardGrid columns={2} cards={onboardingOptionCards()} headingLevel="h2" />
      <p className="margin-top--lg">
        {SIGNUP_COPY.unsure} <Link to="/contact?team=sales">{SIGNUP_COPY.talk}</Link>. {SIGNUP_COPY.haveAccount} <Link to="/log-in">{SIGNUP_COPY.signIn}</Link>.
      </p>
    </FormPage>
  );
}
