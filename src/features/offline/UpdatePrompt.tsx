import type {ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import * as COPY from './copy';
import styles from './styles.module.css';

/**
 * The prompt that offers a new version of the site (./serviceWorkerClient.ts
 * calls it when one waits): a polite status message with Reload and Later,
 * in its own root at the end of the body, so that no page carries it before
 * it is needed. Reload lets the new version take over and reloads the page.
 */
export function showUpdatePrompt(apply: () => void): void {
  if (document.getElementById(PROMPT_ID)) return;
  const host = document.createElement('div');
  host.id = PROMPT_ID;
  host.setAttribute('role', 'status');
  host.className = styles.prompt!;
  document.body.append(host);
  const root = createRoot(host);
  // The live region exists, empty (and drawn as nothing), before its message: screen readers announce what
  // then appears in it. Later empties it again.
  requestAnimationFrame(() => root.render(<UpdatePrompt apply={apply} later={() => root.render(null)} />));
}

const PROMPT_ID = 'site-update-prompt';

function UpdatePrompt({apply, later}: {apply: () => void; later: () => void}): ReactNode {
  return (
    <>
      <p className={styles.message}>{COPY.updateMessage()}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--sm" onClick={apply}>
          {COPY.reload()}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={later}>
          {COPY.later()}
        </button>
      </div>
    </>
  );
}
