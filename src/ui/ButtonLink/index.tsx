import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Cta} from '@site/src/types/content';

/** A call to action: a link that looks like a button. */
export default function ButtonLink({cta, size = 'lg'}: {cta: Cta; size?: 'md' | 'lg'}): ReactNode {
  return (
    <Link
      to={cta.to}
      className={clsx('button', size === 'lg' && 'button--lg', cta.variant === 'secondary' ? 'button--secondary button--outline' : 'button--primary')}>
      {cta.label}
    </Link>
  );
}
