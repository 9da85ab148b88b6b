/**
 * The theme's code block for the server's render only: imported directly, so
 * the static HTML is written without a Suspense boundary (React 19 writes a
 * completed boundary of some size after the shell, with an inline script that
 * moves it into place, which the Content-Security-Policy refuses). The client
 * build gets ./serverHighlighter.client.ts instead (src/plugins/codeHighlightingOnDemand.ts),
 * so no page's JavaScript carries the highlighter before a block needs it.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import Highlighter from './Highlighter';

const serverHighlighter: ComponentType<Props> | undefined = Highlighter;
export default serverHighlighter;
