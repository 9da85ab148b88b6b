import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import * as COPY from './copy';
import styles from './styles.module.css';

interface Message {
  from: 'brand' | 'customer';
  text: string;
}

/**
 * A sample SMS conversation whose messages arrive one after another (CSS
 * only: readable without JavaScript, all shown at once under reduced motion).
 * Each message is marked `data-gsm7`: written as a phone receives it, in GSM-7.
 */
export default function SmsThread({sender, messages}: {sender: string; messages: readonly Message[]}): ReactNode {
  return (
    <figure className={styles.phone}>
      <figcaption className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {sender.slice(0, 1)}
        </span>
        <span>
          <span className={styles.sender}>{sender}</span>
          <span className={styles.subtitle}>{COPY.subtitle}</span>
        </span>
      </figcaption>
      <ol className={styles.thread}>
        {messages.map((message, i) => (
          <li
            key={message.text}
            className={clsx(styles.bubble, message.from === 'customer' ? styles.outgoing : styles.incoming)}
            style={{'--bubble-index': i} as React.CSSProperties}
            // An SMS body: GSM-7, as a phone receives it (the French gate checks it with the SMS composer's alphabet, not French typography).
            data-gsm7>
            {message.text}
          </li>
        ))}
      </ol>
    </figure>
  );
}
