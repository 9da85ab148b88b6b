import {translate} from '@docusaurus/Translate';

/** The Markdown twin bar's words. */
export const COPY_PAGE_MARKDOWN_COPY = {
  label: translate({id: 'docs.markdown.label', message: 'This page for AI assistants'}),
  copy: translate({id: 'docs.markdown.copy', message: 'Copy page as Markdown'}),
  view: translate({id: 'docs.markdown.view', message: 'View as Markdown'}),
  copied: translate({id: 'docs.markdown.copied', message: 'Copied: paste it into your assistant or editor.'}),
  failed: translate({id: 'docs.markdown.failed', message: 'Could not copy here: open “View as Markdown” and copy from there.'}),
};
