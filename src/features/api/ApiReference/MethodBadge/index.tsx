import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {HttpMethod} from '@site/src/features/api/data/model';
import styles from './styles.module.css';

/** The HTTP method as a coloured label; the method is written out, the colour only repeats it. */
export default function MethodBadge({method, className}: {method: HttpMethod; className?: string}): ReactNode {
  return <span className={clsx(styles.badge, styles[method], className)}>{method.toUpperCase()}</span>;
}
