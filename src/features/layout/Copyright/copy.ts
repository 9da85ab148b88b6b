import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';

/* The footer's copyright line. Imported as a namespace (`import * as COPY`). */

/** The year is an element (the test id marks it): the sentence is interpolated around it, as `<Translate values>` does. */
export const line = (year: ReactNode, legalName: string): ReactNode =>
  interpolate(translate({id: 'footer.copyright', message: '© {year} {legalName}. All rights reserved.'}), {year, legalName});
