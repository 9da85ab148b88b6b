import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import LongDate from '@site/src/ui/LongDate';
import {UntranslatedText} from '@site/src/ui/UntranslatedContent';
import NewsPicture from '@site/src/features/feeds/NewsPicture';
import cardList from '@site/src/ui/styles/card-list.module.css';
import styles from './styles.module.css';

export interface NewsCardData {
  permalink: string;
  title: string;
  /** ISO date. */
  date: string;
  /** In the page's language when known, even for an article not translated (newsCategoryLabel). */
  category: {text: string; translated: boolean};
  excerpt: string;
  /** The article's picture (1200 × 630): the card shows the build's WebP copy its width needs (NewsPicture). */
  image: string;
  /** Whether the article has a translation in the page's language (else its title and excerpt are shown in English). */
  translated: boolean;
}

/** One article on /news: picture, category, date, title (to /news/{id}) and excerpt. */
export default function NewsCard({article, eager = false}: {article: NewsCardData; eager?: boolean}): ReactNode {
  return (
    <article className={clsx(cardList.card, styles.card)}>
      <NewsPicture className={styles.image} image={article.image} place="card" eager={eager} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>
            <UntranslatedText translated={article.category.translated}>{article.category.text}</UntranslatedText>
          </span>
          <LongDate iso={article.date} />
        </p>
        <Heading as="h3" className={styles.title}>
          <Link to={article.permalink} className={cardList.coverLink}>
            <UntranslatedText translated={article.translated} cue>
              {article.title}
            </UntranslatedText>
          </Link>
        </Heading>
        <p className={styles.excerpt}>
          <UntranslatedText translated={article.translated}>{article.excerpt}</UntranslatedText>
        </p>
      </div>
    </article>
  );
}
