import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {NOT_FOUND_COPY as COPY, NOT_FOUND_LINKS} from '@site/src/features/layout/data/notFound';
import styles from './styles.module.css';

// Replaces the classic not-found text: says what happened, shows the address
// that failed, and offers the home page, the docs and contact.
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The static 404.html is shared by every unknown address: show it once hydrated.
  const address = useIsBrowser() ? pathname : null;
  return (
    <main className={clsx(styles.notFound, className)}>
      <div className="container">
        <p className={styles.code}>404</p>
        <Heading as="h1">{COPY.title}</Heading>
        <p className={styles.text}>{address ? COPY.withAddress(<code>{address}</code>) : COPY.text}</p>
        <ul className={styles.links}>
          {NOT_FOUND_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                <span className={styles.linkLabel}>{link.label}</span>
                <span className={styles.linkText}>{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
