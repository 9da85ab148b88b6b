import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/ui/PageHero';
import forgotPasswordPage from '@site/src/data/pages/forgotPassword';
import {FORGOT_PASSWORD_COPY, SIGN_IN_TABS} from '@site/src/features/forms/data/signIn';
import styles from './forgot-password.module.css';
import {usePortals} from '@site/src/hooks/useBrand';


/** Where a visitor who forgot a password is sent from the sign-in page. */
export default function ForgotPassword(): ReactNode {
  const page = forgotPasswordPage;
  const portals = usePortals();
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
        <div className={`container margin-vert--xl ${styles.body}`}>
          <p>{FORGOT_PASSWORD_COPY.intro}</p>
          <h2>{FORGOT_PASSWORD_COPY.portals}</h2>
          <ul>
            {SIGN_IN_TABS.map(({portal, label}) => (
              <li key={portal}>{portals[portal] ? <a href={portals[portal]}>{FORGOT_PASSWORD_COPY.open(label)}</a> : FORGOT_PASSWORD_COPY.missing(label)}</li>
            ))}
          </ul>
          <p>{FORGOT_PASSWORD_COPY.stuck}</p>
          <p className={styles.actions}>
            <Link className="button button--primary" to="/contact/support">
              {FORGOT_PASSWORD_COPY.support}
            </Link>
            <Link className="button button--secondary button--outline" to="/log-in">
              {FORGOT_PASSWORD_COPY.back}
            </Link>
          </p>
        </div>
      </main>
    </Layout>
  );
}
