import {translate} from '@docusaurus/Translate';

/**
 * The categories news articles are filed under (the `category` of blog/'s front matter), named in the
 * page's language: an article not yet translated keeps its title and text in English, but its category
 * is the site's own label, so a French reader sees « Entreprise », not "Company".
 */
export const NEWS_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  Company: translate({id: 'news.category.company', message: 'Company', description: 'A news article\'s category'}),
  'Market insight': translate({id: 'news.category.marketInsight', message: 'Market insight', description: 'A news article\'s category'}),
  Product: translate({id: 'news.category.product', message: 'Product', description: 'A news article\'s category'}),
};

/**
 * A news article's category as a page shows it: as its translation writes it, or, for an article not
 * translated, the category's name in the page's language when it is one of NEWS_CATEGORY_NAMES (else as
 * written, in English, and marked so).
 */
export function newsCategoryLabel(category: string, articleTranslated: boolean): {text: string; translated: boolean} {
  if (articleTranslated) return {text: category, translated: true};
  const name = NEWS_CATEGORY_NAMES[category];
  return name === undefined ? {text: category, translated: false} : {text: name, translated: true};
}
