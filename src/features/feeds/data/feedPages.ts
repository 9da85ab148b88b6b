import {translate} from '@docusaurus/Translate';

/** The title of a feed's list page: "News" on the first page, "News, page 2" after, so every page's title is its own. */
export function feedListTitle(blogTitle: string, page: number): string {
  return page <= 1 ? blogTitle : translate({id: 'feeds.pagedTitle', message: '{title}, page {page}'}, {title: blogTitle, page});
}

/** The description of a feed's list page; pages after the first say which page they are, so every description is its own. */
export function feedListDescription(blogDescription: string, page: number, totalPages: number): string {
  return page <= 1
    ? blogDescription
    : translate({id: 'feeds.pagedDescription', message: '{description} Page {page} of {totalPages}: older entries.'}, {description: blogDescription, page, totalPages});
}
