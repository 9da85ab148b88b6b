import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

// Replaces "Read more" (the same text on every post) with link text that names
// the post, so the link makes sense out of context for search engines and screen readers.
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <Translate id="theme.blog.post.readMoreAbout" values={{title: blogPostTitle}}>
        {'Read “{title}”'}
      </Translate>
    </Link>
  );
}
