import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import PageHero from '@site/src/ui/PageHero';
import {feedListDescription, feedListTitle} from '@site/src/features/feeds/data/feedPages';

/**
 * What every feed list page shares (the changelog's and the news pages): the
 * theme's blog-list classes and structured data, the head (title and description numbered after the first page), and a hero whose h1
 * is the feed's title.
 */
export default function FeedListLayout({listProps, children}: {listProps: Props; children: ReactNode}): ReactNode {
  const {metadata} = listProps;
  const title = feedListTitle(metadata.blogTitle, metadata.page);
  const description = feedListDescription(metadata.blogDescription, metadata.page, metadata.totalPages);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageStructuredData {...listProps} />
      <Layout title={title} description={description}>
        <main>
          <PageHero heading={title} lead={metadata.blogDescription} />
          {children}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
