import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/ui/PageHero';
import type {PageMeta} from '@site/src/data/pages/types';
import styles from './styles.module.css';

/** A page around a form: the page's title and hero (its module in src/data/pages), then the form (and what goes beside it). */
export default function FormPage({page, aside, children}: {page: PageMeta; aside?: ReactNode; children: ReactNode}): ReactNode {
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
