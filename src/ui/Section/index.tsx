import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  id: string;
  heading: string;
  lead?: string;
  /** Alternate background, to separate consecutive sections. */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of a marketing page. */
export default function Section({id, heading, lead, tinted = false, children}: Props): ReactNode {
  return (
    <section id={id} className={clsx(styles.section, tinted && styles.tinted)} aria-label={heading}>
      <div className="container">
        <Heading as="h2" id={`${id}-heading`} className={styles.heading}>
          {heading}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
