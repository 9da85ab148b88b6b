import {useCallback, useEffect} from 'react';
import type {FieldSpec, FormValues} from '@site/src/forms/types';
import {maxLengthOf} from '@site/src/forms/validation';

const PREFIX = 'form-draft:';

/** The stored draft for these fields: known, non-secret fields only, each a bounded string. */
export function readDraft(raw: string | null, fields: FieldSpec[]): FormValues {
  if (!raw) return {};
  try {
    const stored = JSON.parse(raw) as unknown;
    if (!stored || typeof stored !== 'object') return {};
    const draft: FormValues = {};
    for (const field of fields) {
      const value = (stored as Record<string, unknown>)[field.name];
      if (typeof value === 'string' && field.type !== 'password') draft[field.name] = value.slice(0, maxLengthOf(field));
    }
    return draft;
  } catch {
    return {};
  }
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage unavailable (private mode, blocked): forms work without drafts.
  }
}

export interface FormDraft {
  /** Stores the values the visitor typed (called on every change). */
  save: (values: FormValues) => void;
  /** Forgets the draft (after a successful submission). */
  clear: () => void;
}

/**
 * Keeps a form's values in localStorage under `key`, so nothing typed is lost
 * on reload or when another page shares the key (the onboarding options share
 * one draft: fields both have keep their values, fields only one has are kept
 * for when the visitor comes back to it). `restore` receives the draft once,
 * after hydration. Passwords are never stored.
 */
export function useFormDraft(key: string | undefined, fields: FieldSpec[], restore: (draft: FormValues) => void): FormDraft {
  useEffect(() => {
    if (!key) return;
    const draft = readDraft(storage()?.getItem(PREFIX + key) ?? null, fields);
    if (Object.keys(draft).length) restore(draft);
    // Restore once per form, when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const save = useCallback(
    (values: FormValues) => {
      const store = storage();
      if (!key || !store) return;
      try {
        const previous = JSON.parse(store.getItem(PREFIX + key) ?? '{}') as FormValues;
        const current = Object.fromEntries(fields.filter((f) => f.type !== 'password').map((f) => [f.name, values[f.name] ?? '']));
        store.setItem(PREFIX + key, JSON.stringify({...previous, ...current}));
      } catch {
        // Storage full or the stored draft unreadable: start a new one next time.
      }
    },
    [key, fields],
  );

  const clear = useCallback(() => {
    if (key) storage()?.removeItem(PREFIX + key);
  }, [key]);

  return {save, clear};
}
