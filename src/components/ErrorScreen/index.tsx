import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  error: Error;
  tryAgain: () => void;
}

/** What a visitor sees when a page fails to render: "Unexpected Application Error!", what went wrong, a retry and a way home. */
export default function ErrorScreen({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.screen}>
      <div className="container">
        <div role="alert">
          <Heading as="h1" className={styles.heading}>
            <Translate id="error.title">Unexpected Application Error!</Translate>
          </Heading>
          <p className={styles.text}>
            <Translate id="error.body">
              Something went wrong while showing this page. It is not something you did. Try again, or go back to the home page.
            </Translate>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
            <Translate id="error.retry">Try again</Translate>
          </button>
          <Link className="button button--secondary button--outline button--lg" to="/">
            <Translate id="error.home">Go to the home page</Translate>
          </Link>
        </div>
        <details className={styles.details}>
          <summary>
            <Translate id="error.details">Technical details</Translate>
          </summary>
          <pre>{error.message}</pre>
        </details>
      </div>
    </main>
  );
}
