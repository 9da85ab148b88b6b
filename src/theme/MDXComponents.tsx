import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

// Infima lets a wide Markdown table scroll sideways inside its own box
// (display: block; overflow: auto); on a phone, keyboard users must be able to
// focus that box to scroll it (WCAG 2.1.1; axe: scrollable-region-focusable).
function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: ScrollableTable};
