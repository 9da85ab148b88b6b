import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import UntranslatedContent, {isTranslatedSource, useUntranslatedLang} from '@site/src/ui/UntranslatedContent';

/**
 * Wrapped, not copied: a news post or product update without a translation
 * gets the untranslated notice on its own page; in a list (the changelog's
 * pages) its excerpt is marked as English, the cue being on its info line.
 */
export default function BlogPostItemContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const lang = useUntranslatedLang();
  const translated = isTranslatedSource(metadata.source);
  if (!isBlogPostPage) {
    return lang && !translated ? (
      <div lang={lang}>
        <Content {...props} />
      </div>
    ) : (
      <Content {...props} />
    );
  }
  return (
    <UntranslatedContent translated={translated}>
      <Content {...props} />
    </UntranslatedContent>
  );
}
