import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Short labels as a wrapped list of pills. */
export default function TagList({tags}: {tags: string[]}): ReactNode {
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
