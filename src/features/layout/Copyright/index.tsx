import React, {type ReactNode} from 'react';
import {useBrand, useBuildYear} from '@site/src/hooks/useBrand';
import {useCurrentYear} from '@site/src/hooks/useCurrentYear';
import * as COPY from './copy';

/** "© {year} {legal name}. All rights reserved." with a year that follows the calendar. */
export default function Copyright(): ReactNode {
  const brand = useBrand();
  const year = useCurrentYear(useBuildYear());
  return (
    <p className="footer__copyright" data-testid="copyright">
      {COPY.line(<span data-testid="copyright-year">{year}</span>, brand.legalName)}
    </p>
  );
}
