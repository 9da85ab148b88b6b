import React, {type ReactNode} from 'react';
import BlogPostPaginator from '@theme-original/BlogPostPaginator';
import type BlogPostPaginatorType from '@theme/BlogPostPaginator';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {UNTRANSLATED_NEIGHBOURS} from '@site/src/ui/UntranslatedContent/source';
import {UntranslatedNeighboursProvider} from '@site/src/ui/UntranslatedContent/neighbours';

/**
 * Wrapped, not copied: the "Newer post" and "Older post" links of a post's
 * page name their posts in English where those have no translation, so the
 * links (src/theme/PaginatorNavLink) mark those titles. Which neighbours have
 * none is written into each post's front matter by src/plugins/feedPosts.ts.
 */
export default function BlogPostPaginatorWrapper(props: WrapperProps<typeof BlogPostPaginatorType>): ReactNode {
  // The metadata's front matter: the build step's key is there, not in the Markdown module's own export (useBlogPost().frontMatter).
  const {metadata} = useBlogPost();
  const untranslated = (metadata.frontMatter as Record<string, unknown>)[UNTRANSLATED_NEIGHBOURS];
  return (
    <UntranslatedNeighboursProvider permalinks={Array.isArray(untranslated) ? (untranslated as string[]) : []}>
      <BlogPostPaginator {...props} />
    </UntranslatedNeighboursProvider>
  );
}
