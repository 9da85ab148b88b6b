import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import UntranslatedContent, {isTranslatedSource} from '@site/src/ui/UntranslatedContent';
import CopyPageMarkdown from '@site/src/features/docsTools/CopyPageMarkdown';
import {useOfflineDocs} from '@site/src/features/offline/useOfflineDocs';

/** Wrapped, not copied: the page's Markdown (link and copy button) above it, the untranslated notice for a doc without a translation in the page's language, and the docs kept for reading offline. */
export default function DocItemContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata} = useDoc();
  useOfflineDocs();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      <UntranslatedContent translated={isTranslatedSource(metadata.source)}>
        <Content {...props} />
      </UntranslatedContent>
    </>
  );
}
