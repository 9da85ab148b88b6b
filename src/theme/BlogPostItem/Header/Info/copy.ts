import {translate} from '@docusaurus/Translate';

/* The post info line's words. Imported as a namespace (`import * as COPY`). */

export const readingTime = (minutes: number) => translate({id: 'blog.readingTime', message: '{minutes} min read'}, {minutes});
