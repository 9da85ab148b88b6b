import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/ui/PageHero';
import SignInForm from '@site/src/features/forms/SignInForm';
import logInPage from '@site/src/data/pages/logIn';

export default function LogIn(): ReactNode {
  const page = logInPage;
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
        <div className="container margin-vert--xl">
          <SignInForm />
        </div>
      </main>
    </Layout>
  );
}
