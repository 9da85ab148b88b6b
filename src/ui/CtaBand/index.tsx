import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import ButtonLink from '@site/src/ui/ButtonLink';
import type {Cta} from '@site/src/types/content';
import styles from './styles.module.css';

/** The closing call to action of a page. */
export default function CtaBand({id, heading, lead, ctas}: {id: string; heading: string; lead?: string; ctas: Cta[]}): ReactNode {
  return (
    <section id={id} className={styles.band} aria-label={heading}>
      <div className="container">
        <Heading as="h2" id={`${id}-heading`} className={styles.heading}>
          {heading}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        <div className={styles.actions}>
          {ctas.map((cta) => (
            <ButtonLink key={cta.to + cta.label} cta={cta} />
          ))}
        </div>
      </div>
    </section>
  );
}
