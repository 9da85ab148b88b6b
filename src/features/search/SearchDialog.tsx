import React, {Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {groupBySection, MAX_RESULTS, parseIndex, prepareIndex, search, type PreparedIndex, type TextPart} from './engine';
import * as COPY from './copy';
import styles from './SearchDialog.module.css';

export interface SearchDialogProps {
  /** The index's URL, base URL included. */
  indexUrl: string;
  /** What was typed before the dialog's code arrived. */
  typedAhead?: () => string;
  /** Closes the dialog; `returnFocus` is false when a result was followed (the new page takes focus). */
  onClose: (returnFocus: boolean) => void;
}

let loaded: {url: string; index: Promise<PreparedIndex>} | undefined;

/**
 * The index, fetched once per page load. `no-cache` makes the browser check
 * with the server that its copy is current (one small request when it is), so
 * the index is never older than the pages it describes.
 */
function loadIndex(url: string): Promise<PreparedIndex> {
  if (loaded?.url !== url) {
    const index = fetch(url, {cache: 'no-cache'})
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => prepareIndex(parseIndex(data)));
    // A failed load is tried again next time the dialog opens.
    index.catch(() => (loaded = undefined));
    loaded = {url, index};
  }
  return loaded.index;
}

export function preloadIndex(url: string): void {
  loadIndex(url).catch(() => undefined);
}

function Marked({parts}: {parts: TextPart[]}): ReactNode {
  return parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>));
}

function statusText(state: 'loading' | 'error' | 'ready', query: string, count: number): string {
  if (!query) return '';
  if (state === 'loading') return COPY.statusLoading;
  if (state === 'error') return COPY.statusError;
  if (count === 0) return COPY.statusNone(query);
  if (count === 1) return COPY.statusOne;
  if (count >= MAX_RESULTS) return COPY.statusBest(count);
  return COPY.statusMany(count);
}

/**
 * The search dialog: a modal <dialog> (the rest of the page is inert while it
 * is open) holding a WAI-ARIA combobox. Focus stays in the field; arrow keys
 * move the active option (aria-activedescendant), Enter follows it, Escape
 * closes. Loaded on demand by src/theme/SearchBar.
 */
export default function SearchDialog({indexUrl, typedAhead, onClose}: SearchDialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [query, setQuery] = useState(() => typedAhead?.() ?? '');
  const [index, setIndex] = useState<PreparedIndex | 'loading' | 'error'>('loading');
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
    return () => element?.close();
  }, []);

  useEffect(() => {
    let current = true;
    loadIndex(indexUrl).then(
      (prepared) => current && setIndex(prepared),
      () => current && setIndex('error'),
    );
    return () => {
      current = false;
    };
  }, [indexUrl]);

  const trimmed = query.trim();
  const groups = useMemo(() => (typeof index === 'object' ? groupBySection(search(index, query)) : []), [index, query]);
  const results = groups.flatMap((group) => group.results);
  const state = typeof index === 'object' ? 'ready' : index;
  const status = statusText(state, trimmed, results.length);
  const optionId = (i: number) => `${id}option-${i}`;
  const expanded = results.length > 0;

  // Announced once typing pauses, not on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(status), 500);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (expanded) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // optionId only depends on id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, expanded]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      document.getElementById(optionId(active))?.click();
    }
  };

  // Escape closes (and returns focus); Tab cycles through the dialog's own controls.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('input, button'));
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const firstOfGroup = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.results.length, 0));
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={`${id}title`}
      onKeyDown={onDialogKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onMouseDown={(event) => event.target === dialog.current && onClose(true)}>
      <h2 id={`${id}title`} className="visually-hidden">
        {COPY.title}
      </h2>
      <div className={styles.header}>
        <div className={styles.bar}>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={COPY.inputLabel}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? `${id}listbox` : undefined}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            placeholder={COPY.placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={100}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose(true)}>
            {COPY.close}
          </button>
        </div>
      </div>

      <div className={styles.body}>
        {/* Visible status; the polite live region below says the same once typing pauses. */}
        <p className={clsx(styles.status, !status && styles.statusEmpty)}>
          {status}
        </p>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
        {!trimmed && (
          <p className={styles.empty}>{COPY.empty}</p>
        )}
        {state === 'ready' && trimmed && !expanded && (
          <p className={styles.empty}>{COPY.noneHint}</p>
        )}
        {expanded && (
          <div id={`${id}listbox`} role="listbox" aria-label={COPY.results} className={styles.listbox}>
            {groups.map((group, g) => (
              <div key={group.section} role="group" aria-labelledby={`${id}group-${g}`} className={styles.group}>
                <div id={`${id}group-${g}`} className={styles.groupLabel}>
                  {COPY.sections[group.section]}
                </div>
                {group.results.map((result, r) => {
                  const i = firstOfGroup[g]! + r;
                  const optionKey = optionId(i);
                  // What the option shows, each part with an id: its name is made of the same list (below).
                  const shown = [
                    {part: 'title', text: result.title, className: styles.title},
                    ...(result.headingText ? [{part: 'heading', text: result.headingText, className: styles.heading}] : []),
                    {part: 'snippet', text: result.snippet, className: styles.snippet},
                  ];
                  return (
                    <Link
                      key={result.url}
                      id={optionKey}
                      role="option"
                      aria-selected={i === active}
                      // Named by all it shows, title, heading and snippet, as its text reads (WCAG 2.5.3, label
                      // in name: a name without the snippet left part of the option's visible text out of it).
                      aria-labelledby={shown.map(({part}) => `${optionKey}-${part}`).join(' ')}
                      tabIndex={-1}
                      to={result.url}
                      className={clsx(styles.option, i === active && styles.active)}
                      onMouseMove={() => i !== active && setActive(i)}
                      onClick={() => onClose(false)}>
                      {shown.map(({part, text, className}, p) => (
                        <Fragment key={part}>
                          {p > 0 && ' '}
                          <span id={`${optionKey}-${part}`} className={className}>
                            <Marked parts={text} />
                          </span>
                        </Fragment>
                      ))}
                    </Link>
                  );
                })}
              </div>
            ))}
          </div>
        )}
      </div>

      <div className={styles.footer} aria-hidden="true">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> {COPY.helpMove}
        </span>
        <span>
          <kbd>{COPY.keyEnter}</kbd> {COPY.helpOpen}
        </span>
        <span>
          <kbd>{COPY.keyEscape}</kbd> {COPY.helpClose}
        </span>
      </div>
    </dialog>
  );
}
