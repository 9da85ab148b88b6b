// The theme's Tabs slot (Markdown's <Tabs>, the theme's own code): the site's Tabs, src/ui/Tabs, which the
// features that draw tabs (the code samples) import directly, below this entry layer.
export {default} from '@site/src/ui/Tabs';
