/**
 * The addresses of the docs for machines (src/plugins/markdownExport.ts writes
 * them after the build): /llms.txt and /llms-full.txt (llmstxt.org), and a
 * Markdown twin of each docs page and of the API reference.
 */
export const LLMS_FILES = {index: '/llms.txt', full: '/llms-full.txt'} as const;

/** Where a page's Markdown is published: its route with `.md` (`/docs/webhooks` → `/docs/webhooks.md`, `/docs` → `/docs.md`). */
export function markdownPathOf(url: string): string {
  return `${url.replace(/\/$/, '') || '/index'}.md`;
}
