/** Types for the two packages of the Markdown export (src/plugins/markdownExport.ts) that ship none usable. */
declare module '@mixmark-io/domino' {
  /** Parses HTML into a standard DOM Document (turndown's own parser). */
  export function createDocument(html?: string): Document;
}

declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  /** GitHub-flavoured Markdown tables. */
  export const tables: TurndownService.Plugin;
}
