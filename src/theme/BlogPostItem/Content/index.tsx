import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import UntranslatedContent, {isTranslatedSource} from '@site/src/ui/UntranslatedContent';

/** Wrapped, not copied: a news post or product update without a translation gets the untranslated notice on its own page. */
export default function BlogPostItemContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <UntranslatedContent translated={!isBlogPostPage || isTranslatedSource(metadata.source)}>
      <Content {...props} />
    </UntranslatedContent>
  );
}
