import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import * as COPY from './copy';
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
            {COPY.title}
          </Heading>
          <p className={styles.text}>{COPY.body}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
            {COPY.retry}
          </button>
          <Link className="button button--secondary button--outline button--lg" to="/">
            {COPY.home}
          </Link>
        </div>
        <details className={styles.details}>
          <summary>{COPY.details}</summary>
          <pre>{error.message}</pre>
        </details>
      </div>
    </main>
  );
}
