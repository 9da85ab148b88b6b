import React, {useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ApiOperation} from '@site/src/features/api/data/model';
import {TRY_IT_WRAPPER_COPY as COPY} from './wrapperCopy';
import styles from './styles.module.css';

type PanelProps = {operation: ApiOperation};
const loadPanel = () => import('./TryItPanel');
/** The panel's component once its chunk has loaded (shared by every operation of the page). */
let loadedPanel: ComponentType<PanelProps> | undefined;

/**
 * The "Try it" button of an operation of the API reference, and the panel it
 * opens (./TryItPanel.tsx, with its words, loaded on the first press or when
 * the pointer or focus reaches the button: the page does not carry it).
 * Without JavaScript the button is hidden and a note points to the cURL sample.
 */
export default function TryIt({operation, describedBy}: {operation: ApiOperation; describedBy: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState(() => loadedPanel);
  const panelId = `try-it-${operation.operationId}`;
  const load = () => {
    if (Panel) return;
    void loadPanel().then((module) => {
      loadedPanel = module.default;
      setPanel(() => module.default);
    });
  };
  return (
    <div className={styles.tryIt}>
      <button
        type="button"
        className={clsx('js-only', 'button button--secondary', styles.toggle)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(!open);
        }}>
        {COPY.toggle}
      </button>
      <noscript>
        <p className={styles.noScript}>
          {COPY.noScript}
        </p>
      </noscript>
      <div id={panelId} hidden={!open}>
        {open && (Panel ? <Panel operation={operation} /> : <p className={styles.loading}>{COPY.loading}</p>)}
      </div>
    </div>
  );
}
