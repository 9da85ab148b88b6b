import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * What a form says when JavaScript is off: it cannot be sent then (its submit
 * button stays disabled), so the note offers another way. Inside <noscript>,
 * so visitors with JavaScript never see it.
 */
export default function NoScriptNote({children}: {children: ReactNode}): ReactNode {
  return (
    <noscript>
      <div className={styles.note} data-no-script-note>
        {children}
      </div>
    </noscript>
  );
}
