import {FORM_DRAFT_MAX_AGE_DAYS} from '@site/src/constants';
import type {FieldSpec, FormValues} from './types';
import {maxLengthOf} from './validation';

/** Prefix of every draft's key in localStorage (the privacy page names it). */
export const DRAFT_KEY_PREFIX = 'form-draft:';
export const DRAFT_MAX_AGE_MS = FORM_DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** What is stored: the values and when they were last changed. */
interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  return !!value && typeof value === 'object' && typeof (value as StoredDraft).savedAt === 'number' && !!(value as StoredDraft).values && typeof (value as StoredDraft).values === 'object';
}

/**
 * The draft stored as `raw`, for these fields: known, non-secret fields only,
 * each a bounded string. Undefined when there is none, it cannot be read, or
 * it is older than DRAFT_MAX_AGE_MS at `now` (or from the future, or in the
 * older format that kept no date): such a draft is to be deleted.
 */
export function readDraft(raw: string | null, fields: FieldSpec[], now: number): FormValues | undefined {
  if (!raw) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isStoredDraft(stored) || now - stored.savedAt > DRAFT_MAX_AGE_MS || stored.savedAt > now + 60_000) return undefined;
  const draft: FormValues = {};
  for (const field of fields) {
    const value = stored.values[field.name];
    if (typeof value === 'string' && field.type !== 'password') draft[field.name] = value.slice(0, maxLengthOf(field));
  }
  return draft;
}

/** The draft to store after a change: the fields of this form (passwords left out) over what other forms sharing the key kept. */
export function nextDraft(previousRaw: string | null, fields: FieldSpec[], values: FormValues, now: number): string {
  let kept: Record<string, unknown> = {};
  try {
    const previous = JSON.parse(previousRaw ?? 'null') as unknown;
    if (isStoredDraft(previous) && now - previous.savedAt <= DRAFT_MAX_AGE_MS) kept = previous.values;
  } catch {
    // Unreadable: start a new draft.
  }
  const current = Object.fromEntries(fields.filter((f) => f.type !== 'password').map((f) => [f.name, values[f.name] ?? '']));
  return JSON.stringify({savedAt: now, values: {...kept, ...current}} satisfies StoredDraft);
}

/** localStorage, or undefined where it is unavailable (private mode, blocked): forms then work without drafts. */
export function draftStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Deletes every stored draft that has expired (run once a form appears, so no form's old draft lingers). */
export function deleteExpiredDrafts(storage: Storage, now: number): void {
  for (let i = storage.length - 1; i >= 0; i -= 1) {
    const key = storage.key(i);
    if (!key?.startsWith(DRAFT_KEY_PREFIX)) continue;
    try {
      const stored = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
      if (isStoredDraft(stored) && now - stored.savedAt <= DRAFT_MAX_AGE_MS) continue;
    } catch {
      // Unreadable: delete it.
    }
    storage.removeItem(key);
  }
}
