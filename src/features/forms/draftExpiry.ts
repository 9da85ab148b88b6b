import {FORM_DRAFT_MAX_AGE_DAYS} from '@site/src/constants';

/**
 * When a form's draft expires, and the sweep that deletes every expired one:
 * apart from ./drafts.ts (which reads and writes drafts, with the forms'
 * rules) so that the site-wide sweep (src/clientModules/draftSweep) carries
 * nothing else.
 */

/** Prefix of every draft's key in localStorage (the privacy page names it). */
export const DRAFT_KEY_PREFIX = 'form-draft:';
export const DRAFT_MAX_AGE_MS = FORM_DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** What is stored: the values and when they were last changed. */
export interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

export function isStoredDraft(value: unknown): value is StoredDraft {
  return !!value && typeof value === 'object' && typeof (value as StoredDraft).savedAt === 'number' && !!(value as StoredDraft).values && typeof (value as StoredDraft).values === 'object';
}

/** Whether a draft may still be used at `now`: changed within DRAFT_MAX_AGE_MS, and not from the future (a minute of clock drift allowed). */
export function isFresh(draft: StoredDraft, now: number): boolean {
  return now - draft.savedAt <= DRAFT_MAX_AGE_MS && draft.savedAt <= now + 60_000;
}

/** localStorage, or undefined where it is unavailable (private mode, blocked): forms then work without drafts. */
export function draftStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Deletes every stored draft, of every form, that has expired or cannot be read. */
export function deleteExpiredDrafts(storage: Storage, now: number): void {
  for (let i = storage.length - 1; i >= 0; i -= 1) {
    const key = storage.key(i);
    if (!key?.startsWith(DRAFT_KEY_PREFIX)) continue;
    try {
      const stored = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
      if (isStoredDraft(stored) && isFresh(stored, now)) continue;
    } catch {
      // Unreadable: delete it.
    }
    storage.removeItem(key);
  }
}
