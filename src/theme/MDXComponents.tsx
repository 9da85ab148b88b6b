import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/ui/ScrollableTable';

// Every Markdown table can be scrolled from the keyboard on a phone (src/ui/ScrollableTable).
export default {...MDXComponents, table: ScrollableTable};
