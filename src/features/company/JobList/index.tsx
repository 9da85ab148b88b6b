import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import LinkContext from '@site/src/ui/LinkContext';
import type {JobOpening} from '@site/src/features/company/data/company';
import styles from './styles.module.css';

interface Props {
  jobs: JobOpening[];
  /** Names of the details, read by screen readers before each value. */
  labels: {department: string; type: string};
}

/** Job openings: title, department and type, description, and an "Apply Now" link that names the position. */
export default function JobList({jobs, labels}: Props): ReactNode {
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.title} className={styles.job}>
          <div className={styles.text}>
            <Heading as="h3" className={styles.title}>
              {job.title}
            </Heading>
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt className="visually-hidden">{labels.department}</dt>
                <dd>{job.department}</dd>
              </div>
              <div className={styles.detail}>
                <dt className="visually-hidden">{labels.type}</dt>
                <dd>{job.type}</dd>
              </div>
            </dl>
            <p className={styles.description}>{job.description}</p>
          </div>
          <Link to={job.apply.to} className={`button button--primary ${styles.apply}`}>
            {job.apply.label}
            <LinkContext>{job.title}</LinkContext>
          </Link>
        </li>
      ))}
    </ul>
  );
}
