import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import UpdateMeta from '@site/src/features/feeds/UpdateMeta';
import NewsPicture from '@site/src/features/feeds/NewsPicture';
import {UntranslatedCue, UntranslatedText, isTranslatedSource, useUntranslatedLang} from '@site/src/ui/UntranslatedContent';
import LongDate from '@site/src/ui/LongDate';
import {newsCategoryLabel} from '@site/src/features/feeds/data/newsCategories';
import type {UpdateStatus, UpdateType} from '@site/src/features/feeds/data/updates';
import * as COPY from './copy';
import styles from './styles.module.css';

// Replaces the theme's post info line so that dates read as on the rest of the
// site ("3 November 2026", where the theme follows the US "November 3, 2026"),
// and so that a product update (changelog/) shows its status, product, category
// and version, and a news article (blog/) its category and, on its page, its picture.
export default function BlogPostInfo({className}: {className?: string}): ReactNode {
  const {metadata, frontMatter, isBlogPostPage} = useBlogPost();
  const {type, status, category, version, image} = frontMatter as Record<string, string | undefined>;
  const lang = useUntranslatedLang();
  const translated = isTranslatedSource(metadata.source);
  const untranslatedInList = !isBlogPostPage && !translated && lang !== undefined;
  const categoryLabel = category === undefined ? undefined : newsCategoryLabel(category, translated);
  const minutes = metadata.readingTime === undefined ? undefined : Math.max(1, Math.ceil(metadata.readingTime));
  return (
    <div className={clsx(styles.info, className)}>
      <p className={styles.line}>
        <LongDate iso={metadata.date} />
        {minutes !== undefined && <> · {COPY.readingTime(minutes)}</>}
        {categoryLabel && !status && (
          <>
            {' · '}
            <span className={styles.category}>
              <UntranslatedText translated={categoryLabel.translated}>{categoryLabel.text}</UntranslatedText>
            </span>
          </>
        )}
        {untranslatedInList && (
          <>
            {' · '}
            <UntranslatedCue translated={translated} />
          </>
        )}
      </p>
      {type && status && category && <UpdateMeta type={type as UpdateType} status={status as UpdateStatus} category={category} version={version} translated={translated} />}
      {isBlogPostPage && image && <NewsPicture className={styles.image} image={image} place="article" eager />}
    </div>
  );
}
