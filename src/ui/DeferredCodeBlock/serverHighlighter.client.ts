/** Stands in for ./serverHighlighter.ts in the client build (src/plugins/codeHighlightingOnDemand.ts): the browser loads ./Highlighter when a block needs it. */
const serverHighlighter: undefined = undefined;
export default serverHighlighter;
