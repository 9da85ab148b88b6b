import React, {type ComponentProps, type ReactNode} from 'react';

/**
 * A table of the docs. Infima lets a wide docs table scroll sideways inside
 * its own box (display: block; overflow: auto); on a phone, keyboard users
 * must be able to focus that box to scroll it (WCAG 2.1.1; axe:
 * scrollable-region-focusable). Markdown tables get it through
 * src/theme/MDXComponents; a component that draws a docs table uses it too.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
