/**
 * JavaScript budgets: gzip bytes of the scripts a route loads on first visit.
 * Raise a budget only with a reason in the commit message.
 */
export const JS_BUDGET_GZIP_BYTES = {
  /** Marketing and company pages: the Docusaurus runtime, React and the shared layout (measured 154 KB). */
  page: 160_000,
  /** Markdown pages (docs, news, changelog, legal) carry the content components too (measured 166–175 KB). */
  content: 185_000,
} as const;

export function budgetFor(route: string): number {
  return /^\/(docs|news|changelog|terms|privacy|security)(\/|$)/.test(route) ? JS_BUDGET_GZIP_BYTES.content : JS_BUDGET_GZIP_BYTES.page;
}
