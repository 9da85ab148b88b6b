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

/** The forms' countries in the locale being built (src/plugins/countries). */
declare module '@form-countries' {
  import type {FormCountry} from '@site/src/features/forms/data/countries';
  const countries: FormCountry[];
  export default countries;
}

/** The example market of the locale being built: code, grouped number, currency (src/plugins/countries). */
declare module '@page-example' {
  import type {PageExample} from '@site/src/features/coverage/data/exampleMarkets';
  const example: PageExample;
  export default example;
}
