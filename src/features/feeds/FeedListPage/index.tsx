import React, {type ReactNode} from 'react';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type {Props} from '@theme/BlogListPage';
import FeedListLayout from '@site/src/features/feeds/FeedListLayout';

/**
 * The changelog's list page (`blogListComponent` in docusaurus.config.ts):
 * the posts, newest first, under the feed's hero.
 */
export default function FeedListPage(props: Props): ReactNode {
  return (
    <FeedListLayout listProps={props}>
      <div className="container margin-vert--xl">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <BlogPostItems items={props.items} />
            <BlogListPaginator metadata={props.metadata} />
          </div>
        </div>
      </div>
    </FeedListLayout>
  );
}
