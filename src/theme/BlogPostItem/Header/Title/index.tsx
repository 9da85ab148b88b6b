import React, {type ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {isTranslatedSource, useUntranslatedLang} from '@site/src/ui/UntranslatedContent';

/** Wrapped, not copied: the title of a post with no translation in the page's language (on its page and in the changelog's list) is marked as English. */
export default function TitleWrapper(props: WrapperProps<typeof TitleType>): ReactNode {
  const {metadata} = useBlogPost();
  const lang = useUntranslatedLang();
  if (!lang || isTranslatedSource(metadata.source)) return <Title {...props} />;
  return (
    <div lang={lang}>
      <Title {...props} />
    </div>
  );
}
