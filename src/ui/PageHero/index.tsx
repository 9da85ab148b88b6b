import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  heading: ReactNode;
  lead?: ReactNode;
  /** A short label above the heading (the product's name). */
  eyebrow?: ReactNode;
  /** An illustration beside the text (below it on phones). */
  visual?: ReactNode;
  /** Calls to action, under the lead. */
  children?: ReactNode;
}

/** The hero band at the top of a marketing page: the page's h1 and its lead. */
export default function PageHero({heading, lead, eyebrow, visual, children}: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', visual && styles.withVisual)}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading as="h1" className={styles.heading}>
            {heading}
          </Heading>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {visual && <div className={styles.visual}>{visual}</div>}
      </div>
    </header>
  );
}
