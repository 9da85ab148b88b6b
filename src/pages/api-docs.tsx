import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import CodeSamples from '@site/src/features/api/CodeSamples';
import apiDocsPage from '@site/src/data/pages/apiDocs';
import {DEVELOPER_HUB as HUB, DEVELOPER_HUB_SECTIONS} from '@site/src/features/api/data/developerHub';
import {useOfflineDocs} from '@site/src/features/offline/useOfflineDocs';
import styles from './api-docs.module.css';

/** The developer hub: what the API offers, the first calls in every sample language, and where to go next. */
export default function ApiDocs(): ReactNode {
  const {title, description, heading, lead} = apiDocsPage;
  // Kept for reading offline, with the docs.
  useOfflineDocs();
  const samples = (
    <ol className={styles.samples}>
      {HUB.samples.items.map((item) => (
        <li key={item.sample} className={styles.sample}>
          <div>
            <Heading as="h3">{item.title}</Heading>
            <p>{item.text}</p>
            <Link to={item.link.to}>{item.link.label}</Link>
          </div>
          <div className={styles.code}>
            <CodeSamples sample={item.sample} />
          </div>
        </li>
      ))}
    </ol>
  );
  return <SectionedPageView title={title} description={description} hero={{heading, lead, ctas: HUB.ctas}} sections={DEVELOPER_HUB_SECTIONS} slots={{[HUB.samples.id]: samples}} />;
}
