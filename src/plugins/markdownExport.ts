import {createDocument} from '@mixmark-io/domino';
import TurndownService from 'turndown';
import {tables} from '@joplin/turndown-plugin-gfm';

/**
 * Docs pages and the API reference as Markdown, for AI assistants and for
 * readers who paste a page into one: made from the built page (so samples,
 * the brand and every component are expanded as a reader sees them), written
 * next to it as `<route>.md` (/docs/webhooks → /docs/webhooks.md), and listed
 * in /llms.txt, with every page in full in /llms-full.txt (llmstxt.org).
 * A step of the post-build pipeline (src/plugins/postBuild.ts).
 */

export interface MarkdownPage {
  /** Route path without the base URL: `/docs/webhooks`. */
  url: string;
  title: string;
  description: string;
  /** Where the page goes in llms.txt. */
  section: 'Docs' | 'API reference';
}

/** Where a page's Markdown is published: the route with `.md` (`/docs` → `/docs.md`). */
export function markdownPathOf(url: string): string {
  return `${url.replace(/\/$/, '') || '/index'}.md`;
}

/** The part of a built page that is its content: a doc's Markdown, else the page's main. */
const CONTENT_ROOTS = ['.theme-doc-markdown', 'main'];
/** What a reader of the Markdown has no use for: navigation, controls, heading anchors. */
const LEFT_OUT = ['nav', 'button', 'script', 'style', 'noscript', '.hash-link', '.theme-doc-toc-mobile', '[role="tablist"]', 'svg'];


function codeOf(block: Element): string {
  const lines = Array.from(block.querySelectorAll('.token-line'));
  const text = lines.length ? lines.map((line) => line.textContent ?? '').join('\n') : (block.querySelector('pre')?.textContent ?? '');
  return text.replace(/\n+$/, '');
}

/** A longer fence than any run of backticks in the code. */
function fence(code: string): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (match) => match[0].length));
  return '`'.repeat(longest + 1);
}

function converter(siteUrl: string): TurndownService {
  const turndown = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_'});
  turndown.use(tables);
  turndown.addRule('code block', {
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-md-code'),
    replacement: (_content, node) => {
      const element = node as unknown as Element;
      const code = element.getAttribute('data-md-code') ?? '';
      const title = element.getAttribute('data-md-title');
      const marks = fence(code);
      return `\n\n${title ? `${title}:\n\n` : ''}${marks}${element.getAttribute('data-md-lang') ?? ''}\n${code}\n${marks}\n\n`;
    },
  });
  turndown.addRule('site links', {
    filter: (node) => node.nodeName === 'A' && (node.getAttribute('href') ?? '').startsWith('/'),
    replacement: (content, node) => `[${content}](${siteUrl}${(node as unknown as Element).getAttribute('href')})`,
  });
  return turndown;
}

/** Prepares the content for conversion: code blocks as plain text with their language and title, tab panels under their names. */
function simplify(root: Element): void {
  const document = root.ownerDocument;
  for (const block of Array.from(root.querySelectorAll('.theme-code-block'))) {
    const pre = document.createElement('pre');
    pre.setAttribute('data-md-code', codeOf(block));
    pre.setAttribute('data-md-lang', /(?:^|\s)language-(\S+)/.exec(block.getAttribute('class') ?? '')?.[1] ?? '');
    const title = block.querySelector('[class*="codeBlockTitle"]')?.textContent?.trim();
    if (title) pre.setAttribute('data-md-title', title);
    block.replaceWith(pre);
  }
  for (const tabs of Array.from(root.querySelectorAll('.tabs-container'))) {
    const labels = Array.from(tabs.querySelectorAll('[role="tab"]'), (tab) => tab.textContent?.trim() ?? '');
    const panels = Array.from(tabs.querySelectorAll('[role="tabpanel"]'));
    const replacement = document.createElement('div');
    panels.forEach((panel, index) => {
      const label = document.createElement('p');
      const strong = document.createElement('strong');
      strong.textContent = labels[index] ?? '';
      label.appendChild(strong);
      replacement.appendChild(label);
      while (panel.firstChild) replacement.appendChild(panel.firstChild);
    });
    tabs.replaceWith(replacement);
  }
  for (const element of Array.from(root.querySelectorAll(LEFT_OUT.join(', ')))) element.remove();
}

/** One built page's content as Markdown, headed by its title, description and address. */
export function pageToMarkdown(html: string, page: MarkdownPage, siteUrl: string): string {
  const document = createDocument(html);
  const root = CONTENT_ROOTS.map((selector) => document.querySelector(selector)).find((element) => element !== null);
  if (!root) throw new Error(`markdown export: ${page.url} has no content to export`);
  simplify(root);
  // A doc's own title is the first heading of its content; the API reference's is in its header.
  const body = converter(siteUrl).turndown(root.innerHTML).trim();
  const heading = body.startsWith(`# ${page.title}`) ? '' : `# ${page.title}\n\n`;
  return `${heading}${body.replace(/^(# .+\n)/, `$1\n> ${page.description}\n\nSource: ${siteUrl}${page.url}\n`)}\n`;
}

/** /llms.txt (llmstxt.org): the site in one paragraph, then every Markdown page with its description. */
export function llmsTxt({title, summary, details, pages, extra, siteUrl}: {title: string; summary: string; details: string; pages: MarkdownPage[]; extra: {title: string; url: string; description: string}[]; siteUrl: string}): string {
  const entry = (page: MarkdownPage) => `- [${page.title}](${siteUrl}${markdownPathOf(page.url)}): ${page.description}`;
  const section = (name: MarkdownPage['section']) => pages.filter((page) => page.section === name).map(entry);
  return [
    `# ${title}`,
    '',
    `> ${summary}`,
    '',
    details,
    '',
    '## Docs',
    '',
    ...section('Docs'),
    '',
    '## API reference',
    '',
    ...section('API reference'),
    ...extra.map((item) => `- [${item.title}](${siteUrl}${item.url}): ${item.description}`),
    '',
  ].join('\n');
}
