import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownPathOf} from '@site/src/data/llms';
import * as COPY from './copy';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * The page's Markdown twin (written after the build, src/plugins/markdownExport.ts):
 * a link to it, which works without JavaScript, and a button that puts it on
 * the clipboard (hidden without JavaScript: static/css/no-js.css, `js-only`).
 * `permalink` is the page's address with the base URL.
 */
export default function CopyPageMarkdown({permalink}: {permalink: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const href = markdownPathOf(permalink);
  const copy = async () => {
    setStatus('copying');
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={styles.bar} role="group" aria-label={COPY.label}>
      <button type="button" className={clsx('js-only', styles.button)} onClick={() => void copy()} disabled={status === 'copying'}>
        {COPY.copy}
      </button>
      {/* A file, not a route: a plain link. */}
      <a className={styles.link} href={href} type="text/markdown">
        {COPY.view}
      </a>
      <span className={styles.status} role="status">
        {status === 'copied' ? COPY.copied : status === 'failed' ? COPY.failed : ''}
      </span>
    </div>
  );
}
