import type {FieldSpec, FormValues} from './types';
import {maxLengthOf} from './validation';
import {isFresh, isStoredDraft, type StoredDraft} from './draftExpiry';

export {DRAFT_KEY_PREFIX, DRAFT_MAX_AGE_MS, deleteExpiredDrafts, draftStorage} from './draftExpiry';

/** A draft as it comes back: its values, and how many characters were cut from those longer than their field takes (a draft edited by hand). */
export interface RestoredDraft {
  values: FormValues;
  cut: Record<string, number>;
}

/**
 * The draft stored as `raw`, for these fields: known, non-secret fields only,
 * each a string cut to its field's bound (what was cut is counted, so that
 * the field says so as for typed text). Undefined when there is none, it
 * cannot be read, or it has expired at `now` (./draftExpiry.ts; or in the
 * older format that kept no date): such a draft is to be deleted.
 */
export function restoreDraft(raw: string | null, fields: FieldSpec[], now: number): RestoredDraft | undefined {
  if (!raw) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isStoredDraft(stored) || !isFresh(stored, now)) return undefined;
  const draft: RestoredDraft = {values: {}, cut: {}};
  for (const field of fields) {
    const value = stored.values[field.name];
    if (typeof value !== 'string' || field.type === 'password') continue;
    const max = maxLengthOf(field);
    draft.values[field.name] = value.slice(0, max);
    if (value.length > max) draft.cut[field.name] = value.length - max;
  }
  return draft;
}

/** The values of the draft stored as `raw` (restoreDraft without the counts). */
export function readDraft(raw: string | null, fields: FieldSpec[], now: number): FormValues | undefined {
  return restoreDraft(raw, fields, now)?.values;
}

/** The draft to store after a change: the fields of this form (passwords left out) over what other forms sharing the key kept. */
export function nextDraft(previousRaw: string | null, fields: FieldSpec[], values: FormValues, now: number): string {
  let kept: Record<string, unknown> = {};
  try {
    const previous = JSON.parse(previousRaw ?? 'null') as unknown;
    if (isStoredDraft(previous) && isFresh(previous, now)) kept = previous.values;
  } catch {
    // Unreadable: start a new draft.
  }
  const current = Object.fromEntries(fields.filter((f) => f.type !== 'password').map((f) => [f.name, values[f.name] ?? '']));
  return JSON.stringify({savedAt: now, values: {...kept, ...current}} satisfies StoredDraft);
}
