import {translate} from '@docusaurus/Translate';

/** The post info line's words. */
export const BLOG_POST_INFO_COPY = {
  readingTime: (minutes: number) => translate({id: 'blog.readingTime', message: '{minutes} min read'}, {minutes}),
};
