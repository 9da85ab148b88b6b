import {calendarDate, pattern, text, type FrontMatterSchema} from './frontMatter';

/** News articles: the Markdown files of blog/, shown on /news and /news/{id}. Plain data (no client imports). */

/** The front matter every file of blog/ must have. */
export const NEWS_FRONT_MATTER: FrontMatterSchema = {
  title: {required: true, check: text(120), expected: 'the article\'s title'},
  date: {required: true, check: calendarDate, expected: 'a date written YYYY-MM-DD'},
  category: {required: true, check: text(40), expected: 'a short category such as Company or Market insight'},
  description: {required: true, check: text(200), expected: 'a one-sentence excerpt, shown on the card and in search results'},
  image: {required: true, check: pattern(/^\/img\/news\/[\w-]+\.(jpg|png|webp)$/, 'an image under static/img/news/'), expected: 'an image such as /img/news/my-article.jpg'},
};

/** Articles the /news page shows first. */
export const NEWS_LATEST_COUNT = 3;
