import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/ui/PageHero';
import SignInForm from '@site/src/features/forms/SignInForm';
import {PAGES} from '@site/src/data/pages';

export default function LogIn(): ReactNode {
  const page = PAGES['/log-in'];
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
