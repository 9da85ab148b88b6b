import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import UpdateMeta from '@site/src/features/feeds/UpdateMeta';
import LongDate from '@site/src/ui/LongDate';
import type {UpdateSummary} from '@site/src/features/feeds/data/updates';
import {UntranslatedText} from '@site/src/ui/UntranslatedContent';
import cardList from '@site/src/ui/styles/card-list.module.css';
import styles from './styles.module.css';

/** One product update on /product-updates: date, category, title (to its page /updates/{id}), description and status. */
export default function UpdateCard({update}: {update: UpdateSummary}): ReactNode {
  return (
    <article className={clsx(cardList.card, styles.card)} data-type={update.type} data-status={update.status}>
      <LongDate className={styles.date} iso={update.date} />
      <Heading as="h3" className={styles.title}>
        <Link to={update.permalink} className={cardList.coverLink}>
          <UntranslatedText translated={update.translated} cue>
            {update.title}
          </UntranslatedText>
        </Link>
      </Heading>
      <p className={styles.description}>
        <UntranslatedText translated={update.translated}>{update.description}</UntranslatedText>
      </p>
      <UpdateMeta type={update.type} status={update.status} category={update.category} version={update.version} translated={update.translated} />
    </article>
  );
}
