import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import PageHero from '@site/src/components/PageHero';
import {feedListTitle} from '@site/src/data/feedPages';

/**
 * The list page of a feed (news in blog/, product updates in changelog/),
 * set as `blogListComponent` in docusaurus.config.ts: a hero with the feed's
 * title as the page's h1, then the posts, newest first.
 */
export default function FeedListPage(props: Props): ReactNode {
  const {metadata, items} = props;
  const title = feedListTitle(metadata.blogTitle, metadata.page);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageStructuredData {...props} />
      <Layout title={title} description={metadata.blogDescription}>
        <main>
          <PageHero heading={title} lead={metadata.blogDescription} />
          <div className="container margin-vert--xl">
            <div className="row">
              <div className="col col--8 col--offset-2">
                <BlogPostItems items={items} />
                <BlogListPaginator metadata={metadata} />
              </div>
            </div>
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
