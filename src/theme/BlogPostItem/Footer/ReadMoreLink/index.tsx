import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {UntranslatedText, isTranslatedSource} from '@site/src/ui/UntranslatedContent';
import * as COPY from './copy';

// Replaces "Read more" (the same text on every post) with link text that names
// the post, so the link makes sense out of context for search engines and screen
// readers; the title of a post with no translation is marked as English.
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <Link {...linkProps}>
      {COPY.label(<UntranslatedText translated={isTranslatedSource(metadata.source)}>{blogPostTitle}</UntranslatedText>)}
    </Link>
  );
}
