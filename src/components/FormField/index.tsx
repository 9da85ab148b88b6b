import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {FieldSpec} from '@site/src/forms/types';
import {maxLengthOf} from '@site/src/forms/validation';
import styles from './styles.module.css';

interface Props {
  field: FieldSpec;
  /** Prefix of the ids, unique per form. */
  idPrefix: string;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

/**
 * One field: label, hint, control and error message, wired for assistive
 * technology (aria-invalid, aria-describedby naming the hint and the error).
 * Every form of the site draws its fields with this.
 */
export default function FormField({field, idPrefix, value, error, onChange, onBlur}: Props): ReactNode {
  const id = `${idPrefix}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    onBlur: () => onBlur(field.name),
  };
  const label = (
    <label htmlFor={id} className={styles.label}>
      {field.label}
      {!field.required && field.type !== 'checkbox' && <span className={styles.optional}> {translate({id: 'forms.optional', message: '(optional)'})}</span>}
    </label>
  );

  let control: ReactNode;
  if (field.type === 'checkbox') {
    control = <input {...common} type="checkbox" className={styles.checkbox} checked={value === 'true'} onChange={(e) => onChange(field.name, String(e.target.checked))} />;
  } else if (field.type === 'select') {
    control = (
      <select {...common} className={styles.control} value={value} onChange={(e) => onChange(field.name, e.target.value)} autoComplete={field.autoComplete}>
        <option value="">{translate({id: 'forms.choose', message: 'Choose…'})}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = <textarea {...common} className={styles.control} rows={5} maxLength={maxLengthOf(field)} value={value} onChange={(e) => onChange(field.name, e.target.value)} />;
  } else {
    control = (
      <input
        {...common}
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
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
