import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from '@site/src/ui/styles/tool-form.module.css';

/** What a field's control gets: its id, and the hint and error that describe it. */
export interface ToolControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  className: string;
}

/**
 * One field of a docs tool: its label, the control (input, textarea), a hint,
 * and the error next to the field when there is one.
 */
export default function ToolField({id, label, hint, error, children}: {id: string; label: ReactNode; hint?: ReactNode; error?: string; children: (props: ToolControlProps) => ReactNode}): ReactNode {
  const describedBy = clsx(hint !== undefined && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error), className: styles.code!})}
      {hint !== undefined && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export {styles as toolFormStyles};
