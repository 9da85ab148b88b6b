import {translate} from '@docusaurus/Translate';

/** The title of a feed's list page: "News" on the first page, "News, page 2" after, so every page's title is its own. */
export function feedListTitle(blogTitle: string, page: number): string {
  return page <= 1 ? blogTitle : translate({id: 'feeds.pagedTitle', message: '{title}, page {page}'}, {title: blogTitle, page});
}
