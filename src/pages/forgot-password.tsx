import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';
import {PAGES} from '@site/src/data/pages';
import {SIGN_IN_TABS} from '@site/src/data/forms/signIn';
import {usePortals} from '@site/src/hooks/useBrand';

const COPY = {
  intro: translate({
    id: 'forgotPassword.intro',
    message: 'For your security, passwords are reset in the portal you sign in to, never on this website. Open your portal’s sign-in page and choose its password reset; you will get an e-mail with a link that works for one hour.',
  }),
  portals: translate({id: 'forgotPassword.portals', message: 'Your portal'}),
  open: (portal: string) => translate({id: 'forgotPassword.open', message: 'Open the {portal} portal'}, {portal}),
  missing: (portal: string) => translate({id: 'forgotPassword.missing', message: '{portal}: the portal’s address is not configured on this site; contact support.'}, {portal}),
  stuck: translate({id: 'forgotPassword.stuck', message: 'No e-mail after a few minutes, or no longer using that address? Our support team can confirm who you are and help you back into your account.'}),
  support: translate({id: 'forgotPassword.support', message: 'Contact support'}),
  back: translate({id: 'forgotPassword.back', message: 'Back to sign in'}),
};

/** Where a visitor who forgot a password is sent from the sign-in page. */
export default function ForgotPassword(): ReactNode {
  const page = PAGES['/forgot-password'];
  const portals = usePortals();
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
        <div className="container margin-vert--xl" style={{maxWidth: '44rem'}}>
          <p>{COPY.intro}</p>
          <h2>{COPY.portals}</h2>
          <ul>
            {SIGN_IN_TABS.map(({portal, label}) => (
              <li key={portal}>{portals[portal] ? <a href={portals[portal]}>{COPY.open(label)}</a> : COPY.missing(label)}</li>
            ))}
          </ul>
          <p>{COPY.stuck}</p>
          <p>
            <Link className="button button--primary" to="/contact/support">
              {COPY.support}
            </Link>{' '}
            <Link className="button button--secondary button--outline" to="/log-in">
              {COPY.back}
            </Link>
          </p>
        </div>
      </main>
    </Layout>
  );
}
