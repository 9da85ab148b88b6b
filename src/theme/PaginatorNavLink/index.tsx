import React, {type ReactNode} from 'react';
import PaginatorNavLink from '@theme-original/PaginatorNavLink';
import type PaginatorNavLinkType from '@theme/PaginatorNavLink';
import type {WrapperProps} from '@docusaurus/types';
import {UntranslatedText} from '@site/src/ui/UntranslatedContent';
import {useIsUntranslatedNeighbour} from '@site/src/ui/UntranslatedContent/neighbours';

/** Wrapped, not copied: a link of a post's paginator to a post with no translation shows its title as English, with the "(in English)" cue. */
export default function PaginatorNavLinkWrapper(props: WrapperProps<typeof PaginatorNavLinkType>): ReactNode {
  const untranslated = useIsUntranslatedNeighbour(props.permalink);
  return (
    <PaginatorNavLink
      {...props}
      title={
        <UntranslatedText translated={!untranslated} cue>
          {props.title}
        </UntranslatedText>
      }
    />
  );
}
