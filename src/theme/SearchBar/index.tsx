import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {SearchDialogProps} from '@site/src/features/search/SearchDialog';
import * as COPY from './copy';
import styles from './styles.module.css';

type DialogModule = typeof import('@site/src/features/search/SearchDialog');
let dialogModule: Promise<DialogModule> | undefined;

/** The dialog's code and the index, requested once, when a visitor first shows interest in search. */
function loadSearch(indexUrl: string): Promise<DialogModule> {
  dialogModule ??= import(/* webpackChunkName: "search-dialog" */ '@site/src/features/search/SearchDialog').catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule.then((module) => {
    module.preloadIndex(indexUrl);
    return module;
  });
}

/** Typing in a field: "/" is a character there, not the shortcut. */
function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * Replaces the theme's empty SearchBar with the site's own search, so every
 * page gets it without a search service or a third-party bundle. Only this
 * trigger is in every page's JavaScript; the dialog (src/features/search/SearchDialog)
 * and the index load on first hover, focus, tap or shortcut. The static HTML
 * holds an empty slot of the trigger's size: without JavaScript there is no
 * dead control, and the trigger appears after hydration without moving anything.
 */
export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const indexUrl = useBaseUrl('/search-index.json');
  const trigger = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  const prepare = useCallback(() => {
    loadSearch(indexUrl).catch(() => undefined);
  }, [indexUrl]);

  // What is typed between opening and the dialog's arrival, handed to it so no keystroke is lost.
  const typedAhead = useRef<string | null>(null);
  const show = useCallback(() => {
    setOpen(true);
    typedAhead.current ??= '';
    loadSearch(indexUrl).then(
      (module) => setDialog(() => module.default),
      () => setOpen(false),
    );
  }, [indexUrl]);

  // Focus goes back to the trigger once the dialog is gone (while it is open, the rest of the page is inert).
  const returnFocus = useRef(false);
  const close = useCallback((toTrigger: boolean) => {
    returnFocus.current = toTrigger;
    typedAhead.current = null;
    setOpen(false);
  }, []);
  const readTypedAhead = useCallback(() => typedAhead.current ?? '', []);
  useEffect(() => {
    if (open && Dialog) typedAhead.current = null;
  }, [open, Dialog]);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    trigger.current?.focus();
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      if (typedAhead.current !== null && !isEditable(event.target)) {
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) typedAhead.current += event.key;
        else if (event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1);
        else if (event.key !== 'Escape') return;
        event.preventDefault();
        if (event.key === 'Escape') close(true);
        return;
      }
      const modK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, close]);

  const isApple = isBrowser && /Mac|iPhone|iPad/.test(navigator.userAgent);
  return (
    <span className={styles.slot}>
      {isBrowser && (
        <button
          ref={trigger}
          type="button"
          className={styles.trigger}
          aria-label={COPY.trigger}
          aria-haspopup="dialog"
          aria-keyshortcuts={isApple ? 'Meta+K /' : 'Control+K /'}
          onClick={show}
          onFocus={prepare}
          onPointerEnter={prepare}
          onTouchStart={prepare}>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.label}>{COPY.trigger}</span>
          <kbd className={styles.hint} aria-hidden="true">
            {isApple ? '⌘ K' : 'Ctrl K'}
          </kbd>
        </button>
      )}
      {open && Dialog && createPortal(<Dialog indexUrl={indexUrl} typedAhead={readTypedAhead} onClose={close} />, document.body)}
    </span>
  );
}
