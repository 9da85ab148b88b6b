import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import UpdateMeta from '@site/src/components/UpdateMeta';
import type {UpdateStatus, UpdateType} from '@site/src/data/feeds/updates';

type Props = WrapperProps<typeof InfoType>;

// Wrapped, not ejected: under the date, a product update (changelog/) shows its
// status, product, category and version; a news article (blog/) its category.
export default function InfoWrapper(props: Props): ReactNode {
  const {frontMatter} = useBlogPost();
  const {type, status, category, version} = frontMatter as Record<string, string | undefined>;
  return (
    <>
      <Info {...props} />
      {type && status && category ? (
        <UpdateMeta type={type as UpdateType} status={status as UpdateStatus} category={category} version={version} />
      ) : (
        category && <p className="badge badge--secondary">{category}</p>
      )}
    </>
  );
}
