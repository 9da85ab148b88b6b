import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  heading: ReactNode;
  lead?: ReactNode;
  /** Calls to action, under the lead. */
  children?: ReactNode;
}

/** The hero band at the top of a marketing page: the page's h1 and its lead. */
export default function PageHero({heading, lead, children}: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heading}>
          {heading}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
