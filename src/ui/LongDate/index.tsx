import React, {type ReactNode} from 'react';
import {longDateParts} from '@site/src/format/date';

/**
 * A date in the page's language as a <time> element ("3 November 2026",
 * "1<sup>er</sup> novembre 2026": the French ordinal's letters raised, as
 * French typography writes them). Text that cannot hold markup (a title, an
 * attribute, a sentence built by translate()) uses formatLongDate.
 */
export default function LongDate({iso, className}: {iso: string; className?: string}): ReactNode {
  const {day, ordinal, rest} = longDateParts(iso);
  return (
    <time className={className} dateTime={iso}>
      {day}
      {ordinal && <sup>{ordinal}</sup>} {rest}
    </time>
  );
}
