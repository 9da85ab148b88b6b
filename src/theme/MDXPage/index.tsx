import React, {useMemo, type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import UntranslatedContent, {isTranslatedSource} from '@site/src/ui/UntranslatedContent';

type Props = WrapperProps<typeof MDXPageType>;

/**
 * Wrapped, not copied: a Markdown page (terms, privacy, security) without a
 * translation in the page's language gets the untranslated notice. The
 * original renders the content component it is given inside its article, so
 * it is given the same content wrapped, with the same metadata.
 */
export default function MDXPageWrapper(props: Props): ReactNode {
  const {content} = props;
  const translated = isTranslatedSource(content.metadata.source);
  const wrapped = useMemo(() => {
    const Content = content;
    const WithNotice = (contentProps: object) => (
      <UntranslatedContent translated={translated}>
        <Content {...contentProps} />
      </UntranslatedContent>
    );
    return Object.assign(WithNotice, {metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc}) as unknown as Props['content'];
  }, [content, translated]);
  return <MDXPage {...props} content={wrapped} />;
}
