import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

type Props = WrapperProps<typeof CodeBlockType>;

// Registers Prism's additional languages (bash, json, python...) when the first
// code block loads rather than in every page's bundle (src/plugins/codeHighlightingOnDemand.ts).
prismIncludeLanguages(Prism);

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
