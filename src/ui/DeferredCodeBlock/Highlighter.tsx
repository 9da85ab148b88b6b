import type {ComponentType} from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Prism's additional languages (bash, json, python...) are registered when this
// chunk loads rather than in every page's bundle (src/plugins/codeHighlightingOnDemand.ts).
prismIncludeLanguages(Prism);

/** The theme's code block (Prism highlighting, copy and word-wrap buttons), in a chunk of its own. */
const CodeBlock: ComponentType<Props> = OriginalCodeBlock;
export default CodeBlock;
