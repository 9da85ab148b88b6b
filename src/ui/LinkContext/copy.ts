import {translate} from '@docusaurus/Translate';

/* Imported as a namespace (`import * as COPY`). */

/** Between a link's visible label and what it is about: the page's language's colon (a no-break space before it in French). */
export const separator = translate({id: 'ui.linkContext.separator', message: ': ', description: "Between a link's visible label and what it is about (read by screen readers); French: no-break space, colon, space"});
