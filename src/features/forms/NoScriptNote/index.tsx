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

/** The note forms that can be sent by email say: a sentence, then a mailto link that opens a message ready to fill in. */
export function NoScriptEmailNote({note, linkText, href}: {note: string; linkText: string; href: string}): ReactNode {
  return (
    <NoScriptNote>
      <p>
        {note} <a href={href}>{linkText}</a>.
      </p>
    </NoScriptNote>
  );
}
