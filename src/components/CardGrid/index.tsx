import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Card} from '@site/src/data/products/types';
import styles from './styles.module.css';

/** Cards in a responsive grid: features, benefits, use cases, programmes. */
export default function CardGrid({cards, columns = 3}: {cards: Card[]; columns?: 1 | 2 | 3 | 4}): ReactNode {
  return (
    <ul className={styles.grid} style={{'--card-columns': columns} as React.CSSProperties}>
      {cards.map((card) => (
        <li key={card.title} id={card.id} className={styles.card}>
          {card.badge && (
            <span className={styles.badge} aria-hidden="true">
              {card.badge}
            </span>
          )}
          <Heading as="h3" className={styles.title}>
            {card.title}
          </Heading>
          <p className={styles.text}>{card.text}</p>
          {card.link && (
            <Link to={card.link.to} className={styles.link}>
              {card.link.label}
              <span className="visually-hidden">: {card.title}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
