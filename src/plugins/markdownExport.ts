import {createDocument} from '@mixmark-io/domino';
import TurndownService from 'turndown';
import {tables} from '@joplin/turndown-plugin-gfm';
import {markdownPathOf} from '../data/llms';

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
  /** The page's heading and meta description, as built (in the page's language). */
  title: string;
  description: string;
  markdown: string;
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
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-md-lang'),
    replacement: (_content, node) => {
      const element = node as unknown as Element;
      const code = element.textContent ?? '';
      const title = element.getAttribute('data-md-title');
      const marks = fence(code);
      return `\n\n${title ? `${title}:\n\n` : ''}${marks}${element.getAttribute('data-md-lang') ?? ''}\n${code}\n${marks}\n\n`;
    },
  });
  // Table cells run inline pieces together (a field's name, its "required" badge, its type): keep them apart.
  turndown.addRule('spaced cell pieces', {
    filter: (node) => node.nodeName === 'SPAN' && node.closest('td, th') !== null,
    replacement: (content) => (content.trim() ? ` ${content.trim()} ` : ''),
  });
  turndown.addRule('site links', {
    filter: (node) => node.nodeName === 'A' && (node.getAttribute('href') ?? '').startsWith('/'),
    replacement: (content, node) => `[${content}](${siteUrl}${(node as unknown as Element).getAttribute('href')})`,
  });
  // (Rules added later are tried first.)
  // Buttons side by side (the API reference's downloads) stay apart too.
  turndown.addRule('buttons', {
    filter: (node) => node.nodeName === 'A' && /(^|\s)button(\s|$)/.test(node.getAttribute('class') ?? ''),
    replacement: (content, node) => {
      const href = (node as unknown as Element).getAttribute('href') ?? '';
      return `- [${content}](${href.startsWith('/') ? siteUrl : ''}${href})\n`;
    },
  });
  return turndown;
}

/** Prepares the content for conversion: code blocks as plain text with their language and title, tab panels under their names. */
function simplify(root: Element): void {
  const document = root.ownerDocument;
  for (const block of Array.from(root.querySelectorAll('.theme-code-block'))) {
    // The code as the pre's text (turndown drops elements without text before any rule sees them).
    const pre = document.createElement('pre');
    pre.textContent = codeOf(block);
    // A sample's language written plain in the static HTML (src/ui/DeferredCodeBlock) names its language on its wrapper.
    const plainLanguage = block.closest('[data-plain-language]')?.getAttribute('data-plain-language');
    pre.setAttribute('data-md-lang', plainLanguage || (/(?:^|\s)language-(\S+)/.exec(block.getAttribute('class') ?? '')?.[1] ?? ''));
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
export function pageToMarkdown(html: string, url: string, siteUrl: string): MarkdownPage {
  const document = createDocument(html);
  const root = CONTENT_ROOTS.map((selector) => document.querySelector(selector)).find((element) => !!element);
  if (!root) throw new Error(`markdown export: ${url} has no content to export`);
  const title = root.querySelector('h1')?.textContent?.trim() ?? document.title;
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
  simplify(root);
  const body = converter(siteUrl).turndown(root.innerHTML).trim();
  // The page's h1 opens the Markdown (taken from wherever the page has it), then the description and the address.
  const lines = body.split('\n');
  const h1 = lines.findIndex((line) => line.startsWith('# '));
  const heading = h1 >= 0 ? lines.splice(h1, 1)[0]! : `# ${title}`;
  const markdown = [heading, '', `> ${description}`, '', `Source: ${siteUrl}${url}`, '', ...lines, ''].join('\n').replace(/\n{3,}/g, '\n\n');
  return {url, title, description, markdown};
}

/** /llms.txt (llmstxt.org): the site in one paragraph, then every Markdown page with its description. */
export function llmsTxt({title, summary, details, docs, reference, extra, siteUrl}: {title: string; summary: string; details: string; docs: MarkdownPage[]; reference: MarkdownPage[]; extra: {title: string; url: string; description: string}[]; siteUrl: string}): string {
  const entry = (page: {title: string; url: string; description: string}) => `- [${page.title}](${siteUrl}${page.url}): ${page.description}`;
  const markdownEntry = (page: MarkdownPage) => entry({...page, url: markdownPathOf(page.url)});
  return [`# ${title}`, '', `> ${summary}`, '', details, '', '## Docs', '', ...docs.map(markdownEntry), '', '## API reference', '', ...reference.map(markdownEntry), ...extra.map(entry), ''].join('\n');
}

/** /llms-full.txt: every page's Markdown, one after the other, each as published (headings and code untouched). */
export function llmsFullTxt(pages: MarkdownPage[]): string {
  return `${pages.map((page) => page.markdown.trim()).join('\n\n---\n\n')}\n`;
}
