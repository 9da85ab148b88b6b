import React, {type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import DeferredCodeBlock from '@site/src/ui/DeferredCodeBlock';

type Props = WrapperProps<typeof CodeBlockType>;

// Every code block (Markdown fences, API samples) defers the theme's code block
// and Prism until it nears the screen: the static HTML is already highlighted,
// and highlighting it again during hydration blocked the main thread for up to a second.
export default function CodeBlockWrapper(props: Props): ReactNode {
  return <DeferredCodeBlock {...props} />;
}
