import {useSyncExternalStore} from 'react';

/**
 * The developer's sandbox key, once entered in a Try it panel: kept in
 * sessionStorage (this tab only, gone when it closes; never localStorage,
 * never the address), shared by every panel and by the code samples of every
 * page, which show it in place of the API_KEY placeholder unless hidden.
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

function changed(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Keeps a key (already checked with checkSandboxKey) for this tab. */
export function saveSandboxKey(key: string): void {
  storage()?.setItem(KEY_ITEM, key);
  changed();
}

export function forgetSandboxKey(): void {
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

/** The stored key (none in the static HTML and during hydration, so both render alike). */
export function useSandboxKey(): SandboxKeyState {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
