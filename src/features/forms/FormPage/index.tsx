import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/ui/PageHero';
import {PAGES} from '@site/src/data/pages';
import styles from './styles.module.css';

/** A page around a form: the page's title and hero from PAGES, then the form (and what goes beside it). */
export default function FormPage({path, aside, children}: {path: keyof typeof PAGES; aside?: ReactNode; children: ReactNode}): ReactNode {
  const page = PAGES[path];
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
        <div className={`container ${styles.body}`}>
          <div className={styles.main}>{children}</div>
          {aside && <aside className={styles.aside}>{aside}</aside>}
        </div>
      </main>
    </Layout>
  );
}
