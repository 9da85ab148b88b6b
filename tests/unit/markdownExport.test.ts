/**
 * @jest-environment node
 */
import {llmsFullTxt, llmsTxt, pageToMarkdown} from '@site/src/plugins/markdownExport';
import {markdownPathOf} from '@site/src/data/llms';

const SITE = 'https://www.example.africa';
const page = (body: string) =>
  `<!doctype html><html><head><title>Webhooks | Example</title><meta name="description" content="Receive events."></head><body><nav>Site menu</nav><main><article><div class="theme-doc-markdown markdown"><header><h1>Webhooks</h1></header>${body}</div></article></main></body></html>`;

describe('a built docs page as Markdown (src/plugins/markdownExport.ts)', () => {
  it('heads it with the title, the description and the address, and leaves out navigation and heading anchors', () => {
    const {markdown, title, description} = pageToMarkdown(page('<h2 id="events">Events<a href="#events" class="hash-link" aria-label="Direct link">​</a></h2><p>See <a href="/docs/errors#codes">errors</a>.</p>'), '/docs/webhooks', SITE);
    expect([title, description]).toEqual(['Webhooks', 'Receive events.']);
    expect(markdown).toBe(`# Webhooks\n\n> Receive events.\n\nSource: ${SITE}/docs/webhooks\n\n## Events\n\nSee [errors](${SITE}/docs/errors#codes).\n`);
    expect(markdown).not.toContain('Site menu');
  });

  it('writes each tab of a code sample under its name, as fenced code with its language and title, line by line', () => {
    const block = (lang: string, title: string, lines: string[]) =>
      `<div class="language-${lang} codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">${title}</div><pre><code>${lines.map((line) => `<span class="token-line">${line}</span><br/>`).join('')}</code></pre><button>Copy</button></div>`;
    const tabs = `<div class="tabs-container"><ul role="tablist"><li role="tab">JavaScript</li><li role="tab">cURL</li></ul><div><div role="tabpanel">${block('javascript', 'pay.js', ['const a = 1;', 'console.log(`${a}`);'])}</div><div role="tabpanel" hidden>${block('bash', 'pay.sh', ['curl -X POST https://x'])}</div></div></div>`;
    const {markdown} = pageToMarkdown(page(tabs), '/docs/webhooks', SITE);
    expect(markdown).toContain('**JavaScript**\n\npay.js:\n\n```javascript\nconst a = 1;\nconsole.log(`${a}`);\n```');
    expect(markdown).toContain('**cURL**\n\npay.sh:\n\n```bash\ncurl -X POST https://x\n```');
    expect(markdown).not.toMatch(/Copy|<span|tablist/);
  });

  it('fences code that holds a fence with a longer one', () => {
    const {markdown} = pageToMarkdown(page('<div class="language-md theme-code-block"><pre><code><span class="token-line">```js</span><span class="token-line">```</span></code></pre></div>'), '/docs/x', SITE);
    expect(markdown).toContain('````md\n```js\n```\n````');
  });

  it('keeps tables as tables', () => {
    const {markdown} = pageToMarkdown(page('<table><thead><tr><th>Code<th>Meaning<tbody><tr><td><code>timeout</code><td>Too late</table>'), '/docs/errors', SITE);
    expect(markdown).toContain('| Code | Meaning |\n| --- | --- |\n| `timeout` | Too late |');
  });

  it('publishes each page at its address with .md', () => {
    expect([markdownPathOf('/docs/webhooks'), markdownPathOf('/docs'), markdownPathOf('/docs/'), markdownPathOf('/fr/docs')]).toEqual(['/docs/webhooks.md', '/docs.md', '/docs.md', '/fr/docs.md']);
  });

  it('lists the pages in llms.txt as llmstxt.org asks: a title, a summary, details, then sections of links with descriptions', () => {
    const webhooks = pageToMarkdown(page('<p>Body.</p>'), '/docs/webhooks', SITE);
    const text = llmsTxt({title: 'Example API', summary: 'One API.', details: 'Use a bearer key.', docs: [webhooks], reference: [], extra: [{title: 'OpenAPI', url: '/openapi.yaml', description: 'The contract.'}], siteUrl: SITE});
    expect(text).toBe(`# Example API\n\n> One API.\n\nUse a bearer key.\n\n## Docs\n\n- [Webhooks](${SITE}/docs/webhooks.md): Receive events.\n\n## API reference\n\n- [OpenAPI](${SITE}/openapi.yaml): The contract.\n`);
    expect(llmsFullTxt([webhooks, webhooks])).toBe(`${webhooks.markdown.trim()}\n\n---\n\n${webhooks.markdown.trim()}\n`);
  });
});
