import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBrand, useBuildYear} from '@site/src/hooks/useBrand';
import {useCurrentYear} from '@site/src/hooks/useCurrentYear';

/** "© {year} {legal name}. All rights reserved." with a year that follows the calendar. */
export default function Copyright(): ReactNode {
  const brand = useBrand();
  const year = useCurrentYear(useBuildYear());
  return (
    <p className="footer__copyright" data-testid="copyright">
      <Translate id="footer.copyright" values={{year: <span data-testid="copyright-year">{year}</span>, legalName: brand.legalName}}>
        {'© {year} {legalName}. All rights reserved.'}
      </Translate>
    </p>
  );
}
