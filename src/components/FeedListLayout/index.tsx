import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import PageHero from '@site/src/components/PageHero';
import {feedListTitle} from '@site/src/data/feedPages';

/**
 * What every feed list page shares (the changelog's and the news pages): the
 * theme's blog-list classes and structured data, the head, and a hero whose h1
 * is the feed's title, numbered after the first page.
 */
export default function FeedListLayout({listProps, children}: {listProps: Props; children: ReactNode}): ReactNode {
  const {metadata} = listProps;
  const title = feedListTitle(metadata.blogTitle, metadata.page);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageStructuredData {...listProps} />
      <Layout title={title} description={metadata.blogDescription}>
        <main>
          <PageHero heading={title} lead={metadata.blogDescription} />
          {children}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
