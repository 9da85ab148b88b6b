import {useCallback, useMemo, useState} from 'react';
import type {FieldSpec, FormErrors, FormValues} from '@site/src/forms/types';
import {validateField, validateForm} from '@site/src/forms/validation';

export interface FieldValidation {
  errors: FormErrors;
  errorCount: number;
  /** After an edit: re-checks the field, and fields compared with it, once they were left or showed an error. */
  changed: (name: string, next: FormValues) => void;
  /** On leaving a field: checks it when something was typed (an empty field is only flagged on submit). */
  left: (name: string, values: FormValues) => void;
  /** On submit: checks every field, and returns the first invalid one (to focus), if any. */
  checkAll: (values: FormValues) => FieldSpec | undefined;
  /** After a successful submission. */
  reset: () => void;
}

/**
 * When a form's fields are checked and what they show: the one timing every
 * form of the site follows (validate on leaving a field, then as it is
 * corrected, and everything on submit), with the rules of src/forms/validation.ts.
 */
export function useFieldValidation(fields: FieldSpec[]): FieldValidation {
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const changed = useCallback(
    (name: string, next: FormValues) =>
      setErrors((current) => {
        const updated = {...current};
        for (const field of fields) {
          const related = field.name === name || field.rules?.some((r) => r.kind === 'notAbove' && r.field === name);
          if (related && (touched[field.name] || current[field.name])) updated[field.name] = validateField(field, next, fields);
        }
        return updated;
      }),
    [fields, touched],
  );

  const left = useCallback(
    (name: string, values: FormValues) => {
      setTouched((t) => ({...t, [name]: true}));
      const field = fields.find((f) => f.name === name);
      if (!field) return;
      setErrors((current) => (values[name]?.trim() || current[name] ? {...current, [name]: validateField(field, values, fields)} : current));
    },
    [fields],
  );

  const checkAll = useCallback(
    (values: FormValues) => {
      const found = validateForm(fields, values);
      setErrors(found);
      setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
      return fields.find((f) => found[f.name]);
    },
    [fields],
  );

  const reset = useCallback(() => {
    setErrors({});
    setTouched({});
  }, []);

  const errorCount = useMemo(() => Object.values(errors).filter(Boolean).length, [errors]);
  return {errors, errorCount, changed, left, checkAll, reset};
}
