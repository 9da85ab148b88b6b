import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import FormPage from '@site/src/components/FormPage';
import CardGrid from '@site/src/components/CardGrid';
import {onboardingOptionCards} from '@site/src/data/forms/onboarding';

const COPY = {
  haveAccount: translate({id: 'signup.haveAccount', message: 'Already have an account?'}),
  signIn: translate({id: 'signup.signIn', message: 'Sign in'}),
  unsure: translate({id: 'signup.unsure', message: 'Not sure which you need?'}),
  talk: translate({id: 'signup.talk', message: 'Talk to our sales team'}),
};

/** Sign-up: a new visitor picks SMS or Payments onboarding. */
export default function Signup(): ReactNode {
  return (
    <FormPage path="/signup">
      <CardGrid columns={2} cards={onboardingOptionCards()} />
      <p className="margin-top--lg">
        {COPY.unsure} <Link to="/contact?team=sales">{COPY.talk}</Link>. {COPY.haveAccount} <Link to="/log-in">{COPY.signIn}</Link>.
      </p>
    </FormPage>
  );
}
