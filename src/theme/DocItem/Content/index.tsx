import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import UntranslatedContent, {isTranslatedSource} from '@site/src/components/UntranslatedContent';

/** Wrapped, not copied: a doc without a translation in the page's language gets the untranslated notice. */
export default function DocItemContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata} = useDoc();
  return (
    <UntranslatedContent translated={isTranslatedSource(metadata.source)}>
      <Content {...props} />
    </UntranslatedContent>
  );
}
