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

/** The current release, computed from changelog/ (src/plugins/productUpdatesPage.ts): "v3.2.1". */
declare module '@current-release' {
  const release: string;
  export default release;
}

/** The site's countries in the locale being built (src/plugins/countries, src/features/coverage/data/countries.ts). */
declare module '@countries' {
  import type {Country} from '@site/src/features/coverage/data/countries';
  const countries: Country[];
  export default countries;
}

/** The example market of the locale being built: code, grouped number, currency (src/plugins/countries). */
declare module '@page-example' {
  import type {PageExample} from '@site/src/features/coverage/data/exampleMarkets';
  const example: PageExample;
  export default example;
}
