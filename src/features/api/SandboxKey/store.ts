import {useSyncExternalStore} from 'react';
import {checkSandboxKey} from '@site/src/features/api/data/sandboxKey';

/**
 * The developer's sandbox key: one store for the page, which every Try it
 * panel's key field and Send, and the code samples of every page, read.
 * - The key field's text, as typed in any panel, is here (in memory only):
 *   every open panel shows it, and sends it.
 * - Once it is a well-formed sandbox key it is kept in sessionStorage (this
 *   tab only, gone when it closes; never localStorage, never the address),
 *   and the samples show it in place of the API_KEY placeholder unless hidden.
 * - "Forget key" in any panel empties every field and the storage.
 */
const KEY_ITEM = 'sandbox.apiKey';
const HIDDEN_ITEM = 'sandbox.apiKeyHidden';
const CHANGE_EVENT = 'sandbox-key-change';

export interface SandboxKeyState {
  key: string;
  /** The reader chose "Hide key": samples show the placeholder again. */
  hidden: boolean;
}

const NONE: SandboxKeyState = {key: '', hidden: false};
let cached: SandboxKeyState = NONE;
/** What the key fields show when it differs from the kept key (something typed, not yet or not at all a key to keep). */
let typed: string | undefined;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): SandboxKeyState {
  const store = storage();
  const key = store?.getItem(KEY_ITEM) ?? '';
  const hidden = store?.getItem(HIDDEN_ITEM) === 'true';
  if (key !== cached.key || hidden !== cached.hidden) cached = key ? {key, hidden} : NONE;
  return cached;
}

function readInput(): string {
  return typed ?? read().key;
}

function changed(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * What the developer typed in a key field, for every panel: kept for this tab
 * (trimmed) once it is a well-formed sandbox key; anything else (a live key
 * above all) stays in this page's memory only.
 */
export function typeSandboxKey(value: string): void {
  typed = value;
  if (checkSandboxKey(value) === 'ok') storage()?.setItem(KEY_ITEM, value.trim());
  changed();
}

/** Empties every key field and forgets the kept key. */
export function forgetSandboxKey(): void {
  typed = undefined;
  storage()?.removeItem(KEY_ITEM);
  storage()?.removeItem(HIDDEN_ITEM);
  changed();
}

export function setSandboxKeyHidden(hidden: boolean): void {
  if (hidden) storage()?.setItem(HIDDEN_ITEM, 'true');
  else storage()?.removeItem(HIDDEN_ITEM);
  changed();
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  // Another tab cannot change this tab's sessionStorage; this tab's other frames could.
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The kept key (none in the static HTML and during hydration, so both render alike). */
export function useSandboxKey(): SandboxKeyState {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** The text of every key field: what was last typed in any panel, else the kept key. */
export function useSandboxKeyInput(): string {
  return useSyncExternalStore(subscribe, readInput, () => '');
}
