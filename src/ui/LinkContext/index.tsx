import React, {type ReactNode} from 'react';
import * as COPY from './copy';

/**
 * What a link is about, read by screen readers after its visible label
 * ("Apply: Backend engineer"): one link text per target when several links
 * on a page share a label. The separator is the page's language's colon
 * (a no-break space before it in French).
 */
export default function LinkContext({children}: {children: ReactNode}): ReactNode {
  return (
    <span className="visually-hidden">
      {COPY.separator}
      {children}
    </span>
  );
}
