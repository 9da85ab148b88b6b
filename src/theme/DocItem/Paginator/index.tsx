import React, {type ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/features/docsTools/PageFeedback';

/**
 * Wrapped, not copied: the reader's feedback on the page, between the article
 * and the links to the previous and next pages. Outside the article, so that
 * the search index and the page's Markdown hold the page's content only.
 */
export default function DocItemPaginator(props: WrapperProps<typeof PaginatorType>): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageFeedback title={metadata.title} />
      <Paginator {...props} />
    </>
  );
}
