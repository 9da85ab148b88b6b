import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import * as COPY from './copy';

// Replaces "Read more" (the same text on every post) with link text that names
// the post, so the link makes sense out of context for search engines and screen readers.
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>{COPY.label(blogPostTitle)}</Link>
  );
}
