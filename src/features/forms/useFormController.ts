import {useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type Ref} from 'react';
import type {FieldProblem, FieldSpec, FormErrors, FormValues} from './types';
import {problemMessage, validateField, validateForm} from './validation';
import {newSubmissionKey, type Attempt} from './submit';
import {DRAFT_KEY_PREFIX, draftStorage, nextDraft, restoreDraft} from './drafts';
import {TRAP_FIELD} from '@site/src/data/forms/schemas';

/** Where a submission stands; `result` is whatever the form's `send` answered. */
export type SubmitState<R> = {state: 'idle'} | {state: 'sending'} | {state: 'done'; result: R};

export interface FormControllerOptions<R> {
  fields: FieldSpec[];
  /** Values known when the page is built (e.g. the team of /contact/support). */
  initialValues?: FormValues;
  /** Values from the address (e.g. ?position=), applied once the page has hydrated; they win over a draft. */
  prefill?: FormValues;
  /** Keep a draft in localStorage under this key (forms sharing a key share their common fields). */
  draftKey?: string;
  /** Sends valid values (with the attempt's Idempotency-Key, start and honeypot); what it answers becomes the submit state's result. */
  send: (values: FormValues, attempt: Attempt) => Promise<R> | R;
  /** The problems the service found with fields, when a result has them: shown next to the fields, as the browser's own. */
  problemsIn?: (result: R) => Partial<Record<string, FieldProblem>> | undefined;
  /** Whether a result means the answers were delivered: then the draft is deleted and the fields emptied. */
  delivered?: (result: R) => boolean;
  /** Also forget this when the visitor clears their answers (e.g. a remembered e-mail). */
  onClear?: () => void;
}

/** What a field needs from its form. */
export interface FieldBinding {
  value: string;
  error?: string;
  /** Characters cut from the value restored from a draft, longer than the field takes (edited by hand): the field says so as for typed text. */
  cut?: number;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

export interface FormController<R> {
  values: FormValues;
  errors: FormErrors;
  /** Fields currently showing an error. */
  errorCount: number;
  submit: SubmitState<R>;
  /** True from "Clear my answers" until the next change: the status line says the answers are gone. */
  cleared: boolean;
  /** Spread on the <form>: POST (nothing typed can reach an address), no browser validation bubbles, submit and reset ("Clear my answers") handled here. */
  formProps: {
    ref: Ref<HTMLFormElement>;
    method: 'post';
    noValidate: true;
    onSubmit: (event: FormEvent) => Promise<void>;
    onReset: (event: FormEvent) => void;
  };
  bind: (field: FieldSpec) => FieldBinding;
  /** Sets a value from outside a field (a restored choice); saved and validated as a change. */
  setValue: (name: string, value: string) => void;
  /** Sends the same answers again, under the same Idempotency-Key (after the service was unavailable). */
  retry: () => Promise<void>;
}

export {TRAP_FIELD};

const NONE: FormValues = {};

/**
 * One form's state and behaviour, the same for every form of the site:
 * - values, with an optional draft in localStorage (never passwords) that
 *   survives reloads and expires (src/features/forms/drafts.ts; every expired draft is
 *   deleted wherever the site loads, src/clientModules/draftSweep);
 * - validation with the rules of src/features/forms/validation.ts, at one timing: a
 *   field is checked when it is left with something typed, then as it is
 *   corrected; everything is checked on submit, where focus moves to the
 *   first invalid field;
 * - submit states (idle, sending, done with the result of `send`); a
 *   delivered result deletes the draft and empties the form;
 * - "Clear my answers".
 */
export function useFormController<R>({fields, initialValues = NONE, prefill = NONE, draftKey, send, delivered, problemsIn, onClear}: FormControllerOptions<R>): FormController<R> {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submit, setSubmit] = useState<SubmitState<R>>({state: 'idle'});
  const [cleared, setCleared] = useState(false);
  /** Values of the restored draft that were cut to their field's bound, and by how much: said next to the field until it changes. */
  const [restoredCuts, setRestoredCuts] = useState<Record<string, {value: string; cut: number}>>({});
  const formRef = useRef<HTMLFormElement>(null);
  /** This sending's Idempotency-Key: kept while the answers stay the same (a retry is the same submission), new once they change. */
  const attemptKey = useRef<string | undefined>(undefined);
  /** When the form appeared in this browser. */
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  // The draft comes back once the form appears (after hydration); fields filled meanwhile, and known values, win.
  useEffect(() => {
    const storage = draftStorage();
    if (!draftKey || !storage) return;
    const draft = restoreDraft(storage.getItem(DRAFT_KEY_PREFIX + draftKey), fields, Date.now());
    if (!draft) {
      storage.removeItem(DRAFT_KEY_PREFIX + draftKey);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable once the page has hydrated
    if (Object.keys(draft.values).length) setValues((current) => ({...draft.values, ...initialValues, ...pickFilled(current)}));
    if (Object.keys(draft.cut).length) setRestoredCuts(Object.fromEntries(Object.entries(draft.cut).map(([name, cut]) => [name, {value: draft.values[name]!, cut}])));
    // Restore once per form, when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    if (prefillKey === '{}') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only known once the page has hydrated
    setValues((current) => ({...current, ...(JSON.parse(prefillKey) as FormValues)}));
  }, [prefillKey]);

  const saveDraft = useCallback(
    (next: FormValues) => {
      const storage = draftStorage();
      if (!draftKey || !storage) return;
      try {
        storage.setItem(DRAFT_KEY_PREFIX + draftKey, nextDraft(storage.getItem(DRAFT_KEY_PREFIX + draftKey), fields, next, Date.now()));
      } catch {
        // Storage full: the form works without a draft.
      }
    },
    [draftKey, fields],
  );

  const deleteDraft = useCallback(() => {
    if (draftKey) draftStorage()?.removeItem(DRAFT_KEY_PREFIX + draftKey);
  }, [draftKey]);

  const onChange = (name: string, value: string) => {
    attemptKey.current = undefined;
    const next = {...values, [name]: value};
    setValues(next);
    saveDraft(next);
    setRestoredCuts((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)) : current));
    setCleared(false);
    setSubmit((current) => (current.state === 'done' ? {state: 'idle'} : current));
    // Re-check the field, and fields compared with it, once they were left or showed an error.
    setErrors((current) => {
      const updated = {...current};
      for (const field of fields) {
        const related = field.name === name || field.rules?.some((r) => r.kind === 'notAbove' && r.field === name);
        if (related && (touched[field.name] || current[field.name])) updated[field.name] = validateField(field, next, fields);
      }
      return updated;
    });
  };

  // On leaving a field: check it when something was typed (an empty field is only flagged on submit).
  const onBlur = (name: string) => {
    setTouched((t) => ({...t, [name]: true}));
    const field = fields.find((f) => f.name === name);
    if (!field) return;
    setErrors((shown) => (values[name]?.trim() || shown[name] ? {...shown, [name]: validateField(field, values, fields)} : shown));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const current = values;
    const found = validateForm(fields, current);
    setErrors(found);
    setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
    setCleared(false);
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      setSubmit({state: 'idle'});
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    await sendNow(current);
  };

  const sendNow = async (current: FormValues) => {
    setSubmit({state: 'sending'});
    attemptKey.current ??= newSubmissionKey();
    const trap = formRef.current?.elements.namedItem(TRAP_FIELD);
    const result = await send(current, {key: attemptKey.current, startedAt: startedAt.current, trap: trap instanceof HTMLInputElement ? trap.value : undefined});
    const problems = problemsIn?.(result);
    const invalid = problems && fields.find((f) => problems[f.name]);
    if (problems && invalid) {
      // The service's answer, worded as the browser words its own, next to each field.
      setErrors(Object.fromEntries(fields.filter((f) => problems[f.name]).map((f) => [f.name, problemMessage(f, problems[f.name]!, fields)])));
      setSubmit({state: 'idle'});
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid.name}"]`)?.focus();
      return;
    }
    setSubmit({state: 'done', result});
    if (delivered?.(result)) {
      attemptKey.current = undefined;
      deleteDraft();
      setValues(initialValues);
      setErrors({});
      setTouched({});
    }
  };

  // "Clear my answers": empties the fields, deletes the draft, and forgets what `onClear` names.
  const clear = () => {
    deleteDraft();
    onClear?.();
    setValues(initialValues);
    setErrors({});
    setTouched({});
    setSubmit({state: 'idle'});
    setCleared(true);
  };

  const errorCount = useMemo(() => Object.values(errors).filter(Boolean).length, [errors]);
  const bind = (field: FieldSpec): FieldBinding => {
    const value = values[field.name] ?? '';
    // Said while the field holds the value as restored (not once typed over, cleared, or replaced by the address's).
    const restored = restoredCuts[field.name];
    return {value, error: errors[field.name], cut: restored?.value === value ? restored.cut : undefined, onChange, onBlur};
  };
  const onReset = (event: FormEvent) => {
    event.preventDefault();
    clear();
  };
  return {values, errors, errorCount, submit, cleared, formProps: {ref: formRef, method: 'post', noValidate: true, onSubmit, onReset}, bind, setValue: onChange, retry: () => sendNow(values)};
}

function pickFilled(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
