import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import BlogListPaginator from '@theme/BlogListPaginator';
import type {Props} from '@theme/BlogListPage';
import FeedListLayout from '@site/src/features/feeds/FeedListLayout';
import Section from '@site/src/ui/Section';
import CardGrid from '@site/src/ui/CardGrid';
import NewsCard, {type NewsCardData} from '@site/src/features/feeds/NewsCard';
import SubscribeForm from '@site/src/features/forms/SubscribeForm';
import {MARKET_INSIGHTS, NEWS_COPY} from '@site/src/features/feeds/data/newsPage';
import {isTranslatedSource} from '@site/src/ui/UntranslatedContent';
import {newsCategoryLabel} from '@site/src/features/feeds/data/newsCategories';
import cardList from '@site/src/ui/styles/card-list.module.css';

function toCard({content}: Props['items'][number]): NewsCardData {
  const {metadata} = content;
  const frontMatter = content.frontMatter as Record<string, unknown>;
  const translated = isTranslatedSource(metadata.source);
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    date: metadata.date,
    category: newsCategoryLabel(frontMatter.category as string, translated),
    excerpt: metadata.description,
    image: frontMatter.image as string,
    translated,
  };
}

/**
 * /news and its older pages (`blogListComponent` of the news blog, which passes
 * the page's articles as props: the newest NEWS_LATEST_COUNT on /news). The
 * first page adds the market insights and the newsletter.
 */
export default function NewsPage(props: Props): ReactNode {
  const {metadata, items} = props;
  const firstPage = metadata.page === 1;
  return (
    <FeedListLayout listProps={props}>
      <section className="container margin-vert--xl" aria-labelledby="news-list-heading">
        <Heading as="h2" id="news-list-heading">
          {firstPage ? NEWS_COPY.latestHeading : NEWS_COPY.olderHeading}
        </Heading>
        <ul className={cardList.grid}>
          {items.map((item, index) => (
            <li key={item.content.metadata.permalink}>
              {/* The first card's picture is in a phone's first screen on every page (its largest paint): not lazy. */}
              <NewsCard article={toCard(item)} eager={index === 0} />
            </li>
          ))}
        </ul>
        {/* Page 1 links only its articles; older ones are reached from each article's "Older post" link. */}
        {!firstPage && (
          <div className="margin-top--lg">
            <BlogListPaginator metadata={metadata} />
          </div>
        )}
      </section>
      {firstPage && (
        <>
          <Section id="market-insights" heading={MARKET_INSIGHTS.heading} lead={MARKET_INSIGHTS.lead} tinted>
            <CardGrid cards={MARKET_INSIGHTS.items} columns={4} />
          </Section>
          <div className="container margin-vert--xl">
            <SubscribeForm topic="news" />
          </div>
        </>
      )}
    </FeedListLayout>
  );
}
