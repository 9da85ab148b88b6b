import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import ContactDirectory from '@site/src/components/ContactDirectory';
import {PAGES} from '@site/src/data/pages';
import {CONTACT_TEAMS} from '@site/src/data/contactTeams';

// The team directory; the contact form with a team choice comes with the forms work.
export default function Contact(): ReactNode {
  const page = PAGES['/contact'];
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
        <div className="container margin-vert--xl">
          <ContactDirectory teams={CONTACT_TEAMS} />
        </div>
      </main>
    </Layout>
  );
}
