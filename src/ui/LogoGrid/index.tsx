import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Names set as typographic logo tiles (no third-party artwork is used). */
export default function LogoGrid({names}: {names: string[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {names.map((name) => (
        <li key={name} className={styles.tile}>
          {name}
        </li>
      ))}
    </ul>
  );
}
