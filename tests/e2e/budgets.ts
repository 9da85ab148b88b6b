/**
 * JavaScript budgets: gzip bytes of the scripts a route loads on first visit.
 * Raise a budget only with a reason in the commit message.
 */
export const JS_BUDGET_GZIP_BYTES = {
  /** Marketing and company pages: the Docusaurus runtime, React 18 and the shared layout (measured 99 KB). */
  page: 110_000,
  /** Markdown pages (docs, news, changelog, legal) and pages with code samples (the API reference too) carry the MDX components and Prism (measured 142–151 KB). */
  content: 165_000,
} as const;

export function budgetFor(route: string): number {
  return /^\/(docs|news|changelog|terms|privacy|security|mobile-money|api-reference)(\/|$)/.test(route) ? JS_BUDGET_GZIP_BYTES.content : JS_BUDGET_GZIP_BYTES.page;
}
