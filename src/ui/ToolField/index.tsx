import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from '@site/src/ui/styles/tool-form.module.css';
import {useCutNotice} from './useCutNotice';

/** What a field's control gets: its id, its length bound, and the hint, notice and error that describe it. */
export interface ToolControlProps {
  id: string;
  maxLength: number;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  className: string;
}

/**
 * One field of a docs tool: its label, the control (input, textarea), a hint,
 * a notice when what was typed or pasted went past the field's `maxLength`
 * (every tool field has one: a huge paste must not freeze the page), and the
 * error next to the field when there is one.
 */
export default function ToolField({
  id,
  label,
  hint,
  error,
  maxLength,
  value,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The longest text the control takes (src/constants.ts, TOOL_INPUT_MAX_LENGTH). */
  maxLength: number;
  /** The control's value: once emptied, the notice goes. */
  value: string;
  children: (props: ToolControlProps) => ReactNode;
}): ReactNode {
  const {box, notice} = useCutNotice(value);
  const describedBy = clsx(hint !== undefined && `${id}-hint`, notice && `${id}-notice`, error && `${id}-error`) || undefined;
  return (
    <div ref={box} className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({id, maxLength, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error), className: styles.code!})}
      {hint !== undefined && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-notice`} className={styles.notice} aria-live="polite">
        {notice}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export {styles as toolFormStyles};
