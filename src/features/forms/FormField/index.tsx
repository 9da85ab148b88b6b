import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {FieldOption, FieldSpec} from '../types';
import {maxLengthOf} from '../validation';
import {FORM_SYSTEM_COPY} from '../copy';
import {charactersCut} from '@site/src/ui/ToolField/useCutNotice';
import styles from './styles.module.css';

interface Props {
  field: FieldSpec;
  /** Prefix of the ids, unique per form. */
  idPrefix: string;
  value: string;
  error?: string;
  /** Characters cut from a value restored from a draft (longer than the field takes): said as for typed text. */
  cut?: number;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

/**
 * What an insertion (typing, paste, drop) into `control` would lose, as a
 * message for the visitor, or undefined when all of it fits. Text fields keep
 * `maxlength` characters, and the browser drops the rest without a word;
 * number fields take whole numbers of up to `maxLength` digits, and an
 * insertion that is not digits, or has more, is refused (the browser would
 * otherwise empty the field), keeping what was there.
 */
export function insertionNotice(field: FieldSpec, control: HTMLInputElement | HTMLTextAreaElement, inserted: string): {message?: string; refuse: boolean} {
  const max = maxLengthOf(field);
  if (field.type === 'number') {
    // The caret and selection of a number field are unknown: a number too long once inserted is flagged by validation.
    const fits = /^\d+$/.test(inserted) && inserted.length <= max;
    return fits ? {refuse: false} : {message: FORM_SYSTEM_COPY.notANumber(max), refuse: true};
  }
  // The field's bound, not the control's: tests give controls without maxlength.
  const cut = charactersCut({value: control.value, selectionStart: control.selectionStart, selectionEnd: control.selectionEnd, maxLength: max}, inserted);
  return {message: cut > 0 ? FORM_SYSTEM_COPY.cut(max, cut) : undefined, refuse: false};
}

/** Consecutive options of one group together (options without a group stand alone). */
function optionGroups(options: FieldOption[]): {group?: string; options: FieldOption[]}[] {
  const runs: {group?: string; options: FieldOption[]}[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({group: option.group, options: [option]});
  }
  return runs;
}

/**
 * One field: label, hint, control, error message, and a notice when what was
 * typed or pasted, or restored from a draft, did not all fit; wired for
 * assistive technology (aria-invalid, aria-describedby naming the hint, the
 * notice and the error).
 * Every form of the site draws its fields with this.
 */
export default function FormField({field, idPrefix, value, error, cut, onChange, onBlur}: Props): ReactNode {
  const id = `${idPrefix}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [typedNotice, setNotice] = useState<string>();
  // What was typed last speaks first; else a value restored from a draft that was cut.
  const notice = typedNotice ?? (cut ? FORM_SYSTEM_COPY.cut(maxLengthOf(field), cut) : undefined);
  const noticeId = notice ? `${id}-notice` : undefined;
  const controlRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    const control = controlRef.current;
    if (!control) return undefined;
    const check = (event: InputEvent) => {
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (!inserted) return;
      const {message, refuse} = insertionNotice(field, control, inserted);
      if (refuse) event.preventDefault();
      setNotice(message);
    };
    control.addEventListener('beforeinput', check);
    return () => control.removeEventListener('beforeinput', check);
  }, [field]);
  // A cleared form has nothing left to explain.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the value set by the form
    if (!value) setNotice(undefined);
  }, [value]);
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, noticeId, errorId].filter(Boolean).join(' ') || undefined,
    onBlur: () => onBlur(field.name),
  };
  const label = (
    <label htmlFor={id} className={styles.label}>
      {field.label}
      {!field.required && field.type !== 'checkbox' && <span className={styles.optional}> {FORM_SYSTEM_COPY.optional}</span>}
    </label>
  );

  let control: ReactNode;
  if (field.type === 'checkbox') {
    control = <input {...common} type="checkbox" className={styles.checkbox} checked={value === 'true'} onChange={(e) => onChange(field.name, String(e.target.checked))} />;
  } else if (field.type === 'select') {
    control = (
      <select {...common} className={styles.control} value={value} onChange={(e) => onChange(field.name, e.target.value)} autoComplete={field.autoComplete}>
        <option value="">{FORM_SYSTEM_COPY.choose}</option>
        {optionGroups(field.options ?? []).map(({group, options}) => {
          const items = options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ));
          return group ? (
            <optgroup key={group} label={group}>
              {items}
            </optgroup>
          ) : (
            items
          );
        })}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = <textarea {...common} ref={controlRef} className={styles.control} rows={5} maxLength={maxLengthOf(field)} value={value} onChange={(e) => onChange(field.name, e.target.value)} />;
  } else {
    control = (
      <input
        {...common}
        ref={controlRef}
        type={field.type}
        className={styles.control}
        value={value}
        maxLength={field.type === 'number' ? undefined : maxLengthOf(field)}
        min={field.type === 'number' ? 0 : undefined}
        step={field.type === 'number' ? 1 : undefined}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        autoComplete={field.autoComplete}
        onChange={(e) => onChange(field.name, e.target.value)}
      />
    );
  }

  return (
    <div className={clsx(styles.field, field.half && styles.half, field.type === 'checkbox' && styles.checkboxField)} data-field={field.name}>
      {field.type === 'checkbox' ? (
        <div className={styles.checkboxRow}>
          {control}
          {label}
        </div>
      ) : (
        label
      )}
      {field.type !== 'checkbox' && control}
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      <p id={`${id}-notice`} className={styles.notice} aria-live="polite">
        {notice}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
