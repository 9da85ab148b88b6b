import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import LinkContext from '@site/src/ui/LinkContext';
import type {Card} from '@site/src/types/content';
import styles from './styles.module.css';

/**
 * Cards in a responsive grid: features, benefits, use cases, programmes.
 * Card titles are h3 under a section's h2; a grid right under the page's h1 takes headingLevel="h2".
 * A card that claims a capability carries its id (`data-capability`), and its status under the title while it is not live.
 */
export default function CardGrid({cards, columns = 3, headingLevel = 'h3'}: {cards: Card[]; columns?: 1 | 2 | 3 | 4; headingLevel?: 'h2' | 'h3'}): ReactNode {
  // Cards with an id are link targets: tell the build's anchor check they exist.
  const brokenLinks = useBrokenLinks();
  for (const card of cards) if (card.id) brokenLinks.collectAnchor(card.id);
  return (
    <ul className={styles.grid} style={{'--card-columns': columns} as React.CSSProperties}>
      {cards.map((card) => (
        <li key={card.title} id={card.id} className={styles.card} data-capability={card.capability}>
          {(card.icon ?? card.badge) && (
            <span className={styles.badge} aria-hidden="true">
              {card.icon ? (
                <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={card.icon} />
                </svg>
              ) : (
                card.badge
              )}
            </span>
          )}
          <Heading as={headingLevel} className={styles.title}>
            {card.title}
          </Heading>
          {card.status && <p className={styles.status}>{card.status}</p>}
          <div className={styles.body}>
            <p className={styles.text}>{card.text}</p>
            {card.points && (
              <ul className={styles.points}>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </div>
          {card.link && (
            <Link to={card.link.to} className={styles.link}>
              {card.link.label}
              <LinkContext>{card.title}</LinkContext>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
