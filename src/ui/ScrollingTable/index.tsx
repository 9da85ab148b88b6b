import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A table of data (the API reference's fields, the coverage page's markets)
 * in a framed, named region that scrolls sideways inside itself, never the
 * page: the region is named (by `label`, or by the element `labelledBy`
 * names, such as the table's caption) and reachable from the keyboard, which
 * a scrolling region must be (WCAG 2.1.1; axe: scrollable-region-focusable).
 * `className` goes on the table (its own columns and widths; the cells'
 * padding through `--table-cell-padding`), `boxClassName` on the region.
 * A table of a Markdown page keeps Markdown's look: src/ui/ScrollableTable.
 */
export default function ScrollingTable({
  label,
  labelledBy,
  className,
  boxClassName,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  boxClassName?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={clsx(styles.scroller, boxClassName)} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      <table className={clsx(styles.table, className)}>{children}</table>
    </div>
  );
}
