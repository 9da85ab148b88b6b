import React, {type ReactNode} from 'react';
import {TRAP_FIELD} from '../useFormController';
import {trapLabel} from './copy';
import styles from './styles.module.css';

/**
 * The honeypot: a text field off screen, out of the tab order and hidden from
 * assistive technology, that scripts filling every field fill and people never
 * see. The forms service answers a submission that has it filled without
 * storing it (service/src/app.ts). Its label says to leave it empty, for
 * anyone who reaches it all the same.
 */
export default function TrapField(): ReactNode {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {trapLabel}
        <input type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
