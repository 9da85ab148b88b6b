import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import {PAGES} from '@site/src/data/pages';

type Path = keyof typeof PAGES;

/**
 * A route whose page is not built yet: its title, description and hero only.
 * Scaffolding until the page's own issue lands, never a finished page.
 */
export default function PageScaffold({path}: {path: Path}): ReactNode {
  const page = PAGES[path];
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
      </main>
    </Layout>
  );
}
