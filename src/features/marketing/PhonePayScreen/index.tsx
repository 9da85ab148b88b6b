import React, {type ReactNode} from 'react';
import * as COPY from './copy';
import type {PayScreen} from '../types';
import styles from './styles.module.css';

/**
 * A phone showing a mobile money pay screen, drawn in HTML and CSS so it stays
 * crisp at any size. An illustration: nothing in it is a control.
 */
export default function PhonePayScreen({screen}: {screen: PayScreen}): ReactNode {
  return (
    <figure className={styles.phone}>
      <div className={styles.notch} aria-hidden="true" />
      <div className={styles.screen}>
        <p className={styles.merchant}>{screen.merchant}</p>
        <p className={styles.amountLabel}>{COPY.amount}</p>
        <p className={styles.amount}>{screen.amount}</p>
        <p className={styles.fieldLabel}>{COPY.wallet}</p>
        <ul className={styles.wallets}>
          {screen.wallets.map((wallet) => (
            <li key={wallet} className={wallet === screen.selectedWallet ? styles.selected : undefined}>
              {wallet}
            </li>
          ))}
        </ul>
        <p className={styles.fieldLabel}>{COPY.phone}</p>
        <p className={styles.field}>{screen.phoneNumber}</p>
        <span className={styles.pay}>{COPY.pay(screen.amount)}</span>
      </div>
      <figcaption className={styles.caption}>{COPY.caption}</figcaption>
    </figure>
  );
}
