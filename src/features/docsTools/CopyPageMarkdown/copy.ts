import {translate} from '@docusaurus/Translate';

/* The Markdown twin bar's words. Imported as a namespace (`import * as COPY`). */

export const label = translate({id: 'docs.markdown.label', message: 'This page for AI assistants'});
export const copy = translate({id: 'docs.markdown.copy', message: 'Copy page as Markdown'});
export const view = translate({id: 'docs.markdown.view', message: 'View as Markdown'});
export const copied = translate({id: 'docs.markdown.copied', message: 'Copied: paste it into your assistant or editor.'});
export const failed = translate({id: 'docs.markdown.failed', message: 'Could not copy here: open “View as Markdown” and copy from there.'});
